// A field of a request as a person reads it: "CPF (responsável 1)" for the path
// `responsavel1.cpf_pessoa`, never the path itself. Null for a field without a name
// (the answer then says what is wrong without naming it).
import { ROTULOS_CAMPOS, ROTULOS_GRUPOS, ROTULOS_POR_ROTA } from '#shared/messages/campos.ts';

export function rotuloDoCampo(caminho: string, rota = ''): string | null {
  // Array positions (`alunos.3.presenca`) name no field.
  const partes = caminho.split('.').filter((p) => p !== '' && !/^\d+$/.test(p));
  const ultimo = partes.at(-1);
  const daRota = Object.entries(ROTULOS_POR_ROTA).find(
    ([prefixo]) => rota === prefixo || rota.startsWith(`${prefixo}/`) || rota.startsWith(`${prefixo}?`),
  )?.[1];
  const rotulo = ultimo === undefined ? undefined : (daRota?.[ultimo] ?? ROTULOS_CAMPOS[ultimo]);
  if (!rotulo) return null;
  const grupo = partes.length > 1 ? ROTULOS_GRUPOS[partes[0] as string] : undefined;
  return grupo ? `${rotulo} (${grupo})` : rotulo;
}

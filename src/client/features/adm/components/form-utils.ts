// Form helpers: address conversion and field errors from the shared zod schema or from the server's
// 400/409 answer ({ message, campos }).
import type { z } from 'zod';
import { ApiError } from '#client/api.ts';
import type { EnderecoDetalhe } from '#client/features/adm/queries.ts';
import { alerta } from '#client/ui/alerts.tsx';
import { type EnderecoForm, enderecoVazio } from '#client/ui/endereco-fields.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { MSG, MSG_ADM } from '#shared/messages.ts';

export type Erros = Record<string, string>;

export function errosDoZod(error: z.ZodError): Erros {
  const erros: Erros = {};
  for (const issue of error.issues) {
    const chave = issue.path.join('.');
    erros[chave] ??= issue.message;
  }
  return erros;
}

function errosDaApi(e: unknown): Erros | null {
  return e instanceof ApiError && e.body.campos ? e.body.campos : null;
}

/** The address sub-errors ("endereco.cep" -> "cep") for EnderecoFields. */
export function errosEndereco(erros: Erros) {
  return Object.fromEntries(
    Object.entries(erros)
      .filter(([k]) => k.startsWith('endereco.'))
      .map(([k, v]) => [k.slice('endereco.'.length), v]),
  );
}

/** A stored address as the address fields show it. */
export function enderecoDoServidor(e: EnderecoDetalhe | null): EnderecoForm {
  if (!e) return enderecoVazio;
  return {
    cep: mascarar('cep', e.cep),
    estado: e.estado,
    cidade: e.cidade,
    bairro: e.bairro,
    rua: e.rua,
    numero: e.numero,
  };
}

/**
 * Saves already-validated form data: the spec's Sucesso!!! popup, then `depois`;
 * a refusal shows the server's message and marks the fields it names.
 */
export async function salvarComAviso<T>(
  salvar: (data: T) => Promise<unknown>,
  data: T,
  setErros: (erros: Erros) => void,
  depois: () => void,
) {
  setErros({});
  try {
    await salvar(data);
    await alerta({ title: MSG.sucessoAdm, icon: 'success' });
    depois();
  } catch (err) {
    const campos = errosDaApi(err);
    if (campos) setErros(campos);
    await alerta({
      title: MSG.erro,
      text: err instanceof ApiError ? err.message : MSG_ADM.erroSalvar,
      icon: 'error',
    });
  }
}

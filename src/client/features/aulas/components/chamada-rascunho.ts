// The sheet's state while it is taken (the marks and the note), and that state as
// the server's lines give it. The device keeps it (offline/folhas.ts) from the
// first tap until the server has the sheet.
import type { Marcas } from '#client/offline/aparelho.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

export type Rascunho = { marcas: Marcas; observacao: string };

/** The sheet as the server has it; an unmarked student starts as present. */
export function doServidor(linhas: ChamadaLinha[]): Rascunho {
  const marcas: Marcas = {};
  for (const l of linhas) if (l.id_aluno !== null) marcas[l.id_aluno] = l.presenca ?? 1;
  return { marcas, observacao: linhas[0]?.observacao ?? '' };
}

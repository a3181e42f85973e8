// The sheet's state while it is taken (the marks and the note), and that state as
// the server's lines give it. The device keeps it (offline/folhas.ts) from the
// first tap until the server has the sheet.
import { chaveExperimental, type Marcas } from '#client/offline/aparelho.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

export type Rascunho = { marcas: Marcas; observacao: string };

/** The sheet as the server has it; an unmarked student (or trial) starts as present. */
export function doServidor(linhas: ChamadaLinha[]): Rascunho {
  const marcas: Marcas = {};
  for (const l of linhas) {
    if (l.id_experimental !== undefined) marcas[chaveExperimental(l.id_experimental)] = l.presenca ?? 1;
    else if (l.id_aluno !== null) marcas[l.id_aluno] = l.presenca ?? 1;
  }
  return { marcas, observacao: linhas[0]?.observacao ?? '' };
}

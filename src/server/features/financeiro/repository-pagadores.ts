// Who pays for a student: the financial guardian when one is named, else guardian 1, else
// the student (an adult enrolled alone).
import type { Executor } from '#server/db/executor.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';

export interface Pagador {
  nome: string;
  telefone: string | null;
}

/** The payer of each student asked for. */
export async function pagadores(db: Executor, ids: readonly number[]): Promise<Map<number, Pagador>> {
  const mapa = new Map<number, Pagador>();
  if (ids.length === 0) return mapa;
  const rows = await alunoEResponsaveis(db)
    .select([
      'a.id_aluno',
      'pa.nome_pessoa as na',
      'pa.telefone_pessoa as ta',
      'p1.nome_pessoa as n1',
      'p1.telefone_pessoa as t1',
      'pf.nome_pessoa as nf',
      'pf.telefone_pessoa as tf',
    ])
    .where('a.id_aluno', 'in', ids)
    .execute();
  for (const r of rows) {
    const [nome, telefone] = r.nf ? [r.nf, r.tf] : r.n1 ? [r.n1, r.t1] : [r.na, r.ta];
    mapa.set(r.id_aluno, { nome, telefone: telefone ?? null });
  }
  return mapa;
}

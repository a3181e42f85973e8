// What club gear a student holds now, named: read by the student's delete (features/adm),
// which refuses while anything is out (the armory's loans: features/material).
import type { Executor } from '#server/db/executor.ts';
import { nomeDoMaterial } from '#shared/messages/material.ts';

/** "Máscara M (MAS-01)" for each item the student has not returned, by code. */
export async function materialComAluno(db: Executor, id_aluno: number): Promise<string[]> {
  const linhas = await db
    .selectFrom('emprestimo_material as e')
    .innerJoin('material as m', 'm.id_material', 'e.id_material')
    .select(['m.tipo', 'm.arma', 'm.tamanho', 'm.codigo'])
    .where('e.id_aluno', '=', id_aluno)
    .where('e.devolvido_em', 'is', null)
    .orderBy('m.codigo')
    .execute();
  return linhas.map(nomeDoMaterial);
}

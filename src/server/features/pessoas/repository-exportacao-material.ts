// The export's part about the club's gear lent to the person as a student
// (#server/repositories/dados-pessoais.ts: emprestimo_material).
import type { Executor } from '#server/db/executor.ts';
import { nomeDoMaterial } from '#shared/messages/material.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

export async function materialDaPessoa(db: Executor, id_pessoa: number): Promise<Exportacao['material']> {
  const linhas = await db
    .selectFrom('emprestimo_material as e')
    .innerJoin('material as m', 'm.id_material', 'e.id_material')
    .select([
      'm.tipo',
      'm.arma',
      'm.tamanho',
      'm.codigo',
      'e.emprestado_em',
      'e.devolver_ate',
      'e.devolvido_em',
      'e.estado_devolucao',
    ])
    .where('e.id_aluno', '=', id_pessoa)
    .orderBy('e.emprestado_em')
    .orderBy('e.id_emprestimo')
    .execute();
  return linhas.map((l) => ({
    item: nomeDoMaterial(l),
    emprestado_em: instanteIso(l.emprestado_em),
    devolver_ate: l.devolver_ate,
    devolvido_em: l.devolvido_em === null ? null : instanteIso(l.devolvido_em),
    estado_devolucao: l.estado_devolucao,
  }));
}

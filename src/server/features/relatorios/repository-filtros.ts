// The choices of the report filters: units, teachers, and the classes of the chosen
// unit and/or teacher (every class when neither is chosen).
import type { Executor } from '#server/db/executor.ts';
import type { Filtros } from '#shared/schemas/relatorios.ts';
import type { Escopo } from './comum';
import { noEscopo } from './repository-comum';

export async function filtros(
  db: Executor,
  e: Pick<Escopo, 'id_unidade' | 'id_professor'>,
): Promise<Filtros> {
  const unidades = await db
    .selectFrom('unidade')
    .select(['id_unidade', 'nome_unidade as nome'])
    .orderBy('nome_unidade')
    .orderBy('id_unidade')
    .execute();
  const professores = await db
    .selectFrom('professor as pr')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'pr.id_pessoa')
    .select(['pr.id_professor', 'p.nome_pessoa as nome'])
    .orderBy('p.nome_pessoa')
    .orderBy('pr.id_professor')
    .execute();
  const turmas = await noEscopo(
    db.selectFrom('turma as t').select(['t.id_turma', 't.nome_turma', 't.dia_semana', 't.horario']),
    e,
  )
    .orderBy('t.nome_turma')
    .orderBy('t.id_turma')
    .execute();
  return { unidades, professores, turmas };
}

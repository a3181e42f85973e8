// The scale club (`npm run seed:scale`) in the bench database: the 30-student class
// of its teacher login, or exit with a hint when the database does not hold it.
import type { Db } from '#server/db/connect.ts';
import { SCALE_TURMA_ALUNOS, SCALE_USERS } from '#server/db/seed/scale.ts';
import { DB_URL } from './settings';

export async function scaleClass(db: Db['db']): Promise<{ idTurma: number; alunosTurma: number[] }> {
  const scale = await db
    .selectFrom('turma as t')
    .innerJoin('professor as pr', 'pr.id_professor', 't.id_professor')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'pr.id_pessoa')
    .select(['t.id_turma', 't.id_unidade'])
    .where('t.nome_turma', '=', 'Turma Escala 1')
    .where('p.email_pessoa', '=', SCALE_USERS.professor)
    .executeTakeFirst();
  if (!scale) {
    console.error(`Sem o clube de escala em ${DB_URL}: rode \`npm run seed:scale\` antes.`);
    process.exit(1);
  }
  const idTurma = scale.id_turma;
  const alunosTurma = (
    await db.selectFrom('aluno_has_turma').select('id_aluno').where('id_turma', '=', idTurma).execute()
  ).map((r) => r.id_aluno);
  if (alunosTurma.length !== SCALE_TURMA_ALUNOS)
    throw new Error(`turma ${idTurma}: ${alunosTurma.length} alunos`);
  return { idTurma, alunosTurma };
}

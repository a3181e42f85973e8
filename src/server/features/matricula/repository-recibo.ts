// What an enrolment's receipt shows about its classes: read after the enrolment's
// transaction has committed, so the class rows it locked are free again.
import type { Executor } from '#server/db/executor.ts';
import { enderecoEmUmaLinha, porDiaEHora } from '#shared/rules/endereco.ts';
import type { TurmaDoRecibo } from '#shared/schemas/matricula.ts';

/** The given classes with their unit and its address, by weekday and time (one query). */
export async function turmasDoRecibo(db: Executor, turmas: number[]): Promise<TurmaDoRecibo[]> {
  const rows = await db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('endereco as e', 'e.id_endereco', 'u.id_endereco')
    .select([
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      'u.nome_unidade',
      'e.rua',
      'e.numero',
      'e.bairro',
      'e.cidade',
      'e.estado',
    ])
    .where('t.id_turma', 'in', turmas)
    .execute();
  return rows
    .map((r) => ({
      id_turma: r.id_turma,
      nome_turma: r.nome_turma,
      dia_semana: r.dia_semana,
      horario: r.horario.slice(0, 5),
      nome_unidade: r.nome_unidade,
      endereco_unidade: enderecoEmUmaLinha(r),
    }))
    .sort(porDiaEHora);
}

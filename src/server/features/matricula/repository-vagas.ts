// Classes and their free places: the public list the wizards show, and the capacity
// check an enrolment makes before it links the student to its classes.
import type { Executor } from '#server/db/executor.ts';
import { ocupacaoDasTurmas } from '#server/repositories/ocupacao-turmas.ts';
import { type Falha, falha, type Ok, ok } from '#server/result.ts';
import { ROTULO_DIA } from '#shared/constants.ts';

const nomeFormatado = (t: { nome_turma: string; dia_semana: keyof typeof ROTULO_DIA; horario: string }) =>
  `${t.nome_turma} - ${ROTULO_DIA[t.dia_semana]} às ${t.horario.slice(0, 5)}`;

/** Classes with their formatted name and free places, optionally of one unit. */
export async function turmasFormatadas(db: Executor, idUnidade?: number) {
  let q = db
    .selectFrom('turma')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('aluno_has_turma')
          .select((e) => ['id_turma', e.fn.countAll<number | string>().as('ocupadas')])
          .groupBy('id_turma')
          .as('oc'),
      (join) => join.onRef('oc.id_turma', '=', 'turma.id_turma'),
    )
    .select([
      'turma.id_turma',
      'turma.id_unidade',
      'turma.nome_turma',
      'turma.dia_semana',
      'turma.horario',
      'turma.qtd_maxima',
      'oc.ocupadas',
    ])
    .orderBy('turma.id_unidade')
    .orderBy('turma.nome_turma')
    .orderBy('turma.id_turma');
  if (idUnidade !== undefined) q = q.where('turma.id_unidade', '=', idUnidade);
  const rows = await q.execute();
  return rows.map((r) => {
    const vagas = Math.max(0, r.qtd_maxima - Number(r.ocupadas ?? 0));
    return {
      id_turma: r.id_turma,
      id_unidade: r.id_unidade,
      nome_formatado: nomeFormatado(r),
      qtd_maxima: r.qtd_maxima,
      vagas,
      lotada: vagas === 0,
    };
  });
}

/** Why an enrolment's classes cannot take the student; `id_turma`: the class that is full. */
export type VagasRecusadas = Falha<'turma_fora_da_unidade'> | (Falha<'turma_lotada'> & { id_turma: number });

/**
 * Capacity check of every class of an enrolment, inside its transaction: each must
 * belong to the unit and have a free place, else the first failing class (in the
 * order chosen) is the answer. The classes are locked and counted as
 * #server/repositories/ocupacao-turmas.ts says.
 */
export async function conferirVagas(
  trx: Executor,
  turmas: number[],
  idUnidade: number,
): Promise<Ok | VagasRecusadas> {
  const ocupacao = await ocupacaoDasTurmas(trx, turmas, { travar: true });
  for (const idTurma of turmas) {
    const turma = ocupacao.get(idTurma);
    if (!turma || turma.id_unidade !== idUnidade) return falha('turma_fora_da_unidade');
    if (turma.ocupadas >= turma.qtd_maxima) return { ...falha('turma_lotada'), id_turma: idTurma };
  }
  return ok();
}

// The public side of trial classes: the classes open to trials with their free places per
// meeting, and a booking. A meeting's places: the class's capacity less its students and
// the trials booked for that date (all but the lost ones). The booking counts them after
// locking the class's row (ocupacaoDasTurmas with `travar`: PostgreSQL's row lock; SQLite
// runs one write transaction at a time), so two bookings of the last place never both
// succeed, whichever server instance each reaches.
import type { Executor } from '#server/db/executor.ts';
import { versoesVigentes } from '#server/repositories/consentimentos.ts';
import { ocupacaoDasTurmas } from '#server/repositories/ocupacao-turmas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { somarDias } from '#shared/rules/datas.ts';
import {
  EXPERIMENTAL_DIAS_A_FRENTE,
  type ExperimentalInput,
  type TurmaExperimental,
} from '#shared/schemas/experimental.ts';
import { type Agora, conferirData, datasAbertas, type RecusaData } from './regras';

/** Trials per class and date from `de` to `ate` that take a place. */
async function experimentaisPorDia(db: Executor, turmas: readonly number[], de: string, ate: string) {
  if (turmas.length === 0) return new Map<string, number>();
  const linhas = await db
    .selectFrom('experimental')
    .select((eb) => ['id_turma', 'data', eb.fn.countAll<number | string>().as('n')])
    .where('id_turma', 'in', turmas)
    .where('data', '>=', de)
    .where('data', '<=', ate)
    .where('status', '<>', 'perdida')
    .groupBy(['id_turma', 'data'])
    .execute();
  return new Map(linhas.map((l) => [`${l.id_turma}:${l.data}`, Number(l.n)]));
}

/** GET /api/experimental/turmas: every class with its open meetings and their free places. */
export async function turmasAbertas(db: Executor, agora: Agora): Promise<TurmaExperimental[]> {
  const turmas = await db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .select((eb) => [
      't.id_turma',
      't.nome_turma',
      't.arma',
      't.id_unidade',
      'u.nome_unidade',
      't.dia_semana',
      't.horario',
      't.qtd_maxima',
      eb
        .selectFrom('aluno_has_turma as aht')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('aht.id_turma', '=', 't.id_turma')
        .as('alunos'),
    ])
    .orderBy('u.nome_unidade')
    .orderBy('t.nome_turma')
    .orderBy('t.id_turma')
    .execute();
  const ate = somarDias(agora.hoje, EXPERIMENTAL_DIAS_A_FRENTE);
  const ocupadas = await experimentaisPorDia(
    db,
    turmas.map((t) => t.id_turma),
    agora.hoje,
    ate,
  );
  return turmas.map(({ qtd_maxima, alunos, ...t }) => {
    const livres = qtd_maxima - Number(alunos ?? 0);
    return {
      ...t,
      horario: t.horario.slice(0, 5),
      datas: datasAbertas(t, agora).map((data) => ({
        data,
        vagas: Math.max(0, livres - (ocupadas.get(`${t.id_turma}:${data}`) ?? 0)),
      })),
    };
  });
}

export type RecusaReserva = RecusaData | 'turma_inexistente' | 'lotada';

/**
 * POST /api/experimental: one booking and its consent to be contacted, in one transaction.
 * `menor`: the person is under 18 on the club's today (then the guardian is kept).
 */
export function reservar(
  db: Executor,
  e: ExperimentalInput,
  { agora, instante }: { agora: Agora; instante: number },
): Promise<Resultado<{ id_experimental: number }, RecusaReserva>> {
  return db.transaction().execute(async (trx) => {
    const ocupacao = (await ocupacaoDasTurmas(trx, [e.id_turma], { travar: true })).get(e.id_turma);
    if (!ocupacao) return falha('turma_inexistente');
    const turma = await trx
      .selectFrom('turma')
      .select(['dia_semana', 'horario'])
      .where('id_turma', '=', e.id_turma)
      .executeTakeFirstOrThrow();
    const recusa = conferirData(turma, e.data, agora);
    if (recusa) return falha(recusa);
    const experimentais = (await experimentaisPorDia(trx, [e.id_turma], e.data, e.data)).get(
      `${e.id_turma}:${e.data}`,
    );
    if (ocupacao.qtd_maxima - ocupacao.ocupadas - (experimentais ?? 0) <= 0) return falha('lotada');
    const { id_experimental } = await trx
      .insertInto('experimental')
      .values({
        nome: e.nome,
        dt_nasc: e.dt_nasc,
        email: e.email,
        telefone: e.telefone,
        nome_responsavel: e.responsavel?.nome ?? null,
        email_responsavel: e.responsavel?.email ?? null,
        telefone_responsavel: e.responsavel?.telefone ?? null,
        id_turma: e.id_turma,
        data: e.data,
        status: 'agendada',
        criada_em: instante,
        atualizada_em: instante,
      })
      .returning('id_experimental')
      .executeTakeFirstOrThrow();
    // The consent to be contacted, under the privacy notice in force.
    const [aviso] = await versoesVigentes(trx, ['aviso_privacidade'], agora.hoje);
    if (aviso)
      await trx
        .insertInto('experimental_consentimento')
        .values({
          id_experimental,
          id_documento_versao: aviso.id_documento_versao,
          em: instante,
          canal: 'assistente_publico',
        })
        .execute();
    return ok({ id_experimental });
  });
}

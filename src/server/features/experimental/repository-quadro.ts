// The desk's board of trial classes (administrators): the list in meeting order, one trial
// with what the enrolment wizard pre-fills, a status change, and the conversion summary.
import type { Executor } from '#server/db/executor.ts';
import { contarAteLimite, contem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { instanteIso, somarDias } from '#shared/rules/datas.ts';
import {
  EXPERIMENTAL_DIAS_RESUMO,
  type ExperimentaisQuery,
  type ExperimentaisResumo,
  type ExperimentalDetalhe,
  type ExperimentalItem,
  type ExperimentalStatusInput,
  STATUS_EXPERIMENTAL,
} from '#shared/schemas/experimental.ts';

function comTurma(db: Executor) {
  return db
    .selectFrom('experimental as e')
    .innerJoin('turma as t', 't.id_turma', 'e.id_turma')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade');
}

const COLUNAS = [
  'e.id_experimental',
  'e.nome',
  'e.dt_nasc',
  'e.email',
  'e.telefone',
  'e.nome_responsavel',
  'e.id_turma',
  't.nome_turma',
  'u.nome_unidade',
  'e.data',
  'e.status',
  'e.motivo',
  'e.id_aluno',
  'e.criada_em',
] as const;

const comoItem = <L extends { criada_em: number }>(l: L) => ({ ...l, criada_em: instanteIso(l.criada_em) });

/** GET /api/experimentais: keyset pages in (meeting date, id) order, the count capped. */
export async function listarExperimentais(db: Executor, pedido: ExperimentaisQuery) {
  const base = comTurma(db)
    .$if(pedido.status !== undefined, (q) => q.where('e.status', '=', pedido.status!))
    .$if(pedido.id_turma !== undefined, (q) => q.where('e.id_turma', '=', pedido.id_turma!))
    .$if(pedido.de !== undefined, (q) => q.where('e.data', '>=', pedido.de!))
    .$if(pedido.ate !== undefined, (q) => q.where('e.data', '<=', pedido.ate!))
    .$if(Boolean(pedido.q), (q) => q.where(contem('e.nome', pedido.q!)));
  const pagina = await paginarCursor<Omit<ExperimentalItem, 'criada_em'> & { criada_em: number }>(
    pedido,
    (l) => porChave(base.select(COLUNAS), 'e.data', 'e.id_experimental', l).execute(),
    (e) => [e.data, e.id_experimental],
    (limite) => contarAteLimite(db, limite, base),
  );
  return { ...pagina, items: pagina.items.map(comoItem) };
}

/** GET /api/experimentais/{id}: the trial, its guardian and its class; undefined when there is none. */
export async function detalharExperimental(
  db: Executor,
  id_experimental: number,
): Promise<ExperimentalDetalhe | undefined> {
  const l = await comTurma(db)
    .select(COLUNAS)
    .select([
      'e.email_responsavel',
      'e.telefone_responsavel',
      't.id_unidade',
      't.dia_semana',
      't.horario',
      't.arma',
    ])
    .where('e.id_experimental', '=', id_experimental)
    .executeTakeFirst();
  if (!l) return undefined;
  const { email_responsavel, telefone_responsavel, ...resto } = l;
  return {
    ...comoItem(resto),
    horario: l.horario.slice(0, 5),
    responsavel:
      l.nome_responsavel && email_responsavel && telefone_responsavel
        ? { nome: l.nome_responsavel, email: email_responsavel, telefone: telefone_responsavel }
        : null,
  };
}

/**
 * PATCH /api/experimentais/{id}: the new status (and the reason of a lost one). One
 * statement, so a conversion saved meanwhile is never overwritten.
 */
export async function mudarStatus(
  db: Executor,
  id_experimental: number,
  m: ExperimentalStatusInput,
  agora: number,
): Promise<Resultado<object, 'inexistente' | 'matriculada'>> {
  const r = await db
    .updateTable('experimental')
    .set({
      status: m.status,
      motivo: m.status === 'perdida' ? (m.motivo ?? null) : null,
      atualizada_em: agora,
    })
    .where('id_experimental', '=', id_experimental)
    .where('status', '<>', 'matriculada')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return ok();
  const existe = await db
    .selectFrom('experimental')
    .select('id_experimental')
    .where('id_experimental', '=', id_experimental)
    .executeTakeFirst();
  return falha(existe ? 'matriculada' : 'inexistente');
}

/**
 * GET /api/experimentais/resumo: the trials whose meeting fell in the last
 * EXPERIMENTAL_DIAS_RESUMO days by status, and the share that became enrolments among those
 * already decided (all but `agendada`), in percent with one decimal.
 */
export async function resumoExperimentais(db: Executor, hoje: string): Promise<ExperimentaisResumo> {
  const de = somarDias(hoje, -(EXPERIMENTAL_DIAS_RESUMO - 1));
  const linhas = await db
    .selectFrom('experimental')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where('data', '>=', de)
    .where('data', '<=', hoje)
    .groupBy('status')
    .execute();
  const por_status = Object.fromEntries(
    STATUS_EXPERIMENTAL.map((s) => [s, 0]),
  ) as ExperimentaisResumo['por_status'];
  for (const l of linhas) por_status[l.status] = Number(l.n);
  const total = Object.values(por_status).reduce((a, b) => a + b, 0);
  const decididas = total - por_status.agendada;
  return {
    de,
    ate: hoje,
    total,
    por_status,
    taxa_conversao: decididas === 0 ? null : Math.round((por_status.matriculada * 1000) / decididas) / 10,
  };
}

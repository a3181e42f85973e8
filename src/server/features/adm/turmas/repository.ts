// Classes (spec §3).

import { sql } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import { isCapacityViolation } from '#server/db/errors.ts';
import { type Busca, contarAteLimite, paginarCursor } from '#server/features/adm/lista.ts';
import { comoId, contem, nomeContem, porChave, type Tx } from '#server/features/adm/repository.ts';
import { limiteTotal } from '#shared/constants.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import type { TurmaInput } from '#shared/schemas/turma.ts';

const TURMA_COLUNAS = [
  'turma.id_turma',
  'turma.nome_turma',
  'turma.qtd_maxima',
  'turma.id_professor',
  'turma.id_unidade',
  'turma.dia_semana',
  'turma.horario',
] as const;

type ComNomes = ReturnType<typeof comNomes>;

/**
 * A row of the classes' list: the class, its unit's and teacher's names and its
 * occupancy (qtd_alunos of qtd_maxima), read in the same statement.
 */
function colunasDaLista(base: ComNomes) {
  return base.select((eb) => [
    ...TURMA_COLUNAS,
    'unidade.nome_unidade',
    'pessoa.nome_pessoa as nome_professor',
    'professor.inativo_desde as professor_inativo_desde',
    eb
      .selectFrom('aluno_has_turma')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .whereRef('aluno_has_turma.id_turma', '=', 'turma.id_turma')
      .$asScalar()
      .$notNull()
      .as('qtd_alunos'),
  ]);
}

function comNomes(db: Tx) {
  return db
    .selectFrom('turma')
    .innerJoin('unidade', 'unidade.id_unidade', 'turma.id_unidade')
    .innerJoin('professor', 'professor.id_professor', 'turma.id_professor')
    .innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa');
}

function listarTurmasFiltrada(db: Tx, q: string | undefined) {
  let base = comNomes(db);
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        contem('turma.nome_turma', q),
        contem('unidade.nome_unidade', q),
        nomeContem('pessoa', q),
        ...(id ? [eb('turma.id_turma', '=', id)] : []),
      ]),
    );
  }
  return base;
}

export async function listarTurmas(db: Tx, { q, limit, offset }: Busca) {
  const base = listarTurmasFiltrada(db, q);
  const [items, { total }] = await Promise.all([
    colunasDaLista(base)
      .orderBy('turma.nome_turma')
      .orderBy('turma.id_turma')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** Our client's list: keyset pages in (nome_turma, id_turma) order, capped count. */
export function listarTurmasCursor(db: Tx, pedido: PaginaCursorQuery) {
  const base = listarTurmasFiltrada(db, pedido.q || undefined);
  return paginarCursor(
    pedido,
    (l) => porChave(colunasDaLista(base), 'turma.nome_turma', 'turma.id_turma', l).execute(),
    (t) => [t.nome_turma, t.id_turma],
    () => contarAteLimite(db, limiteTotal(pedido.q || undefined), base),
  );
}

/** The complete list's next part: classes after id `apos`, in id order. */
export function turmasDepois(db: Tx, q: string | undefined, apos: number | null, limite: number) {
  return colunasDaLista(listarTurmasFiltrada(db, q))
    .where('turma.id_turma', '>', apos ?? 0)
    .orderBy('turma.id_turma')
    .limit(limite)
    .execute();
}

export function obterTurma(db: Tx, id_turma: number) {
  return comNomes(db)
    .select([...TURMA_COLUNAS, 'unidade.nome_unidade', 'pessoa.nome_pessoa as nome_professor'])
    .where('turma.id_turma', '=', id_turma)
    .executeTakeFirst();
}

/** Which of the class's references do not exist. */
export async function referenciasAusentes(db: Tx, t: TurmaInput) {
  const [professor, unidade] = await Promise.all([
    db
      .selectFrom('professor')
      .select('id_professor')
      .where('id_professor', '=', t.id_professor)
      .executeTakeFirst(),
    db.selectFrom('unidade').select('id_unidade').where('id_unidade', '=', t.id_unidade).executeTakeFirst(),
  ]);
  return { professor: !professor, unidade: !unidade };
}

export async function criarTurma(db: Tx, t: TurmaInput): Promise<number> {
  const { id_turma } = await db.insertInto('turma').values(t).returning('id_turma').executeTakeFirstOrThrow();
  return id_turma;
}

/** How many students a class holds. */
async function ocupacao(db: Tx, id_turma: number): Promise<number> {
  const { n } = await db
    .selectFrom('aluno_has_turma')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_turma', '=', id_turma)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Updates a class: 'sem_turma' when it does not exist; `{ ocupacao }` (its students,
 * nothing changed) when qtd_maxima would drop below them. Checked under the class
 * row's lock (PostgreSQL; SQLite writes one transaction at a time), so no student
 * joins between the count and the update; the capacity trigger backs it.
 */
export async function atualizarTurma(
  db: Tx,
  dialect: Dialect,
  id_turma: number,
  t: TurmaInput,
): Promise<'ok' | 'sem_turma' | { ocupacao: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      let q = trx.selectFrom('turma').select('qtd_maxima').where('id_turma', '=', id_turma);
      if (dialect === 'postgres') q = q.forUpdate();
      const atual = await q.executeTakeFirst();
      if (!atual) return 'sem_turma';
      if (t.qtd_maxima < atual.qtd_maxima) {
        const n = await ocupacao(trx, id_turma);
        if (t.qtd_maxima < n) return { ocupacao: n };
      }
      await trx.updateTable('turma').set(t).where('id_turma', '=', id_turma).execute();
      return 'ok';
    });
  } catch (err) {
    if (isCapacityViolation(err)) return { ocupacao: await ocupacao(db, id_turma) };
    throw err;
  }
}

/** Deletes a class with its student links and its attendance history; call inside a transaction. */
export async function excluirTurma(trx: Tx, id_turma: number): Promise<boolean> {
  const turma = await trx
    .selectFrom('turma')
    .select('id_turma')
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
  if (!turma) return false;
  await trx
    .deleteFrom('chamada_aluno')
    .where('id_chamada', 'in', (eb) =>
      eb.selectFrom('chamada').select('id_chamada').where('id_turma', '=', id_turma),
    )
    .execute();
  await trx.deleteFrom('chamada').where('id_turma', '=', id_turma).execute();
  await trx.deleteFrom('aluno_has_turma').where('id_turma', '=', id_turma).execute();
  await trx.deleteFrom('turma').where('id_turma', '=', id_turma).execute();
  return true;
}

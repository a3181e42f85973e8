// Classes (docs/product/data.md).

import { sql } from 'kysely';
import { isCapacityViolation } from '#server/db/errors.ts';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import type { Busca } from '#server/features/adm/lista.ts';
import { comoId } from '#server/features/adm/repository.ts';
import { contarAteLimite, contem, nomeContem, paginarCursor, porChave } from '#server/repositories/listas.ts';
import { type Falha, falha, type Ok, ok, type Resultado } from '#server/result.ts';
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
  'turma.arma',
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

function comNomes(db: Executor) {
  return db
    .selectFrom('turma')
    .innerJoin('unidade', 'unidade.id_unidade', 'turma.id_unidade')
    .innerJoin('professor', 'professor.id_professor', 'turma.id_professor')
    .innerJoin('pessoa', 'pessoa.id_pessoa', 'professor.id_pessoa');
}

function listarTurmasFiltrada(db: Executor, q: string | undefined) {
  let base = comNomes(db);
  if (q) {
    const id = comoId(q);
    base = base.where((eb) =>
      eb.or([
        contem('turma.nome_turma', q),
        contem('unidade.nome_unidade', q),
        nomeContem('pessoa.nome_busca', q),
        ...(id ? [eb('turma.id_turma', '=', id)] : []),
      ]),
    );
  }
  return base;
}

export async function listarTurmas(db: Executor, { q, limit, offset }: Busca) {
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
export function listarTurmasCursor(db: Executor, pedido: PaginaCursorQuery) {
  const base = listarTurmasFiltrada(db, pedido.q || undefined);
  return paginarCursor(
    pedido,
    (l) => porChave(colunasDaLista(base), 'turma.nome_turma', 'turma.id_turma', l).execute(),
    (t) => [t.nome_turma, t.id_turma],
    (limite) => contarAteLimite(db, limite, base),
  );
}

/** The complete list's next part: classes after id `apos`, in id order. */
export function turmasDepois(db: Executor, q: string | undefined, apos: number | null, limite: number) {
  return colunasDaLista(listarTurmasFiltrada(db, q))
    .where('turma.id_turma', '>', apos ?? 0)
    .orderBy('turma.id_turma')
    .limit(limite)
    .execute();
}

export function obterTurma(db: Executor, id_turma: number) {
  return comNomes(db)
    .select([...TURMA_COLUNAS, 'unidade.nome_unidade', 'pessoa.nome_pessoa as nome_professor'])
    .where('turma.id_turma', '=', id_turma)
    .executeTakeFirst();
}

/** A class's teacher or unit (or both) does not exist: which. */
export type ReferenciasAusentes = Falha<'referencia_inexistente'> & { professor: boolean; unidade: boolean };

/** Which of the class's references do not exist (null: both do). */
async function referenciasAusentes(db: Executor, t: TurmaInput): Promise<ReferenciasAusentes | null> {
  const [professor, unidade] = await Promise.all([
    db
      .selectFrom('professor')
      .select('id_professor')
      .where('id_professor', '=', t.id_professor)
      .executeTakeFirst(),
    db.selectFrom('unidade').select('id_unidade').where('id_unidade', '=', t.id_unidade).executeTakeFirst(),
  ]);
  if (professor && unidade) return null;
  return { ...falha('referencia_inexistente'), professor: !professor, unidade: !unidade };
}

/** A class of an existing teacher and unit. One transaction. */
export function criarTurma(
  db: Executor,
  t: TurmaInput,
): Promise<Ok<{ id_turma: number }> | ReferenciasAusentes> {
  return db.transaction().execute(async (trx) => {
    const ausentes = await referenciasAusentes(trx, t);
    if (ausentes) return ausentes;
    const { id_turma } = await trx
      .insertInto('turma')
      .values(t)
      .returning('id_turma')
      .executeTakeFirstOrThrow();
    return ok({ id_turma });
  });
}

/** How many students a class holds. */
async function ocupacao(db: Executor, id_turma: number): Promise<number> {
  const { n } = await db
    .selectFrom('aluno_has_turma')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_turma', '=', id_turma)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** qtd_maxima below the students the class holds (`ocupacao`): nothing changed. */
export type AbaixoDaOcupacao = Falha<'abaixo_da_ocupacao'> & { ocupacao: number };
const abaixoDaOcupacao = (n: number): AbaixoDaOcupacao => ({ ...falha('abaixo_da_ocupacao'), ocupacao: n });

/**
 * Updates a class, in one transaction: refused when its teacher or unit does not
 * exist, when the class does not, and when qtd_maxima would drop below its students.
 * Checked under the class row's lock (PostgreSQL; SQLite writes one transaction at a
 * time), so no student joins between the count and the update; the capacity trigger
 * backs it.
 */
export async function atualizarTurma(
  db: Executor,
  id_turma: number,
  t: TurmaInput,
): Promise<Resultado<object, 'inexistente'> | ReferenciasAusentes | AbaixoDaOcupacao> {
  try {
    return await db.transaction().execute(async (trx) => {
      const ausentes = await referenciasAusentes(trx, t);
      if (ausentes) return ausentes;
      const atual = await trx
        .selectFrom('turma')
        .select('qtd_maxima')
        .where('id_turma', '=', id_turma)
        .$if(dialectOf(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!atual) return falha('inexistente');
      if (t.qtd_maxima < atual.qtd_maxima) {
        const n = await ocupacao(trx, id_turma);
        if (t.qtd_maxima < n) return abaixoDaOcupacao(n);
      }
      await trx.updateTable('turma').set(t).where('id_turma', '=', id_turma).execute();
      return ok();
    });
  } catch (err) {
    if (isCapacityViolation(err)) return abaixoDaOcupacao(await ocupacao(db, id_turma));
    throw err;
  }
}

/** Deletes a class with its student links and its attendance history, in one transaction. */
export function excluirTurma(db: Executor, id_turma: number): Promise<Resultado<object, 'inexistente'>> {
  return db.transaction().execute(async (trx) => {
    const turma = await trx
      .selectFrom('turma')
      .select('id_turma')
      .where('id_turma', '=', id_turma)
      .executeTakeFirst();
    if (!turma) return falha('inexistente');
    await trx
      .deleteFrom('chamada_aluno')
      .where('id_chamada', 'in', (eb) =>
        eb.selectFrom('chamada').select('id_chamada').where('id_turma', '=', id_turma),
      )
      .execute();
    await trx.deleteFrom('chamada').where('id_turma', '=', id_turma).execute();
    await trx.deleteFrom('aluno_has_turma').where('id_turma', '=', id_turma).execute();
    await trx.deleteFrom('turma').where('id_turma', '=', id_turma).execute();
    return ok();
  });
}

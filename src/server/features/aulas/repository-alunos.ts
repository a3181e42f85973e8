// The students of a class: the add-student search, and adding, removing and
// transferring students without ever passing a class's qtd_maxima: checked under the
// class row's lock in the same transaction, and backed by the database's capacity
// trigger (migration 2026-11-24-003-chamada-registro-vagas), whose refusal also answers 'lotada'.
// Who may add, remove or move a student is decided by the caller before these run.
import { sql } from 'kysely';
import { isCapacityViolation, isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { normalizarBusca } from '#shared/rules/busca.ts';
import type { AlunoDaTurma } from '#shared/schemas/chamada.ts';
import { ID_MAXIMO } from '#shared/schemas/fields.ts';

type Filtro = { q?: string; fora_da_turma?: number };

/**
 * The students a search names, as (id_aluno, nome_aluno); null when nobody can match.
 * `porId`: the student drives the join (CROSS JOIN fixes SQLite's order), for reads in
 * id order; a student's id is its person's (decision 012).
 */
function alunosFiltrados(db: Executor, opts: Filtro, porId = false) {
  const base = db.selectFrom('aluno as a');
  let q = (
    porId
      ? base.crossJoin('pessoa as p').whereRef('p.id_pessoa', '=', 'a.id_aluno')
      : base.innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
  ).select(['a.id_aluno', 'p.nome_pessoa as nome_aluno']);
  const termo = opts.q?.trim();
  if (termo) {
    if (/^\d+$/.test(termo)) {
      const id = Number(termo);
      if (id > ID_MAXIMO) return null;
      q = q.where('a.id_aluno', '=', id);
    } else {
      // The folded name (accents and case ignored), indexed on PostgreSQL (migration 2026-11-24-004-busca-sem-acento).
      const escaped = normalizarBusca(termo).replace(/[\\%_]/g, (c) => `\\${c}`);
      q = q.where(sql<boolean>`p.nome_busca like ${`%${escaped}%`} escape '\\'`);
    }
  }
  if (opts.fora_da_turma !== undefined) {
    const id_turma = opts.fora_da_turma;
    q = q.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('aluno_has_turma as x')
            .select('x.id_aluno')
            .whereRef('x.id_aluno', '=', 'a.id_aluno')
            .where('x.id_turma', '=', id_turma),
        ),
      ),
    );
  }
  return q;
}

/**
 * Student search for the add-student picker. Walks pessoa by its name index and
 * stops at `limit`, so a club of 100 000 students answers in one bounded read;
 * digits search by id_aluno (an exact primary-key lookup); digits beyond any id find nobody.
 */
export async function buscarAlunos(
  db: Executor,
  opts: Filtro & { limit: number; offset: number },
): Promise<AlunoDaTurma[]> {
  const q = alunosFiltrados(db, opts);
  if (!q) return [];
  return q.orderBy('p.nome_pessoa').orderBy('a.id_aluno').limit(opts.limit).offset(opts.offset).execute();
}

/** The complete list's next part (GET /listartodosalunos without paging): students after id `apos`, in id order. */
export async function alunosDepois(
  db: Executor,
  opts: Filtro,
  apos: number | null,
  limite: number,
): Promise<AlunoDaTurma[]> {
  const q = alunosFiltrados(db, opts, true);
  if (!q) return [];
  return q
    .where('a.id_aluno', '>', apos ?? 0)
    .orderBy('a.id_aluno')
    .limit(limite)
    .execute();
}

/** PostgreSQL: take the class rows' locks so capacity checks cannot race. SQLite transactions are serial. */
async function travarTurmas(trx: Executor, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  let q = trx
    .selectFrom('turma')
    .select(['id_turma', 'qtd_maxima', 'id_professor'])
    .where('id_turma', 'in', sorted);
  if (dialectOf(trx) === 'postgres') q = q.orderBy('id_turma').forUpdate();
  return q.execute();
}

async function ocupacao(db: Executor, id_turma: number): Promise<number> {
  const row = await db
    .selectFrom('aluno_has_turma')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_turma', '=', id_turma)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function estaNaTurma(db: Executor, id_aluno: number, id_turma: number): Promise<boolean> {
  const row = await db
    .selectFrom('aluno_has_turma')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
  return row !== undefined;
}

type ResultadoVinculo = Resultado<
  object,
  'turma_inexistente' | 'aluno_inexistente' | 'ja_na_turma' | 'lotada'
>;

/** Puts a student in a class (joined `hoje`): one transaction, never past qtd_maxima, never twice. */
export async function adicionarAluno(
  db: Executor,
  id_aluno: number,
  id_turma: number,
  hoje: string,
): Promise<ResultadoVinculo> {
  return db.transaction().execute(async (trx): Promise<ResultadoVinculo> => {
    const [turma] = await travarTurmas(trx, [id_turma]);
    if (!turma) return falha('turma_inexistente');
    const aluno = await trx
      .selectFrom('aluno')
      .select('id_aluno')
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirst();
    if (!aluno) return falha('aluno_inexistente');
    if (await estaNaTurma(trx, id_aluno, id_turma)) return falha('ja_na_turma');
    if ((await ocupacao(trx, id_turma)) >= turma.qtd_maxima) return falha('lotada');
    try {
      await trx.insertInto('aluno_has_turma').values({ id_aluno, id_turma, dt_entrada: hoje }).execute();
    } catch (err) {
      if (isUniqueViolation(err)) return falha('ja_na_turma');
      if (isForeignKeyViolation(err)) return falha('aluno_inexistente');
      if (isCapacityViolation(err)) return falha('lotada');
      throw err;
    }
    return ok();
  });
}

/** The classes a student is in: at most two ids (enough to tell none, one and several). */
export async function turmasDoAluno(db: Executor, id_aluno: number): Promise<number[]> {
  const rows = await db
    .selectFrom('aluno_has_turma')
    .select('id_turma')
    .where('id_aluno', '=', id_aluno)
    .orderBy('id_turma')
    .limit(2)
    .execute();
  return rows.map((r) => r.id_turma);
}

/** Deletes a student's link to one class; how many links went (0 or 1). */
async function desvincular(db: Executor, id_aluno: number, id_turma: number): Promise<number> {
  const res = await db
    .deleteFrom('aluno_has_turma')
    .where('id_aluno', '=', id_aluno)
    .where('id_turma', '=', id_turma)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Takes a student out of one class (one statement); attendance history stays. */
export async function removerAluno(
  db: Executor,
  id_aluno: number,
  id_turma: number,
): Promise<Resultado<object, 'nao_esta_na_turma'>> {
  return (await desvincular(db, id_aluno, id_turma)) === 0 ? falha('nao_esta_na_turma') : ok();
}

type ResultadoTransferencia = Resultado<
  object,
  'turma_inexistente' | 'nao_esta_na_turma' | 'ja_na_turma' | 'lotada'
>;

/** Moves a student from class `de` to class `para` (joined `hoje`) in one transaction. Past chamadas keep their marks. */
export async function transferirAluno(
  db: Executor,
  input: { id_aluno: number; de: number; para: number },
  hoje: string,
): Promise<ResultadoTransferencia> {
  try {
    return await transferir(db, input, hoje);
  } catch (err) {
    if (isCapacityViolation(err)) return falha('lotada');
    throw err;
  }
}

function transferir(
  db: Executor,
  input: { id_aluno: number; de: number; para: number },
  hoje: string,
): Promise<ResultadoTransferencia> {
  return db.transaction().execute(async (trx): Promise<ResultadoTransferencia> => {
    const turmas = await travarTurmas(trx, [input.de, input.para]);
    const destino = turmas.find((t) => t.id_turma === input.para);
    if (!destino || !turmas.some((t) => t.id_turma === input.de)) return falha('turma_inexistente');
    if (!(await estaNaTurma(trx, input.id_aluno, input.de))) return falha('nao_esta_na_turma');
    if (await estaNaTurma(trx, input.id_aluno, input.para)) return falha('ja_na_turma');
    if ((await ocupacao(trx, input.para)) >= destino.qtd_maxima) return falha('lotada');
    await desvincular(trx, input.id_aluno, input.de);
    await trx
      .insertInto('aluno_has_turma')
      .values({ id_aluno: input.id_aluno, id_turma: input.para, dt_entrada: hoje })
      .execute();
    return ok();
  });
}

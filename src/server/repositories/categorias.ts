// The club's competition categories (docs/product/categorias.md): the table, the month
// its season starts, and the SQL of a student's category, derived from the birth year
// and today's season whenever it is read (#shared/rules/esgrima.ts says the same rule),
// never stored: a new season moves every student at once.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Arma } from '#shared/rules/esgrima.ts';
import { ARMAS, anoDaTemporada } from '#shared/rules/esgrima.ts';
import type { CategoriasInput, CategoriasResposta } from '#shared/schemas/esgrima.ts';

/** The season's year on `hoje` (YYYY-MM-DD), read from the club's start month (anoDaTemporada). */
export function anoTemporadaSql(hoje: string): RawBuilder<number> {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  // Typed parameters: PostgreSQL reads an untyped one in a CASE's result as text.
  return sql<number>`(select case when cast(${mes} as integer) >= t.inicio_mes
                                  then cast(${ano} as integer) else cast(${ano - 1} as integer) end
                        from esgrima_temporada t where t.id_temporada = 1)`;
}

/** The birth year of a stored birth date (YYYY-MM-DD), null without one. */
export const anoNascimentoSql = (coluna: string) =>
  sql<number | null>`cast(substr(${sql.ref(coluna)}, 1, 4) as integer)`;

/** The category's name of a birth year on `hoje`, null without a birth year or a row holding its age. */
export function categoriaSql(anoNasc: RawBuilder<number | null>, hoje: string): RawBuilder<string | null> {
  return sql<string | null>`(select c.nome from esgrima_categoria c
    where ${anoTemporadaSql(hoje)} - ${anoNasc} between c.idade_min and c.idade_max)`;
}

/**
 * The student (`aluno`) is of no category on `hoje`: no birth year in the dashboard's summary,
 * or an age no row of the table holds (the dashboard's "Sem categoria").
 */
function filtroSemCategoria(hoje: string): RawBuilder<SqlBool> {
  const ano = anoTemporadaSql(hoje);
  return sql<SqlBool>`exists (select 1 from painel_aluno pa where pa.id_aluno = aluno.id_aluno
    and (pa.ano_nasc = 0 or not exists (select 1 from esgrima_categoria c
      where ${ano} - pa.ano_nasc between c.idade_min and c.idade_max)))`;
}

/** The birth years of the category named `nome` on `hoje` (read once per statement), as SQL bounds. */
function anosDaCategoria(nome: string, hoje: string) {
  const ano = anoTemporadaSql(hoje);
  return {
    de: sql<number>`(select ${ano} - c.idade_max from esgrima_categoria c where c.nome = ${nome})`,
    ate: sql<number>`(select ${ano} - c.idade_min from esgrima_categoria c where c.nome = ${nome})`,
  };
}

/**
 * How many students the category named `nome` holds on `hoje`, counted up to `limite` on
 * painel_aluno's birth-year index (about a millisecond): enough to choose how to read it.
 */
export async function contarNaCategoria(db: Executor, nome: string, hoje: string, limite: number) {
  const { de, ate } = anosDaCategoria(nome, hoje);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from painel_aluno pa
    where pa.ano_nasc > 0 and pa.ano_nasc between ${de} and ${ate} limit ${limite}) as m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The student (`aluno`) is of the category named `nome` ('-': of none; filtroSemCategoria) on
 * `hoje`: its birth year, kept in the dashboard's summary (painel_aluno, 0 when unknown), within
 * the category's range of years; a name the table lacks matches no one. Two shapes of the same
 * condition: `poucos` (a small category) reads its students off painel_aluno's birth-year index
 * (IN); otherwise each row of the walk along the name index looks its birth year up by key (a
 * scalar subquery, which neither database turns into a join over the whole category), and
 * a page fills long before the category could have been read whole. A category's years are
 * all above 0 (the season's year minus at most 120), so an unknown birth year (0) is outside.
 */
export function filtroCategoria(nome: string, hoje: string, poucos = false): RawBuilder<SqlBool> {
  if (nome === '-') return filtroSemCategoria(hoje);
  const { de, ate } = anosDaCategoria(nome, hoje);
  return poucos
    ? sql<SqlBool>`aluno.id_aluno in (select pa.id_aluno from painel_aluno pa
        where pa.ano_nasc > 0 and pa.ano_nasc between ${de} and ${ate})`
    : sql<SqlBool>`(select pa.ano_nasc between ${de} and ${ate}
        from painel_aluno pa where pa.id_aluno = aluno.id_aluno)`;
}

/** The student (`aluno`) is in a class of the weapon `arma` (a student's weapons are their classes'). */
export function filtroArma(arma: Arma): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from aluno_has_turma aht join turma t on t.id_turma = aht.id_turma
    where aht.id_aluno = aluno.id_aluno and t.arma = ${arma})`;
}

/** The weapons of a student's classes, in the order of ARMAS. */
export async function armasDoAluno(db: Executor, id_aluno: number): Promise<Arma[]> {
  const linhas = await db
    .selectFrom('aluno_has_turma')
    .innerJoin('turma', 'turma.id_turma', 'aluno_has_turma.id_turma')
    .select('turma.arma')
    .distinct()
    .where('aluno_has_turma.id_aluno', '=', id_aluno)
    .where('turma.arma', 'is not', null)
    .execute();
  const armas = new Set(linhas.map((l) => l.arma));
  return ARMAS.filter((a) => armas.has(a));
}

/** The table in age order, the season's start month and the season's year on `hoje`. */
export async function lerCategorias(db: Executor, hoje: string): Promise<CategoriasResposta> {
  const [temporada, categorias] = await Promise.all([
    db
      .selectFrom('esgrima_temporada')
      .select('inicio_mes')
      .where('id_temporada', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('esgrima_categoria')
      .select(['nome', 'idade_min', 'idade_max'])
      .orderBy('idade_min')
      .execute(),
  ]);
  return {
    inicio_temporada_mes: temporada.inicio_mes,
    ano_temporada: anoDaTemporada(hoje, temporada.inicio_mes),
    categorias,
  };
}

/** Replaces the table and the season's start month, in one transaction. */
export async function gravarCategorias(
  db: Executor,
  dados: CategoriasInput,
  hoje: string,
): Promise<CategoriasResposta> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('esgrima_temporada')
      .set({ inicio_mes: dados.inicio_temporada_mes })
      .where('id_temporada', '=', 1)
      .execute();
    await trx.deleteFrom('esgrima_categoria').execute();
    await trx.insertInto('esgrima_categoria').values(dados.categorias).execute();
  });
  return lerCategorias(db, hoje);
}

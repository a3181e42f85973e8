// The administration's student list and the student delete
// (docs/decisions/003-deletes.md); deactivation and reactivation in
// repository-inativos.ts, the dashboard's filters of the list in repository-filtros.ts.

import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { type Busca, paginaNumerada } from '#server/features/adm/lista.ts';
import { comoId, removerEnderecoSeLivre } from '#server/features/adm/repository.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { anoNascimentoSql, categoriaSql, contarNaCategoria } from '#server/repositories/categorias.ts';
import { fraseTrigramas, type Leitura, nomeContem, paginarCursor } from '#server/repositories/listas.ts';
import { materialComAluno } from '#server/repositories/material-emprestado.ts';
import { type Falha, falha, ok, type Resultado } from '#server/result.ts';
import { LIMITE_TOTAL, limiteTotal } from '#shared/constants.ts';
import { normalizarBusca } from '#shared/rules/busca.ts';
import type { AlunoItemAdm } from '#shared/schemas/aluno.ts';
import type { Situacao } from '#shared/schemas/inativo.ts';
import type { PaginaCursorQuery } from '#shared/schemas/lista.ts';
import type { FiltrosAlunos } from '#shared/schemas/painel.ts';
import { filtroAlunos } from './repository-filtros';

export { desativarAluno, presencasDoAluno, reativarAluno } from './repository-inativos';

/**
 * The list condition on `aluno` of a situacao (null: every student). Our client's lists
 * (`semAnonimizados`) leave anonymised people out: they are inactive, so only the inactive
 * and "todos" lists need the condition, read from the small partial index of anonymised
 * people (migration 2026-11-27-030-privacidade). The original client's complete list keeps
 * every record (docs/decisions/014-inactive-people.md), an anonymised one by its anonymised name.
 */
function filtroSituacao(situacao: Situacao, semAnonimizados = false): RawBuilder<SqlBool> | null {
  const anonimizados = sql<SqlBool>`aluno.id_pessoa not in (select id_pessoa from pessoa where anonimizada_em is not null)`;
  if (situacao === 'ativos') return sql<SqlBool>`aluno.inativo_desde is null`;
  if (situacao === 'todos') return semAnonimizados ? anonimizados : null;
  return semAnonimizados
    ? sql<SqlBool>`(aluno.inativo_desde is not null and ${anonimizados})`
    : sql<SqlBool>`aluno.inativo_desde is not null`;
}

/**
 * Which people match a search: name contains `q` (accents and case ignored: the
 * folded name `nome_busca`), or the student id is `q`. SQLite: the trigram index
 * gives the matching ids; PostgreSQL: `nome_busca like` served by its pg_trgm
 * index (migration 2026-11-24-004-busca-sem-acento). Queries of one or two characters: the same
 * LIKE on both (a bounded scan).
 */
function filtroAluno(db: Executor, q: string, porLike = false): RawBuilder<SqlBool> {
  const id = comoId(q);
  const porId = sql`select a2.id_pessoa from aluno as a2 where a2.id_aluno = ${id}`;
  const frase = fraseTrigramas(db, q);
  if (frase !== null && !porLike)
    return sql<SqlBool>`pessoa.id_pessoa in (select rowid from pessoa_busca where pessoa_busca match ${frase}${
      id ? sql` union all ${porId}` : sql``
    })`;
  return id
    ? sql<SqlBool>`(${nomeContem('pessoa.nome_busca', q)} or pessoa.id_pessoa = (${porId}))`
    : sql<SqlBool>`${nomeContem('pessoa.nome_busca', q)}`;
}

/**
 * The original client's list (GET /admbackend/aluno, every student) and our client's numbered
 * pages (`situacao`): offset paging and the exact count.
 */
export async function listarAlunos(
  db: Executor,
  { q, limit, offset }: Busca,
  /** Today in the club's time zone: the season of each row's category. */
  hoje: string,
  situacao: Situacao = 'todos',
  semAnonimizados = false,
) {
  const cond = filtroSituacao(situacao, semAnonimizados);
  let base = db.selectFrom('aluno').innerJoin('pessoa', 'pessoa.id_pessoa', 'aluno.id_pessoa');
  if (q) base = base.where(filtroAluno(db, q));
  if (cond) base = base.where(cond);
  // Without a search every student counts: no join needed for the total.
  const contagem = q
    ? base.select((eb) => eb.fn.countAll<number>().as('total'))
    : db
        .selectFrom('aluno')
        .$if(cond !== null, (c) => c.where(cond!))
        .select((eb) => eb.fn.countAll<number>().as('total'));
  const [items, { total }] = await Promise.all([
    base
      .select([
        'aluno.id_aluno',
        'aluno.id_pessoa',
        'pessoa.nome_pessoa',
        'aluno.tipo_aluno',
        'aluno.inativo_desde',
      ])
      .select(categoriaSql(anoNascimentoSql('pessoa.dt_nasc_pessoa'), hoje).as('categoria'))
      // Both keys from pessoa, so the name index gives the order without a sort.
      .orderBy('pessoa.nome_pessoa')
      .orderBy('pessoa.id_pessoa')
      .limit(limit)
      .offset(offset)
      .execute(),
    contagem.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total) };
}

/** Matching students (and `filtro`, the dashboard's filters), counted up to limiteTotal(q) + 1. */
async function contarAlunos(
  db: Executor,
  q: string | undefined,
  filtro: RawBuilder<SqlBool> | null,
): Promise<number> {
  const limite = limiteTotal(q) + 1;
  const e = filtro ? sql`and ${filtro}` : sql``;
  let consulta: RawBuilder<{ total: number | string }>;
  const frase = q ? fraseTrigramas(db, q) : null;
  if (!q)
    consulta = filtro
      ? sql`select count(*) as total from (select 1 from aluno where ${filtro} limit ${limite}) as m`
      : sql`select count(*) as total from (select 1 from aluno limit ${limite}) as m`;
  else if (frase !== null && !comoId(q))
    // Straight from the index, joined to aluno as it goes: stops at the limit.
    consulta = sql`select count(*) as total from (
      select 1 from pessoa_busca join aluno on aluno.id_pessoa = pessoa_busca.rowid
      where pessoa_busca match ${frase} ${e} limit ${limite}) as m`;
  else
    consulta = sql`select count(*) as total from (
      select 1 from pessoa join aluno on aluno.id_pessoa = pessoa.id_pessoa
      where ${filtroAluno(db, q)} ${e} limit ${limite}) as m`;
  const { rows } = await consulta.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * A filter on the student (`aluno.inativo_desde is null`, the dashboard's), as SQLite
 * must read it on a page walked along the name index. A condition on the joined table
 * alone makes SQLite build a Bloom filter over every student before the first row
 * (5–7 ms at 100 000 students, for a page of 20); the same condition tied to the outer
 * row (`+ 0 * pessoa.id_pessoa`, same truth value) is tested row by row, and the walk
 * stops with the page. PostgreSQL plans it well as it is.
 */
const linhaALinha = (db: Executor, filtro: RawBuilder<SqlBool>) =>
  dialectOf(db) === 'postgres' ? filtro : sql<SqlBool>`((${filtro}) + 0 * pessoa.id_pessoa)`;

/**
 * Our client's student list (GET /api/adm/alunos): keyset pages in (name,
 * id_pessoa) order on the name index, and a capped count.
 *
 * On SQLite a search has two plans. Few matches (the count stayed under the
 * cap): read them from the trigram index and sort them. Many matches: walk the
 * name index that also holds the folded name (pessoa_nome_busca_ix) and keep the
 * matching rows, which stops after a page. SQLite's
 * planner prefers the first, so the second is forced with INDEXED BY.
 * PostgreSQL's planner chooses between the same two by itself.
 */
async function listarAlunosCursor(
  db: Executor,
  pedido: PaginaCursorQuery,
  /** Today in the club's time zone: the season of each row's category. */
  hoje: string,
  filtro: RawBuilder<SqlBool> | null = null,
  /** The filter narrows the start date (aluno_dt_inicio_ix): few matches are read by it. */
  porInicio = false,
) {
  const q = pedido.q || undefined;
  // One count, asked for by the first of its two readers (the plan below and the pager).
  let contagem: Promise<number> | undefined;
  const contar = () => {
    contagem ??= contarAlunos(db, q, filtro);
    return contagem;
  };
  const ler = async ({ ordem, apos, limite }: Leitura) => {
    const muitos = q !== undefined && fraseTrigramas(db, q) !== null && (await contar()) > limiteTotal(q);
    // Walking the index, an ASCII search is checked row by row with LIKE, which
    // matches exactly what the trigram index does for ASCII text (SQLite's LIKE
    // folds ASCII case), without first collecting every match from the index.
    const porLike = muitos && /^[\x20-\x7e]*$/.test(normalizarBusca(q));
    // A week of enrolments among 100 000 students: walking the name index for a page
    // reads nearly all of it (about 400 ms on SQLite); reading the few matches by the
    // start-date index and sorting them takes 1–2 ms. With many matches (over the
    // count's cap) the walk finds a page soon and stays.
    const poucos = filtro !== null && porInicio && q === undefined && (await contar()) <= LIMITE_TOTAL;
    const dir = sql.raw(ordem);
    const op = sql.raw(ordem === 'asc' ? '>' : '<');
    const { rows } = await sql<AlunoItemAdm>`
      select aluno.id_aluno, aluno.id_pessoa, pessoa.nome_pessoa, aluno.tipo_aluno, aluno.inativo_desde,
        ${categoriaSql(anoNascimentoSql('pessoa.dt_nasc_pessoa'), hoje)} as categoria
      from pessoa${muitos ? sql.raw(' indexed by pessoa_nome_busca_ix') : sql``}
      join aluno on aluno.id_pessoa = pessoa.id_pessoa
      where ${q ? filtroAluno(db, q, porLike) : sql`1 = 1`}
      ${apos ? sql`and (pessoa.nome_pessoa, pessoa.id_pessoa) ${op} (${apos[0]}, ${apos[1]})` : sql``}
      ${filtro ? sql`and ${poucos ? filtro : linhaALinha(db, filtro)}` : sql``}
      order by pessoa.nome_pessoa ${dir}, pessoa.id_pessoa ${dir}
      limit ${limite}`.execute(db);
    return rows;
  };
  return paginarCursor(pedido, ler, (a) => [a.nome_pessoa, a.id_pessoa], contar);
}

/** What our client's student list (GET /api/adm/alunos) asks: a page, the dashboard's filters, the situacao. */
export type PedidoAlunos = PaginaCursorQuery & FiltrosAlunos & { situacao?: Situacao };

/**
 * Our client's student list: active students by default; a dashboard figure's filters
 * list every student the figure counted (inactive ones are in no class: "sem turma",
 * departures). `hoje`: today in the club's time zone (the age ranges' years).
 */
export async function listarAlunosAdm(db: Executor, pedido: PedidoAlunos, hoje: string) {
  // A small category is read off the birth-year index and sorted, like a week of enrolments.
  const categoriaPequena =
    pedido.categoria !== undefined &&
    pedido.categoria !== '-' &&
    (await contarNaCategoria(db, pedido.categoria, hoje, LIMITE_TOTAL + 1)) <= LIMITE_TOTAL;
  const filtro = filtroAlunos(db, pedido, hoje, categoriaPequena);
  const situacao = pedido.situacao ?? (filtro ? 'todos' : 'ativos');
  // Old numbered pages know no filters: a filtered list is always paged by keyset.
  if (pedido.page && !filtro) return paginaNumerada(pedido, (b) => listarAlunos(db, b, hoje, situacao, true));
  const cond = filtroSituacao(situacao, true);
  const ambos = filtro && cond ? sql<SqlBool>`(${filtro} and ${cond})` : (filtro ?? cond);
  const porInicio = pedido.desde !== undefined || pedido.matricula !== undefined || categoriaPequena;
  return listarAlunosCursor(db, pedido, hoje, ambos, porInicio);
}

/**
 * The complete list's next part: students after id `apos`, in id order. The student
 * drives the join (CROSS JOIN fixes SQLite's order): its rows are read in key order
 * and each person by its key, both nearly sequential, since a student's id is its
 * person's (decision 012).
 */
export async function alunosDepois(db: Executor, q: string | undefined, apos: number | null, limite: number) {
  const { rows } = await sql<Omit<AlunoItemAdm, 'categoria'>>`
    select aluno.id_aluno, aluno.id_pessoa, pessoa.nome_pessoa, aluno.tipo_aluno, aluno.inativo_desde
    from aluno cross join pessoa
    where pessoa.id_pessoa = aluno.id_aluno and aluno.id_aluno > ${apos ?? 0}
    ${q ? sql`and ${filtroAluno(db, q)}` : sql``}
    order by aluno.id_aluno
    limit ${limite}`.execute(db);
  return rows;
}

/**
 * Deletes a person's record when nothing else needs it: not a student,
 * guardian or teacher, and without a login. Then frees the address.
 */
async function removerPessoaSeLivre(trx: Executor, id_pessoa: number): Promise<void> {
  const pessoa = await trx
    .selectFrom('pessoa')
    .select(['id_endereco', 'senha_pessoa', 'adm'])
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (!pessoa || pessoa.senha_pessoa !== null || pessoa.adm === 1) return;
  for (const tabela of ['aluno', 'responsavel_aluno', 'professor'] as const) {
    const uso = await trx
      .selectFrom(tabela)
      .select('id_pessoa')
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirst();
    if (uso) return;
  }
  await trx.deleteFrom('pessoa').where('id_pessoa', '=', id_pessoa).execute();
  await removerEnderecoSeLivre(trx, pessoa.id_endereco);
}

/**
 * Deletes a student with its class links and attendance marks, its person
 * record, and the guardians no other student uses. One transaction.
 */
/** A student holding club gear: what is out, named. */
export type ComMaterial = Falha<'material_emprestado'> & { itens: string[] };

export function excluirAluno(
  db: Executor,
  quem: Autoria,
  id_aluno: number,
): Promise<Resultado<object, 'inexistente' | 'tem_cobrancas'> | ComMaterial> {
  return db.transaction().execute(async (trx) => {
    const aluno = await trx
      .selectFrom('aluno')
      .select(['id_pessoa', 'id_responsavel', 'id_responsavel2', 'id_responsavel_financeiro'])
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirst();
    if (!aluno) return falha('inexistente');
    // Charges are the club's records (a database rule too): such a student is deactivated.
    const cobranca = await trx
      .selectFrom('cobranca')
      .select('id_cobranca')
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirst();
    if (cobranca) return falha('tem_cobrancas');
    // Club gear still out must come back first; the answer names it.
    const itens = await materialComAluno(trx, id_aluno);
    if (itens.length > 0) return falha('material_emprestado', { itens });
    await trx.deleteFrom('chamada_aluno').where('id_aluno', '=', id_aluno).execute();
    await trx.deleteFrom('aluno_has_turma').where('id_aluno', '=', id_aluno).execute();
    await trx.deleteFrom('aluno').where('id_aluno', '=', id_aluno).execute();
    await removerPessoaSeLivre(trx, aluno.id_pessoa);

    const responsaveis = new Set(
      [aluno.id_responsavel, aluno.id_responsavel2, aluno.id_responsavel_financeiro].filter(
        (r): r is number => r !== null,
      ),
    );
    for (const id_responsavel of responsaveis) {
      const outro = await trx
        .selectFrom('aluno')
        .select('id_aluno')
        .where((eb) =>
          eb.or([
            eb('id_responsavel', '=', id_responsavel),
            eb('id_responsavel2', '=', id_responsavel),
            eb('id_responsavel_financeiro', '=', id_responsavel),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      if (outro) continue;
      const resp = await trx
        .selectFrom('responsavel_aluno')
        .select('id_pessoa')
        .where('id_responsavel', '=', id_responsavel)
        .executeTakeFirst();
      if (!resp) continue;
      await trx.deleteFrom('responsavel_aluno').where('id_responsavel', '=', id_responsavel).execute();
      await removerPessoaSeLivre(trx, resp.id_pessoa);
    }
    await registrarAuditoria(trx, quem, { acao: 'editar', id_pessoa: aluno.id_pessoa, detalhe: 'exclusao' });
    return ok();
  });
}

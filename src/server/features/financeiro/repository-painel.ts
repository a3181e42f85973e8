// The month at a glance (expected, received, open, overdue, a 12-month series, the
// overdue rate: overdue ÷ expected of the month) and the late list (who owes, how much today, how late).

import { type SqlBool, sql } from 'kysely';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { nonceDoLink } from '#server/repositories/links-publicos.ts';
import { type Leitura, paginarCursor } from '#server/repositories/listas.ts';
import { diasEntre } from '#shared/rules/datas.ts';
import { valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import { dozeMeses } from '#shared/rules/financeiro-vencimentos.ts';
import type { Inadimplente, Resumo } from '#shared/schemas/financeiro.ts';
import type { PaginaCursor, PaginaCursorQuery } from '#shared/schemas/lista.ts';
import { alunoChamado, caminhoDoLink } from './repository-cobrancas';
import { pagadores } from './repository-pagadores';
import { lembreteWhatsapp } from './responsavel';

const num = (v: unknown) => Number(v ?? 0);

/** The summary of `competencia` and the 12 months ending with it. */
export async function resumo(db: Executor, competencia: string, hoje: string): Promise<Resumo> {
  const meses = dozeMeses(competencia);
  const [porStatus, recebidos, integrais] = await Promise.all([
    db
      .selectFrom('cobranca')
      .select(['competencia', 'status'])
      .select((eb) => [
        eb.fn.sum<number>('valor').as('total'),
        eb.fn.sum<number>(sql`case when vencimento < ${hoje} then valor else 0 end`).as('vencido'),
      ])
      .where('competencia', '>=', meses[0]!)
      .where('competencia', '<=', competencia)
      .where('status', '<>', 'cancelada')
      .groupBy(['competencia', 'status'])
      .execute(),
    db
      .selectFrom('pagamento as pg')
      .innerJoin('cobranca as c', 'c.id_cobranca', 'pg.id_cobranca')
      .select('c.competencia')
      .select((eb) => eb.fn.sum<number>('pg.valor').as('total'))
      .where('c.competencia', '>=', meses[0]!)
      .where('c.competencia', '<=', competencia)
      .where('pg.estornado_em', 'is', null)
      .groupBy('c.competencia')
      .execute(),
    db
      .selectFrom('aluno as a')
      .innerJoin('financeiro_desconto as d', 'd.id_aluno', 'a.id_aluno')
      .select((eb) => eb.fn.count<number>('a.id_aluno').distinct().as('n'))
      .where('a.tipo_aluno', '=', 'pagante')
      .where('a.inativo_desde', 'is', null)
      .where('d.tipo', 'in', ['bolsa', 'irmaos'])
      .where('d.valor', '>=', 100)
      .executeTakeFirstOrThrow(),
  ]);
  const serie = meses.map((m) => {
    const doMes = porStatus.filter((r) => r.competencia === m);
    const aberta = doMes.find((r) => r.status === 'aberta');
    return {
      competencia: m,
      previsto: doMes.reduce((s, r) => s + num(r.total), 0),
      recebido: num(recebidos.find((r) => r.competencia === m)?.total),
      em_aberto: num(aberta?.total) - num(aberta?.vencido),
      vencido: num(aberta?.vencido),
    };
  });
  const atual = serie[serie.length - 1]!;
  // The overdue rate is measured against the month's expected amount, the figure shown
  // beside it: overdue ÷ expected.
  return {
    ...atual,
    taxa_inadimplencia: atual.previsto > 0 ? Math.round((atual.vencido / atual.previsto) * 1000) / 10 : null,
    bolsistas_integrais: num(integrais.n),
    meses: serie,
  };
}

/** The students with an open charge past its due date, by name, in keyset pages. */
export async function inadimplentes(
  db: Executor,
  pedido: PaginaCursorQuery,
  hoje: string,
  segredo: string,
  /** The site's origin (https://host), so the message carries a full link. */
  origem: string,
): Promise<PaginaCursor<Inadimplente>> {
  // Two reads, never a walk over every student nor every person: the overdue students' ids
  // from the partial index of open charges by due date, then those people's names by key,
  // in keyset order. (Joined in one query, PostgreSQL misjudges how many students are late
  // and scans every person.)
  let ids: Promise<number[]> | null = null;
  const atrasados = () => {
    if (ids) return ids;
    let q = db
      .selectFrom('cobranca as c')
      .select('c.id_aluno')
      .where('c.status', '=', 'aberta')
      .where('c.vencimento', '<', hoje)
      .groupBy('c.id_aluno');
    if (pedido.q) {
      const busca = pedido.q;
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('pessoa as pq')
            .select('pq.id_pessoa')
            .whereRef('pq.id_pessoa', '=', 'c.id_aluno')
            .where(alunoChamado(db, 'pq.id_pessoa', 'pq.nome_busca', busca)),
        ),
      );
    }
    ids = q.execute().then((rs) => rs.map((r) => r.id_aluno));
    return ids;
  };
  // The ids as one parameter (an array; JSON on SQLite), whatever their number.
  const entre = (lista: number[]) =>
    dialectOf(db) === 'postgres'
      ? sql<SqlBool>`a.id_pessoa = any(${lista})`
      : sql<SqlBool>`a.id_pessoa in (select value from json_each(${JSON.stringify(lista)}))`;
  const base = async () =>
    db
      .selectFrom('pessoa as a')
      .select(['a.id_pessoa as id_aluno', 'a.nome_pessoa'])
      .where(entre(await atrasados()));
  const ler = async ({ ordem, apos, limite }: Leitura) => {
    let q = await base();
    if (apos) {
      const op = ordem === 'asc' ? '>' : '<';
      q = q.where((eb) =>
        eb.or([
          eb('a.nome_pessoa', op, apos[0]),
          eb.and([eb('a.nome_pessoa', '=', apos[0]), eb('a.id_pessoa', op, apos[1])]),
        ]),
      );
    }
    const alunos = await q
      .orderBy('a.nome_pessoa', ordem)
      .orderBy('a.id_pessoa', ordem)
      .limit(limite)
      .execute();
    return detalhar(
      db,
      alunos.map((a) => ({ id_aluno: a.id_aluno, nome_aluno: a.nome_pessoa })),
      hoje,
      segredo,
      origem,
    );
  };
  const contar = async (limite: number) => Math.min((await atrasados()).length, limite + 1);
  return paginarCursor(pedido, ler, (i) => [i.nome_aluno, i.id_aluno], contar);
}

/** The late students' charges, totals, payers and WhatsApp messages. */
async function detalhar(
  db: Executor,
  alunos: { id_aluno: number; nome_aluno: string }[],
  hoje: string,
  segredo: string,
  origem: string,
): Promise<Inadimplente[]> {
  if (alunos.length === 0) return [];
  const ids = alunos.map((a) => a.id_aluno);
  const [cobrancas, quemPaga, clube] = await Promise.all([
    db
      .selectFrom('cobranca as c')
      .select([
        'c.id_cobranca',
        'c.id_aluno',
        'c.valor',
        'c.vencimento',
        'c.plano',
        'c.multa_centesimos',
        'c.juros_centesimos_mes',
      ])
      .select(nonceDoLink)
      .where('c.id_aluno', 'in', ids)
      .where('c.status', '=', 'aberta')
      .where('c.vencimento', '<', hoje)
      .orderBy('c.vencimento')
      .execute(),
    pagadores(db, ids),
    lerClube(db),
  ]);
  return alunos.map((a) => {
    const minhas = cobrancas.filter((c) => c.id_aluno === a.id_aluno);
    const total = minhas.reduce((s, c) => s + valorDevidoHoje(c.valor, c.vencimento, c, hoje), 0);
    const primeira = minhas[0];
    const pagador = quemPaga.get(a.id_aluno) ?? null;
    // Each charge with its own link (a charge whose link is gone is left out of the message).
    const lembradas = minhas.flatMap((c) => {
      const link = caminhoDoLink(segredo, c.id_cobranca, c.nonce as string | null);
      return link ? [{ ...c, link: `${origem}${link}` }] : [];
    });
    return {
      ...a,
      cobrancas: minhas.length,
      total_devido_hoje: total,
      dias_atraso: primeira ? diasEntre(primeira.vencimento, hoje) : 0,
      responsavel_financeiro: pagador,
      whatsapp: lembreteWhatsapp(pagador, a.nome_aluno, clube.nome, lembradas, hoje),
    };
  });
}

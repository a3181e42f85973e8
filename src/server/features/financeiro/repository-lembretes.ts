// Payment reminders' statements: the rules, the set-based creation of a day's reminders,
// the data their e-mails are made from, the reminders a charge or a student got, and a
// receipt's data (a person's choice about reminders: repository-lembretes-paradas.ts). Who pays is the charge's payer: the financial
// guardian when one is named, else guardian 1, else the student (repository-pagadores.ts);
// a payer without e-mail, or whose newest ledger row stops reminders, gets none.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { linkAberto } from '#server/policies/index.ts';
import { alunoEResponsaveis } from '#server/repositories/aluno-e-responsaveis.ts';
import type { Autoria } from '#server/repositories/auditoria.ts';
import { criarLinks, nonceDoLink } from '#server/repositories/links-publicos.ts';
import { enfileirarMensagens, type NovaMensagem } from '#server/repositories/mensagens.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { LembreteItem, LembretesConfig } from '#shared/schemas/lembretes.ts';
import type { StatusMensagem } from '#shared/schemas/mensagens.ts';
import type { LembreteDoDia } from './lembretes-dias';

/** The rules and the business-day switch. */
export async function lerConfigLembretes(db: Executor): Promise<LembretesConfig> {
  const [regras, cfg] = await Promise.all([
    db.selectFrom('lembrete_regra').select('dias').orderBy('dias').execute(),
    db.selectFrom('lembrete_configuracao').select('dias_uteis').where('id', '=', 1).executeTakeFirst(),
  ]);
  return { regras: regras.map((r) => ({ dias: r.dias })), dias_uteis: (cfg?.dias_uteis ?? 1) === 1 };
}

/** Replaces the rules (one transaction); answers them as stored. */
export async function gravarConfigLembretes(
  db: Executor,
  quem: Autoria,
  c: LembretesConfig,
): Promise<LembretesConfig> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('lembrete_regra').execute();
    if (c.regras.length > 0)
      await tx
        .insertInto('lembrete_regra')
        .values(c.regras.map((r) => ({ dias: r.dias })))
        .execute();
    await tx
      .updateTable('lembrete_configuracao')
      .set({ dias_uteis: c.dias_uteis ? 1 : 0, atualizada_em: Date.now(), id_autor: quem.id_autor })
      .where('id', '=', 1)
      .execute();
  });
  return lerConfigLembretes(db);
}

/** A range of charge ids (inclusive). */
export interface Faixa {
  de: number;
  ate: number;
}

/**
 * The open charges of the plan's due dates, cut into ranges of `lote` ids in order: the job
 * works range by range, so each statement looks at its own charges only.
 */
export async function faixasDoPlano(
  db: Executor,
  plano: readonly LembreteDoDia[],
  lote: number,
): Promise<Faixa[]> {
  const vencimentos = [...new Set(plano.map((p) => p.vencimento))];
  if (vencimentos.length === 0) return [];
  const ids = await db
    .selectFrom('cobranca')
    .select('id_cobranca')
    .where('status', '=', 'aberta')
    .where('vencimento', 'in', vencimentos)
    .orderBy('id_cobranca')
    .execute();
  const faixas: Faixa[] = [];
  for (let i = 0; i < ids.length; i += lote)
    faixas.push({ de: ids[i]!.id_cobranca, ate: ids[Math.min(i + lote, ids.length) - 1]!.id_cobranca });
  return faixas;
}

/** The person's newest ledger row stops reminders (`pessoa` names the person's id column). */
function parou(pessoa: Expression<number | null>): Expression<SqlBool> {
  return sql<SqlBool>`coalesce((select lp.parado from lembrete_parada lp
    where lp.id_pessoa = ${pessoa} order by lp.id_parada desc limit 1), 0) = 1`;
}

/** The day's plan as a derived table (vencimento, dias, dia): literals the job computed, not input. */
function tabelaDoPlano(plano: readonly LembreteDoDia[]) {
  const linhas = plano.map(
    (p) =>
      sql`select ${sql.lit(p.vencimento)} as vencimento, ${sql.lit(p.dias)} as dias, ${sql.lit(p.dia)} as dia`,
  );
  return sql<{ vencimento: string; dias: number; dia: string }>`(${sql.join(linhas, sql` union all `)})`;
}

/**
 * Creates the reminders of the day's plan for the charges `de`…`ate` (ids) in one statement (insert … select … on
 * conflict do nothing): open charges of those due dates whose payer has an e-mail and has
 * not stopped reminders, that have not got this rule or a later one. The unique (charge,
 * rule) makes a reminder another instance created at the same moment a no-op here.
 * Answers the new reminders' ids.
 */
async function criarLembretes(
  tx: Executor,
  plano: readonly LembreteDoDia[],
  agora: number,
  faixa: Faixa,
): Promise<number[]> {
  if (plano.length === 0) return [];
  const pagador = sql<number>`coalesce(pf.id_pessoa, p1.id_pessoa, pa.id_pessoa)`;
  const email = sql<string | null>`case when pf.id_pessoa is not null then pf.email_pessoa
    when p1.id_pessoa is not null then p1.email_pessoa else pa.email_pessoa end`;
  const escolha = alunoEResponsaveis(tx)
    .innerJoin('cobranca as c', 'c.id_aluno', 'a.id_aluno')
    .innerJoin(tabelaDoPlano(plano).as('v'), (j) => j.onRef('v.vencimento', '=', 'c.vencimento'))
    .select(['c.id_cobranca', 'v.dias', 'v.dia', pagador.as('id_pessoa'), sql.lit(agora).as('criado_em')])
    .where('c.status', '=', 'aberta')
    .where(sql<SqlBool>`${email} is not null and ${email} <> ''`)
    .where(({ not }) => not(parou(pagador)))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lembrete as l')
            .select('l.id_lembrete')
            .whereRef('l.id_cobranca', '=', 'c.id_cobranca')
            .whereRef('l.dias', '>=', 'v.dias'),
        ),
      ),
    )
    .where('c.id_cobranca', '>=', faixa.de)
    .where('c.id_cobranca', '<=', faixa.ate);
  const novos = await tx
    .insertInto('lembrete')
    .columns(['id_cobranca', 'dias', 'dia', 'id_pessoa', 'criado_em'])
    .expression(escolha)
    .onConflict((oc) => oc.columns(['id_cobranca', 'dias']).doNothing())
    .returning('id_lembrete')
    .execute();
  return novos.map((n) => n.id_lembrete);
}

/** What each reminder's e-mail is made from: the payer, the charge, the nonces of both links. */
async function dadosDosLembretes(tx: Executor, ids: readonly number[], agora: number) {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('lembrete as l')
    .innerJoin('cobranca as c', 'c.id_cobranca', 'l.id_cobranca')
    .innerJoin('pessoa as pa', 'pa.id_pessoa', 'c.id_aluno')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'l.id_pessoa')
    .select((eb) => [
      'l.id_lembrete',
      'l.id_cobranca',
      'l.dias',
      'l.id_pessoa',
      'p.nome_pessoa as nome',
      'p.email_pessoa as email',
      'pa.nome_pessoa as aluno',
      'c.vencimento',
      'c.plano',
      'c.valor',
      nonceDoLink(eb, agora),
    ])
    .where('l.id_lembrete', 'in', ids)
    .orderBy('l.id_lembrete')
    .execute();
}

/**
 * The nonce of each person's stop link (one personal link per person, made when first
 * needed, in one statement for those without one).
 */
export async function noncesDeParar(
  tx: Executor,
  segredo: string,
  pessoas: readonly number[],
  agora: number,
): Promise<Map<number, string>> {
  const unicas = [...new Set(pessoas)];
  const mapa = new Map<number, string>();
  if (unicas.length === 0) return mapa;
  const ler = async (ids: readonly number[]) => {
    const linhas = await tx
      .selectFrom('link_publico as l')
      .select(['l.id_referencia', 'l.nonce'])
      .where(linkAberto('parar_lembretes', agora, 'l'))
      .where('l.id_referencia', 'in', ids)
      .orderBy('l.criado_em')
      .execute();
    for (const l of linhas) mapa.set(l.id_referencia, l.nonce);
  };
  await ler(unicas);
  const faltam = unicas.filter((id) => !mapa.has(id));
  if (faltam.length > 0) {
    await criarLinks(tx, segredo, 'parar_lembretes', faltam);
    await ler(faltam);
  }
  return mapa;
}

/** The e-mail data of the reminders `criarLoteDeLembretes` just made. */
export type DadosDeLembrete = Awaited<ReturnType<typeof dadosDosLembretes>>[number];

/**
 * One batch in one transaction: creates the plan's reminders of the charges in `faixa`, asks `mensagens`
 * for their e-mails (inside the transaction, which it may use) and queues them linked to
 * their reminders. Answers how many e-mails were queued (0: nothing left to create).
 */
export async function criarLoteDeLembretes(
  db: Executor,
  plano: readonly LembreteDoDia[],
  agora: number,
  faixa: Faixa,
  mensagens: (
    tx: Executor,
    dados: DadosDeLembrete[],
  ) => Promise<{ id_lembrete: number; mensagem: NovaMensagem }[]>,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const ids = await criarLembretes(tx, plano, agora, faixa);
    if (ids.length === 0) return 0;
    const feitas = await mensagens(tx, await dadosDosLembretes(tx, ids, agora));
    const idsMensagens = await enfileirarMensagens(
      tx,
      feitas.map((f) => f.mensagem),
      agora,
    );
    await ligarMensagens(
      tx,
      feitas.map((f, i) => ({ id_lembrete: f.id_lembrete, id_mensagem: idsMensagens[i] as number })),
    );
    return feitas.length;
  });
}

/** Links each reminder to its outbox message, in one statement. */
async function ligarMensagens(
  tx: Executor,
  pares: readonly { id_lembrete: number; id_mensagem: number }[],
): Promise<void> {
  if (pares.length === 0) return;
  const caso = sql.join(
    pares.map((p) => sql`when ${sql.lit(p.id_lembrete)} then ${sql.lit(p.id_mensagem)}`),
    sql` `,
  );
  await tx
    .updateTable('lembrete')
    .set({ id_mensagem: sql<number>`case id_lembrete ${caso} end` })
    .where(
      'id_lembrete',
      'in',
      pares.map((p) => p.id_lembrete),
    )
    .execute();
}

/** The reminders of a charge, or of every charge of a student, newest first. */
export async function listarLembretes(
  db: Executor,
  filtro: { id_cobranca: number } | { id_aluno: number },
): Promise<LembreteItem[]> {
  const linhas = await db
    .selectFrom('lembrete as l')
    .innerJoin('cobranca as c', 'c.id_cobranca', 'l.id_cobranca')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'l.id_pessoa')
    .leftJoin('mensagem as m', 'm.id_mensagem', 'l.id_mensagem')
    .select([
      'l.id_lembrete',
      'l.id_cobranca',
      'c.vencimento',
      'l.dias',
      'l.dia',
      'l.criado_em',
      'p.nome_pessoa as para',
      'm.status',
    ])
    .$if('id_cobranca' in filtro, (q) =>
      q.where('l.id_cobranca', '=', (filtro as { id_cobranca: number }).id_cobranca),
    )
    .$if('id_aluno' in filtro, (q) => q.where('c.id_aluno', '=', (filtro as { id_aluno: number }).id_aluno))
    .orderBy('l.id_lembrete', 'desc')
    .limit(200)
    .execute();
  return linhas.map((l) => ({
    ...l,
    criado_em: instanteIso(l.criado_em),
    status: (l.status ?? null) as StatusMensagem | null,
  }));
}

/** Whether a charge exists (and whose it is). */
export async function cobrancaExiste(db: Executor, id_cobranca: number): Promise<boolean> {
  const c = await db
    .selectFrom('cobranca')
    .select('id_cobranca')
    .where('id_cobranca', '=', id_cobranca)
    .executeTakeFirst();
  return c !== undefined;
}

/** A student's payer (the rule above): their person's id and name; undefined without such a student. */
export async function pagadorDoAluno(db: Executor, id_aluno: number) {
  return alunoEResponsaveis(db)
    .select([
      sql<number>`coalesce(pf.id_pessoa, p1.id_pessoa, pa.id_pessoa)`.as('id_pessoa'),
      sql<string>`case when pf.id_pessoa is not null then pf.nome_pessoa
        when p1.id_pessoa is not null then p1.nome_pessoa else pa.nome_pessoa end`.as('nome'),
    ])
    .where('a.id_aluno', '=', id_aluno)
    .executeTakeFirst();
}

/** A payment's receipt data and its payer's e-mail (the payer rule above), or undefined. */
export async function dadosDoRecibo(tx: Executor, id_pagamento: number) {
  return alunoEResponsaveis(tx)
    .innerJoin('cobranca as c', 'c.id_aluno', 'a.id_aluno')
    .innerJoin('pagamento as pg', 'pg.id_cobranca', 'c.id_cobranca')
    .select([
      'pg.numero_recibo',
      'pg.valor',
      'pg.forma',
      'pg.pago_em',
      'c.vencimento',
      'c.plano',
      'pa.nome_pessoa as aluno',
      sql<number>`coalesce(pf.id_pessoa, p1.id_pessoa, pa.id_pessoa)`.as('id_pessoa'),
      sql<string>`case when pf.id_pessoa is not null then pf.nome_pessoa
        when p1.id_pessoa is not null then p1.nome_pessoa else pa.nome_pessoa end`.as('nome'),
      sql<string | null>`case when pf.id_pessoa is not null then pf.email_pessoa
        when p1.id_pessoa is not null then p1.email_pessoa else pa.email_pessoa end`.as('email'),
    ])
    .where('pg.id_pagamento', '=', id_pagamento)
    .executeTakeFirst();
}

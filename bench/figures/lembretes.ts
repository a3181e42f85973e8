// Payment reminders at scale: creating a month's reminders (≈ 25 000 open charges due on
// one day, one rule: the job's set-based statements and the batch's outbox rows with their
// e-mails) and the outbox's worker delivering to a local SMTP server (smtp-server, the
// tests' own) beside a bare nodemailer loop sending the same messages to the same server.
//
// The figure owns the reminders' rows on the bench database: it empties them, the outbox's
// reminder messages and its own charges (txid 'LB…') first, so each run creates them again.
import { sql } from 'kysely';
import { createTransport } from 'nodemailer';
import { processarLembretes } from '#server/features/financeiro/lembretes.ts';
import { ATRASO_MAXIMO } from '#server/features/financeiro/lembretes-dias.ts';
import { entregarPendentes } from '#server/features/mensagens/entrega.ts';
import { transporteSmtp } from '#server/mensagens/transporte.ts';
import { criarLinks, segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { servidorSmtp } from '#server/test/smtp.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { type Context, type Figure, f1, type Row } from './figure';
import { median } from './load';

const COBRANCAS = 25_000;
const MENSAGENS_ENTREGA = 1_000;

async function limpar(ctx: Context) {
  const { db } = ctx;
  await db.deleteFrom('lembrete').execute();
  await db.deleteFrom('mensagem').where('motivo', '=', 'cobranca').execute();
  await db.deleteFrom('link_publico').where('finalidade', '=', 'parar_lembretes').execute();
  const minhas = db.selectFrom('cobranca').select('id_cobranca').where('txid', 'like', 'LB%');
  await db
    .deleteFrom('link_publico')
    .where('finalidade', '=', 'cobranca')
    .where('id_referencia', 'in', minhas)
    .execute();
  await db.deleteFrom('cobranca').where('txid', 'like', 'LB%').execute();
}

/** COBRANCAS open monthly charges due `dia`, of paying students who have none that day, with their payment links. */
async function cobrancas(ctx: Context, dia: string, segredo: string): Promise<number> {
  await sql`
    insert into cobranca (id_aluno, vencimento, competencia, plano, id_unidade, valor_bruto, valor, linhas,
      multa_centesimos, juros_centesimos_mes, txid, pix_copia_e_cola, status, emitida_em)
    select a.id_aluno, ${dia}, ${dia.slice(0, 7)}, 'mensal', null, 15000, 15000, '[]', 200, 100,
      'LB' || cast(a.id_aluno as varchar(12)), '', 'aberta', ${Date.now()}
    from aluno a
    where a.tipo_aluno = 'pagante' and a.inativo_desde is null
      and not exists (select 1 from cobranca c where c.id_aluno = a.id_aluno and c.vencimento = ${dia}
        and c.status <> 'cancelada')
    order by a.id_aluno
    limit ${COBRANCAS}`.execute(ctx.db);
  const ids = (
    await ctx.db.selectFrom('cobranca').select('id_cobranca').where('txid', 'like', 'LB%').execute()
  ).map((c) => c.id_cobranca);
  for (let i = 0; i < ids.length; i += 1000)
    await criarLinks(ctx.db, segredo, 'cobranca', ids.slice(i, i + 1000));
  await sql`analyze cobranca`.execute(ctx.db);
  return ids.length;
}

/**
 * The first day from today on which the job would remind only the figure's own charges: no
 * other charge due that day or in the ATRASO_MAXIMO days before it (a late reminder still goes
 * then), whatever the date. The scale club's monthly charges fall due on the 10th, 20th and
 * 30th, and the billing figure issues more.
 */
async function diaSemOutras(ctx: Context, hoje: string): Promise<string> {
  const outros = (
    await ctx.db
      .selectFrom('cobranca')
      .select('vencimento')
      .distinct()
      .where('vencimento', '>=', somarDias(hoje, -ATRASO_MAXIMO))
      .where('txid', 'not like', 'LB%')
      .execute()
  ).map((c) => c.vencimento);
  let dia = hoje;
  while (outros.some((v) => v <= dia && v >= somarDias(dia, -ATRASO_MAXIMO))) dia = somarDias(dia, 1);
  return dia;
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('14. Lembretes de cobrança...');
  const segredo = await segredoDosLinks(ctx.db, process.env.LINK_SECRET);
  await limpar(ctx);
  // The job's "today": a day only the figure's charges are due.
  const hoje = await diaSemOutras(ctx, hojeNoFuso(process.env.TZ_CLUB ?? 'America/Sao_Paulo'));
  const n = await cobrancas(ctx, hoje, segredo);
  // One rule, on the day, every day a business day: each charge gets exactly one reminder.
  await ctx.db.deleteFrom('lembrete_regra').execute();
  await ctx.db.insertInto('lembrete_regra').values({ dias: 0 }).execute();
  await ctx.db.updateTable('lembrete_configuracao').set({ dias_uteis: 0 }).execute();

  const t = performance.now();
  const criadas = await processarLembretes(ctx.db, { segredo, origem: 'https://clube.example', hoje });
  const s = (performance.now() - t) / 1000;
  // The figure's own e-mails: the server's job (its first run shortly after the start, on the real
  // today) may remind the scale club's charges meanwhile.
  const { pendentes } = await ctx.db
    .selectFrom('mensagem')
    .innerJoin('lembrete', 'lembrete.id_mensagem', 'mensagem.id_mensagem')
    .innerJoin('cobranca', 'cobranca.id_cobranca', 'lembrete.id_cobranca')
    .select((eb) => eb.fn.countAll<number>().as('pendentes'))
    .where('mensagem.motivo', '=', 'cobranca')
    .where('mensagem.status', '=', 'pendente')
    .where('cobranca.txid', 'like', 'LB%')
    .executeTakeFirstOrThrow();
  const repetidas = await processarLembretes(ctx.db, { segredo, origem: 'https://clube.example', hoje });
  console.info(`    criação: ${s.toFixed(1)} s (${criadas} de ${n} cobranças), de novo ${repetidas}`);

  // The worker: MENSAGENS_ENTREGA of those messages left pending, the rest set aside as sent.
  await sql`update mensagem set status = 'enviada' where motivo = 'cobranca' and status = 'pendente'
    and id_mensagem not in (select id_mensagem from (select id_mensagem from mensagem
      where motivo = 'cobranca' and status = 'pendente' order by id_mensagem limit ${MENSAGENS_ENTREGA}) m)`.execute(
    ctx.db,
  );
  const amostra = await ctx.db
    .selectFrom('mensagem')
    .select(['destino', 'assunto', 'texto', 'html'])
    .where('motivo', '=', 'cobranca')
    .where('status', '=', 'pendente')
    .execute();
  const smtp = await servidorSmtp();
  const remetente = 'Clube <nao-responda@clube.example>';
  const ours: number[] = [];
  const bare: number[] = [];
  try {
    for (let r = 0; r < ctx.rounds; r++) {
      smtp.recebidas.length = 0;
      const transporte = transporteSmtp(smtp.url(), remetente);
      const t0 = performance.now();
      const { enviadas } = await entregarPendentes(ctx.db, transporte);
      ours.push(enviadas / ((performance.now() - t0) / 1000));
      transporte.fechar();
      if (enviadas !== amostra.length) throw new Error(`worker: ${enviadas} of ${amostra.length}`);

      // Bare: the same messages, the same pooled nodemailer transport, no database.
      const puro = createTransport({ url: smtp.url(), pool: true, maxConnections: 2 } as Parameters<
        typeof createTransport
      >[0]);
      const t1 = performance.now();
      for (const m of amostra)
        await puro.sendMail({
          from: remetente,
          to: m.destino,
          subject: m.assunto,
          text: m.texto ?? '',
          html: m.html ?? '',
        });
      bare.push(amostra.length / ((performance.now() - t1) / 1000));
      puro.close();
      if (r + 1 < ctx.rounds)
        await sql`update mensagem set status = 'pendente', tentativas = 0, enviada_em = null
          where motivo = 'cobranca' and id_mensagem in (select id_mensagem from (select id_mensagem from mensagem
            where motivo = 'cobranca' order by id_mensagem limit ${MENSAGENS_ENTREGA}) m)`.execute(ctx.db);
    }
  } finally {
    await smtp.fechar();
  }
  const porSegundo = median(ours);
  const bareS = median(bare);
  ctx.note(
    `reminders: ${n} open charges due ${hoje} (the job's today: no other charge due then or in the days a late reminder still goes), one rule; ${criadas} reminders and ${Number(pendentes)} e-mails created, a second run ${repetidas}; the worker delivered ${amostra.length} of them per round to a local smtp-server, the baseline sent the same ones with a bare pooled nodemailer transport`,
  );
  return [
    {
      figure: `reminders: create a month's reminders s (${criadas} charges)`,
      ours: f1(s),
      baseline: '—',
      ratio: '—',
      target: '≤ 30 s, one per charge',
      ok: s <= 30 && criadas === n && repetidas === 0,
    },
    {
      figure: 'reminders: worker to a local SMTP server msg/s',
      ours: f1(porSegundo),
      baseline: f1(bareS),
      ratio: (porSegundo / bareS).toFixed(2),
      target: '≥ 50 msg/s',
      ok: porSegundo >= 50,
    },
  ];
}

export const lembretes: Figure = { name: 'payment reminders', key: 'lembretes', run };

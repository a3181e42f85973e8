// Billing at scale: the issuing job for the whole scale club (first run, then the
// idempotent second), 24 months of charge history, the charges list and the late list
// (p95 of one request at a time, beside a bare server sending the same bytes), and the
// public payment page's API under load against a bare server returning its bytes.
//
// The figure owns billing's tables on the bench database: it empties them first, so each
// run issues the month again. The history before billing's start is written by SQL
// (monthly charges on the 10th for every active paying student; one student in 25 leaves
// the last three months open, the others are marked paid without payment rows).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { type Context, type Figure, f1, JSON_HEADERS, type Row } from './figure';
import { median, medianRound, round } from './load';

const MESES_HISTORICO = 24;

async function limpar(ctx: Context) {
  const { db } = ctx;
  // The reminders' figure leaves its reminders, which point at charges.
  for (const t of [
    'lembrete',
    'extrato_lancamento',
    'pagamento',
    'cobranca_emissao',
    'financeiro_desconto',
  ] as const)
    await db.deleteFrom(t).execute();
  await db.deleteFrom('cobranca').where('id_anterior', 'is not', null).execute();
  await db.deleteFrom('cobranca').execute();
  await db.deleteFrom('link_publico').where('finalidade', '=', 'cobranca').execute();
  // The audit log is append-only (kept for its retention period): earlier runs' billing
  // entries stay; nothing read here depends on them.
  await db.updateTable('financeiro_contador').set({ valor: 0 }).execute();
  await db.deleteFrom('financeiro_preco').execute();
  await db.deleteFrom('financeiro_configuracao').execute();
}

/** Billing started today, a month ahead, the scale club's prices. */
async function configurar(ctx: Context, hoje: string) {
  await ctx.db
    .insertInto('financeiro_configuracao')
    .values({
      id: 1,
      pix_tipo: 'cnpj',
      pix_chave: '11222333000181',
      pix_nome: 'Clube de Esgrima',
      pix_cidade: 'Sao Paulo',
      multa_centesimos: 200,
      juros_centesimos_mes: 100,
      dias_antecedencia: 31,
      cobranca_desde: hoje,
      atualizada_em: Date.now(),
      id_autor: null,
    })
    .execute();
  await ctx.db
    .insertInto('financeiro_preco')
    .values(
      (
        [
          ['mensal', 15_000],
          ['semestral', 80_000],
          ['anual', 150_000],
        ] as const
      ).map(([plano, valor]) => ({ id_unidade: null, plano, valor, desde: Date.now(), id_autor: null })),
    )
    .execute();
}

/** The months before billing's start: every active paying student's monthly charge on the 10th. */
async function historico(ctx: Context, hoje: string) {
  const linhas = JSON.stringify([{ tipo: 'preco', valor: 15_000, percentual: null, motivo: null }]);
  const [a0, m0] = hoje.slice(0, 7).split('-').map(Number) as [number, number];
  for (let k = MESES_HISTORICO; k >= 1; k--) {
    const n = a0 * 12 + (m0 - 1) - k;
    const comp = `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    const venc = `${comp}-10`;
    if (venc >= hoje) continue;
    const aberta = k <= 3;
    await sql`
      insert into cobranca (id_aluno, vencimento, competencia, plano, id_unidade, valor_bruto, valor, linhas,
        multa_centesimos, juros_centesimos_mes, txid, pix_copia_e_cola, status, emitida_em)
      select a.id_aluno, ${venc}, ${comp}, 'mensal', null, 15000, 15000, ${linhas}, 200, 100,
        'H' || cast(a.id_aluno as varchar(12)) || ${`D${venc.replace(/-/g, '')}`}, 'historico',
        case when ${aberta ? 1 : 0} = 1 and a.id_aluno % 25 = 0 then 'aberta' else 'paga' end, ${Date.now()}
      from aluno a
      where a.tipo_aluno = 'pagante' and a.inativo_desde is null`.execute(ctx.db);
  }
  await sql`analyze cobranca`.execute(ctx.db);
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('12. Mensalidades...');
  const hoje = hojeNoFuso(process.env.TZ_CLUB ?? 'America/Sao_Paulo');
  const admin = { cookie: ctx.cookies.admin };
  await limpar(ctx);
  await configurar(ctx, hoje);

  const emitir = async () => {
    const t = performance.now();
    const res = await fetch(`${ctx.base}/api/financeiro/emitir`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...admin },
      body: '{}',
    });
    if (res.status !== 200) throw new Error(`emitir: ${res.status}`);
    const { emitidas } = (await res.json()) as { emitidas: number };
    return { emitidas, s: (performance.now() - t) / 1000 };
  };
  const primeira = await emitir();
  console.info(`    emissão: ${primeira.s.toFixed(1)} s (${primeira.emitidas})`);
  // Every charge now in the table was issued by that first run (the table was emptied and
  // the server's own job found no settings at its start): the month's charges of the club.
  const { n: doMes } = await ctx.db
    .selectFrom('cobranca')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const segunda = await emitir();
  const { n: pagantes } = await ctx.db
    .selectFrom('aluno')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tipo_aluno', '=', 'pagante')
    .where('inativo_desde', 'is', null)
    .executeTakeFirstOrThrow();
  console.info(
    `    emissão: ${primeira.s.toFixed(1)} s (${primeira.emitidas}), de novo ${segunda.s.toFixed(1)} s`,
  );
  ctx.note(
    `billing: the first run issued ${primeira.emitidas} charges (${Number(doMes)} in the table) for ${Number(pagantes)} active paying students: the monthly plans each due once in the next 31 days, the half-yearly and yearly ones whose period starts then; the second ${segunda.emitidas}`,
  );

  console.info('    histórico de 24 meses...');
  await historico(ctx, hoje);
  const terceira = await emitir();
  console.info(`    de novo com histórico: ${terceira.s.toFixed(1)} s`);
  const { n: total } = await ctx.db
    .selectFrom('cobranca')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  // The lists, one request at a time, taking turns; beside them a bare server sending the charges page's bytes.
  const getBody = async (path: string) => {
    const res = await fetch(`${ctx.base}${path}`, { headers: admin });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const mes = somarDias(hoje, -60).slice(0, 7);
  const listas: [string, string][] = [
    ['charges first page', '/api/financeiro/cobrancas?pageSize=20'],
    ['charges of a month, open', `/api/financeiro/cobrancas?pageSize=20&competencia=${mes}&status=aberta`],
    ['charges name search "silva"', '/api/financeiro/cobrancas?pageSize=20&q=silva'],
    ['late list first page', '/api/financeiro/inadimplentes?pageSize=20'],
  ];
  const corpo = await getBody(listas[0]![1]);
  const bodyFile = join(ctx.out, `cobrancas-${ctx.port}.json`);
  writeFileSync(bodyFile, corpo);
  const bare = fork(join(ctx.root, 'bench/lib/bare-server.mjs'), [String(ctx.barePort), bodyFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => bare.once('message', r));
  ctx.pinToServerCore(bare.pid!);
  const bareBase = `http://127.0.0.1:${ctx.barePort}`;
  const todas: [string, string][] = [...listas, ['bare', `${bareBase}/`]];
  const ler = async (url: string) => {
    const res = await fetch(url.startsWith('http') ? url : `${ctx.base}${url}`, { headers: admin });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  };
  for (const [, p] of todas) for (let i = 0; i < 20; i++) await ler(p);
  const n = ctx.quick ? 60 : 200;
  const p95: Record<string, number[]> = Object.fromEntries(todas.map(([k]) => [k, []]));
  for (let r = 0; r < ctx.rounds; r++) {
    const ms: Record<string, number[]> = Object.fromEntries(todas.map(([k]) => [k, []]));
    for (let i = 0; i < n; i++)
      for (const [k, p] of todas) {
        const t = performance.now();
        await ler(p);
        ms[k]!.push(performance.now() - t);
      }
    for (const [k] of todas) p95[k]!.push(ms[k]!.sort((a, b) => a - b)[Math.floor(n * 0.95)]!);
  }
  bare.kill();
  const bareP95 = median(p95.bare!);

  // The public page's API under load, against a bare server returning its bytes.
  const { token } = await caminhoPublico(ctx);
  const pagarPath = `/api/pagar/${token}`;
  const pagarBody = await getBody(pagarPath);
  const pagarFile = join(ctx.out, `pagar-${ctx.port}.json`);
  writeFileSync(pagarFile, pagarBody);
  const bare2 = fork(join(ctx.root, 'bench/lib/bare-server.mjs'), [String(ctx.barePort), pagarFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => bare2.once('message', r));
  ctx.pinToServerCore(bare2.pid!);
  const amount = ctx.quick ? 2000 : 10_000;
  await round({ url: `${ctx.base}${pagarPath}`, connections: 10, amount: 1000 });
  await round({ url: `${bareBase}${pagarPath}`, connections: 10, amount: 1000 });
  const ours = [];
  const bareR = [];
  for (let i = 0; i < ctx.rounds; i++) {
    ours.push(await round({ url: `${ctx.base}${pagarPath}`, connections: 10, amount }));
    bareR.push(await round({ url: `${bareBase}${pagarPath}`, connections: 10, amount }));
  }
  bare2.kill();
  const ro = medianRound(ours);
  const rb = medianRound(bareR);
  ctx.note(
    `billing: public page API req/s per round, ours ${ours.map((r) => r.rps.toFixed(0)).join('/')}, bare ${bareR.map((r) => r.rps.toFixed(0)).join('/')}`,
  );
  ctx.note(
    `billing: ${Number(total)} charges after the history (${MESES_HISTORICO} months); the lists' bare baseline sends the charges page's ${corpo.length} bytes; the public page's answer is ${pagarBody.length} bytes (its QR SVG kept by BR Code)`,
  );

  const rows: Row[] = [
    {
      figure: `billing: issue the month, first run s (${primeira.emitidas} charges)`,
      ours: f1(primeira.s),
      baseline: '—',
      ratio: '—',
      target: '≤ 30 s, all of the month',
      ok: primeira.s <= 30 && primeira.emitidas === Number(doMes),
    },
    {
      figure: 'billing: issue again (idempotent) s',
      ours: f1(segunda.s),
      baseline: '—',
      ratio: '—',
      target: '≤ 5 s, 0 issued',
      ok: segunda.s <= 5 && segunda.emitidas === 0,
    },
    {
      figure: `billing: issue again with ${MESES_HISTORICO} months of history s`,
      ours: f1(terceira.s),
      baseline: '—',
      ratio: '—',
      target: '≤ 5 s, 0 issued',
      ok: terceira.s <= 5 && terceira.emitidas === 0,
    },
    ...listas.map(([k]) => {
      const v = median(p95[k]!);
      return {
        figure: `billing: ${k} p95 ms (${Number(total)} charges)`,
        ours: f1(v),
        baseline: f1(bareP95),
        ratio: (v / bareP95).toFixed(2),
        target: '≤ 50 ms',
        ok: v <= 50,
      };
    }),
    {
      figure: 'billing: public page API req/s (10 conn)',
      ours: ro.rps.toFixed(0),
      baseline: rb.rps.toFixed(0),
      ratio: (ro.rps / rb.rps).toFixed(2),
      target: '≥ 0.40',
      ok: ro.rps / rb.rps >= 0.4 && ro.non2xx + ro.errors === 0,
    },
  ];
  for (const r of rows) console.info(`    ${r.figure}: ${r.ours} (${r.baseline}, ${r.ratio})`);
  // Without settings the next server start's job finds nothing to do (the next run empties the rest).
  await ctx.db.deleteFrom('financeiro_configuracao').execute();
  return rows;
}

/** An open charge's public page token (from the charges list's link). */
async function caminhoPublico(ctx: Context) {
  const res = await fetch(`${ctx.base}/api/financeiro/cobrancas?pageSize=1&status=aberta`, {
    headers: { cookie: ctx.cookies.admin },
  });
  const { items } = (await res.json()) as { items: { link_publico: string }[] };
  const link = items[0]?.link_publico;
  if (!link) throw new Error('billing: no open charge with a public link');
  return { token: link.replace('/pagar/', '') };
}

export const financeiro: Figure = { name: 'billing', key: 'financeiro', run };

// 15. The families' portal at scale: GET /api/familia/alunos/{id_aluno} for a guardian of
// the scale club's class (two years of attendance, as the seed writes it) with 24 months of
// charges (the paid ones with their receipts, the open ones with their public page's link),
// sent one at a time (p95), against GET /api/familia/sessao (the same family session's
// guard and nothing else) measured in the same rounds. The figure writes the class's 30
// students' 24 months of charges once (an existing month is left as it is) and signs the
// guardian in with a family session of its own.
import { sql } from 'kysely';
import { criarSessaoFamilia } from '#server/auth/repository-sessoes-familia.ts';
import { criarLinks, segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { COOKIE_FAMILIA } from '#shared/schemas/familia.ts';
import { type Context, type Figure, f1, type Row } from './figure';
import { median } from './load';

const MESES = 24;

/** The class's students' charges of the last MESES months (open the last two), receipts and links. */
async function cobrancas(ctx: Context, hoje: string) {
  const { db } = ctx;
  const [a0, m0] = hoje.slice(0, 7).split('-').map(Number) as [number, number];
  const linhas = JSON.stringify([{ tipo: 'preco', valor: 15_000, percentual: null, motivo: null }]);
  const valores = [];
  for (let k = MESES; k >= 1; k--) {
    const n = a0 * 12 + (m0 - 1) - k;
    const competencia = `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
    for (const id_aluno of ctx.alunosTurma)
      valores.push({
        id_aluno,
        vencimento: `${competencia}-10`,
        competencia,
        plano: 'mensal' as const,
        id_unidade: null,
        valor_bruto: 15_000,
        valor: 15_000,
        linhas,
        multa_centesimos: 200,
        juros_centesimos_mes: 100,
        txid: `F${id_aluno}D${competencia.replace('-', '')}`,
        pix_copia_e_cola: 'familia',
        status: k <= 2 ? ('aberta' as const) : ('paga' as const),
        emitida_em: Date.now(),
        id_emissor: null,
      });
  }
  const existentes = new Set(
    (
      await db
        .selectFrom('cobranca')
        .select(['id_aluno', 'vencimento'])
        .where('id_aluno', 'in', ctx.alunosTurma)
        .execute()
    ).map((c) => `${c.id_aluno}:${c.vencimento}`),
  );
  const novas = valores.filter((v) => !existentes.has(`${v.id_aluno}:${v.vencimento}`));
  for (let i = 0; i < novas.length; i += 200)
    await db
      .insertInto('cobranca')
      .values(novas.slice(i, i + 200))
      .execute();
  // A receipt for each paid charge of theirs without a payment.
  await sql`insert into pagamento (id_cobranca, numero_recibo, pago_em, forma, valor, registrado_em)
    select c.id_cobranca, 1000000000 + c.id_cobranca, c.vencimento, 'pix', c.valor, ${Date.now()}
    from cobranca c
    where c.status = 'paga' and c.id_aluno in (${sql.join(ctx.alunosTurma)})
      and not exists (select 1 from pagamento p where p.id_cobranca = c.id_cobranca)`.execute(db);
  const semLink = await db
    .selectFrom('cobranca as c')
    .select('c.id_cobranca')
    .where('c.status', '=', 'aberta')
    .where('c.id_aluno', 'in', ctx.alunosTurma)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('link_publico as l')
            .select('l.hash')
            .where('l.finalidade', '=', 'cobranca')
            .whereRef('l.id_referencia', '=', 'c.id_cobranca'),
        ),
      ),
    )
    .execute();
  const segredo = await segredoDosLinks(db, process.env.LINK_SECRET);
  await criarLinks(
    db,
    segredo,
    'cobranca',
    semLink.map((c) => c.id_cobranca),
  );
  await sql`analyze`.execute(db);
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('15. Área da família...');
  const hoje = hojeNoFuso(process.env.TZ_CLUB ?? 'America/Sao_Paulo');
  await cobrancas(ctx, hoje);
  const aluno = await ctx.db
    .selectFrom('aluno')
    .select(['id_aluno', 'id_responsavel'])
    .where('id_aluno', 'in', ctx.alunosTurma)
    .where('id_responsavel', 'is not', null)
    .orderBy('id_aluno')
    .executeTakeFirstOrThrow();
  const cookie = `${COOKIE_FAMILIA}=${await criarSessaoFamilia(ctx.db, aluno.id_responsavel!, Date.now(), null)}`;
  const get = async (path: string) => {
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const detalhe = (await get(`/api/familia/alunos/${aluno.id_aluno}`)) as {
    cobrancas: unknown[];
    recibos: unknown[];
    frequencia: unknown[];
  };
  ctx.note(
    `families' portal: the student's answer holds ${detalhe.cobrancas.length} charges, ${detalhe.recibos.length} receipts and ${detalhe.frequencia.length} marks of the last 90 days`,
  );
  const pedidos: [string, string][] = [
    ['sessao', '/api/familia/sessao'],
    ['aluno', `/api/familia/alunos/${aluno.id_aluno}`],
  ];
  const n = ctx.quick ? 60 : 200;
  for (const [, path] of pedidos) for (let i = 0; i < 20; i++) await get(path);
  const amostras: Record<string, number[]> = { sessao: [], aluno: [] };
  for (let r = 0; r < ctx.rounds; r++) {
    const ms: Record<string, number[]> = { sessao: [], aluno: [] };
    for (let i = 0; i < n; i++)
      for (const [k, path] of pedidos) {
        const t = performance.now();
        await get(path);
        ms[k]!.push(performance.now() - t);
      }
    for (const [k] of pedidos) amostras[k]!.push(ms[k]!.sort((a, b) => a - b)[Math.floor(n * 0.95)]!);
  }
  const aluno95 = median(amostras.aluno!);
  const sessao95 = median(amostras.sessao!);
  return [
    {
      figure: "family's student in full (24 months), p95 ms",
      ours: f1(aluno95),
      baseline: f1(sessao95),
      ratio: (aluno95 / sessao95).toFixed(2),
      target: '≤ 50 ms',
      ok: aluno95 <= 50,
    },
  ];
}

export const familia: Figure = { name: "families' portal", key: 'familia', run };

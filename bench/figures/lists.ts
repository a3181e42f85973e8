// 3. Admin lists at scale: GET /api/adm/alunos first, middle and last keyset page
// and a name search, sent one at a time (p95); the last page is compared with the first.
import { codificarCursor } from '#shared/schemas/lista.ts';
import { type Context, type Figure, f1, type Row } from './figure';
import { median } from './load';

type Resposta = { items: unknown[]; total: number; totalExato: boolean; proxima: string | null };

async function run(ctx: Context): Promise<Row[]> {
  console.info('3. Listas da administração...');
  const pageSize = 20;
  const getJson = async (path: string) => {
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie: ctx.cookies.admin } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as Resposta;
  };
  // Keyset pages (shared/schemas/lista.ts). The middle page is the one after a
  // cursor the server handed out, found once before timing: the page that starts
  // at "M" gives the cursor of the page after it.
  const lista = `/api/adm/alunos?pageSize=${pageSize}`;
  const primeira = await getJson(lista);
  const totalResposta = `${primeira.totalExato ? '' : 'more than '}${primeira.total}`;
  const { n: total } = await ctx.db
    .selectFrom('aluno')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const emM = await getJson(`${lista}&after=${codificarCursor(['M', 0])}`);
  if (!emM.proxima) throw new Error('lists: no page after "M"');
  const listas: [string, string][] = [
    ['first page', lista],
    ['middle page', `${lista}&after=${emM.proxima}`],
    ['last page', `${lista}&last=1`],
    ['name search "silva"', `${lista}&q=silva`],
  ];
  const listN = ctx.quick ? 60 : 200;
  const listP95: Record<string, number> = {};
  let maxItems = 0;
  const ler = async (path: string) => {
    const body = await getJson(path);
    maxItems = Math.max(maxItems, body.items.length);
  };
  for (const [, path] of listas) for (let i = 0; i < 20; i++) await ler(path);
  // The four requests take turns, so a slow moment of the machine falls on all of
  // them alike instead of on whichever figure was being measured then.
  const samples: Record<string, number[]> = Object.fromEntries(listas.map(([name]) => [name, []]));
  for (let r = 0; r < ctx.rounds; r++) {
    const ms: Record<string, number[]> = Object.fromEntries(listas.map(([name]) => [name, []]));
    for (let i = 0; i < listN; i++) {
      for (const [name, path] of listas) {
        const t = performance.now();
        await ler(path);
        ms[name].push(performance.now() - t);
      }
    }
    for (const [name] of listas) {
      const sorted = ms[name].sort((a, b) => a - b);
      samples[name].push(sorted[Math.floor(listN * 0.95)]);
    }
  }
  for (const [name] of listas) listP95[name] = median(samples[name]);
  ctx.note(
    `admin lists: largest response carried ${maxItems} items (page size ${pageSize}); total ${Number(total)} students, the answer says ${totalResposta}`,
  );
  return listas.map(([name]) => {
    const isLast = name === 'last page';
    return {
      figure: `admin students ${name} p95 ms (${Number(total)} students)`,
      ours: f1(listP95[name]),
      baseline: isLast ? f1(listP95['first page']) : '—',
      ratio: isLast ? (listP95[name] / listP95['first page']).toFixed(2) : '—',
      target: isLast ? '≤ 20 ms and ≤ 1.5 × first' : '≤ 20 ms',
      ok: listP95[name] <= 20 && (!isLast || listP95[name] <= 1.5 * listP95['first page']),
    };
  });
}

export const lists: Figure = { name: 'admin lists', key: 'lists', run };

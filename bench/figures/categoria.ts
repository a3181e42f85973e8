// 3b. The student list filtered by competition category at scale: GET /api/adm/alunos
// with categoria= for the largest and the smallest category holding students, and for one
// holding none if the table has it (a walk over the name index would pass every student
// to find no page: such a category is read off the birth-year index), sent one at a time
// (p95), each against the unfiltered first page measured in the same rounds.
import { type Context, type Figure, f1, type Row } from './figure';
import { median } from './load';

type Relatorio = { linhas: { categoria: string | null; total: number }[] };

async function run(ctx: Context): Promise<Row[]> {
  console.info('3b. Lista de alunos por categoria...');
  const get = async (path: string) => {
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie: ctx.cookies.admin } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  // The categories with students, from the report of students per category and weapon.
  const relatorio = (await get('/api/relatorios/categorias')) as Relatorio;
  const nomeadas = relatorio.linhas
    .filter((l): l is { categoria: string; total: number } => l.categoria !== null && l.total > 0)
    .sort((a, b) => b.total - a.total);
  if (nomeadas.length === 0) throw new Error('categoria: no category has students');
  const maior = nomeadas[0]!;
  const menor = nomeadas[nomeadas.length - 1]!;
  const lista = '/api/adm/alunos?pageSize=20';
  const url = (nome: string) => `${lista}&categoria=${encodeURIComponent(nome)}`;
  const tabela = (await get('/api/esgrima/categorias')) as { categorias: { nome: string }[] };
  const vazia = tabela.categorias.find((c) => !nomeadas.some((l) => l.categoria === c.nome));
  const pedidos: [string, string][] = [
    ['unfiltered', lista],
    [`largest "${maior.categoria}" (${maior.total} active)`, url(maior.categoria)],
    [`smallest "${menor.categoria}" (${menor.total} active)`, url(menor.categoria)],
    ...(vazia ? [[`empty "${vazia.nome}"`, url(vazia.nome)] as [string, string]] : []),
  ];
  const n = ctx.quick ? 60 : 200;
  for (const [, path] of pedidos) for (let i = 0; i < 20; i++) await get(path);
  // The requests take turns, so a slow moment of the machine falls on all of them alike.
  const amostras: Record<string, number[]> = Object.fromEntries(pedidos.map(([k]) => [k, []]));
  for (let r = 0; r < ctx.rounds; r++) {
    const ms: Record<string, number[]> = Object.fromEntries(pedidos.map(([k]) => [k, []]));
    for (let i = 0; i < n; i++)
      for (const [k, path] of pedidos) {
        const t = performance.now();
        await get(path);
        ms[k]!.push(performance.now() - t);
      }
    for (const [k] of pedidos) amostras[k]!.push(ms[k]!.sort((a, b) => a - b)[Math.floor(n * 0.95)]!);
  }
  const p95 = Object.fromEntries(pedidos.map(([k]) => [k, median(amostras[k]!)]));
  const base = p95.unfiltered!;
  return pedidos.slice(1).map(([k]) => ({
    figure: `admin students by category, ${k}, p95 ms`,
    ours: f1(p95[k]!),
    baseline: f1(base),
    ratio: (p95[k]! / base).toFixed(2),
    target: '≤ 50 ms',
    ok: p95[k]! <= 50,
  }));
}

export const categoria: Figure = { name: 'students by category', key: 'categoria', run };

// 7. Reports at scale: the class × month grid and the student profile (p95 of
// requests sent one at a time, each to another class or student), the period's
// indicators and the students at risk for the whole club (no target of their own),
// and the CSV of one year for every class, streamed: time to its first byte and the
// server's RSS growth while it streams.
import { readFileSync } from 'node:fs';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { inicioMesAnterior, mesDe } from '#shared/rules/frequencia.ts';
import { type Context, type Figure, f0, f1, type Row } from './figure';
import { median } from './load';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)];

async function run(ctx: Context): Promise<Row[]> {
  console.info('7. Relatórios...');
  const hoje = hojeNoFuso('America/Sao_Paulo');
  // The last whole month: the scale club's attendance runs up to the day it was seeded.
  const mes = mesDe(inicioMesAnterior(hoje, 1));
  const get = async (path: string) => {
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie: ctx.cookies.admin } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };

  // Spread over the club: every 15th class, every 500th student in a class.
  const turmas = (await ctx.db.selectFrom('turma').select('id_turma').orderBy('id_turma').execute())
    .map((t) => t.id_turma)
    .filter((_, i) => i % 15 === 0);
  const alunos = (
    await ctx.db.selectFrom('aluno_has_turma').select('id_aluno').distinct().orderBy('id_aluno').execute()
  )
    .map((a) => a.id_aluno)
    .filter((_, i) => i % 500 === 0);
  const grade = (i: number) =>
    `/api/relatorios/turma?id_turma=${turmas[i % turmas.length]}&de=${mes.de}&ate=${mes.ate}`;
  const perfil = (i: number) => `/api/relatorios/aluno/${alunos[i % alunos.length]}`;
  const resumo = () => `/api/relatorios/resumo?de=${mes.de}&ate=${mes.ate}`;
  const risco = () => '/api/relatorios/risco';

  const n = ctx.quick ? 60 : 200;
  const nPesados = ctx.quick ? 5 : 15;
  const series: [string, (i: number) => string, number][] = [
    ['grade', grade, n],
    ['perfil', perfil, n],
    ['resumo', resumo, nPesados],
    ['risco', risco, nPesados],
  ];
  for (const [, path] of series) for (let i = 0; i < 10; i++) await get(path(i + 1000));
  const p95s: Record<string, number[]> = { grade: [], perfil: [], resumo: [], risco: [] };
  let exemplo = '';
  for (let r = 0; r < ctx.rounds; r++) {
    for (const [nome, path, vezes] of series) {
      const ms: number[] = [];
      for (let i = 0; i < vezes; i++) {
        const t = performance.now();
        const body = await get(path(r * vezes + i));
        ms.push(performance.now() - t);
        if (nome === 'grade' && !exemplo) exemplo = body;
      }
      p95s[nome].push(p95(ms));
    }
  }
  const g = JSON.parse(exemplo) as { alunos: unknown[]; datas: unknown[] };
  ctx.note(
    `reports: grid of ${mes.de}..${mes.ate} over ${turmas.length} classes (e.g. ${g.alunos.length} students × ${g.datas.length} dates), profile over ${alunos.length} students`,
  );

  // The CSV of one year for every class, read as fast as it comes, after a month's
  // as warm-up: the growth measured is what a longer period adds.
  const csv = (de: string, ate: string) =>
    fetch(`${ctx.base}/api/relatorios/frequencia.csv?de=${de}&ate=${ate}`, {
      headers: { cookie: ctx.cookies.admin },
    });
  await (await csv(mes.de, mes.ate)).arrayBuffer();
  const de = somarDias(hoje, -364);
  const antes = rssMb(ctx.serverPid);
  let pico = antes;
  const amostra = setInterval(() => {
    pico = Math.max(pico, rssMb(ctx.serverPid));
  }, 50);
  const t0 = performance.now();
  const res = await csv(de, hoje);
  if (res.status !== 200 || !res.body) throw new Error(`csv: ${res.status}`);
  let primeiroByte = 0;
  let bytes = 0;
  let linhas = 0;
  const leitor = res.body.getReader();
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    if (!primeiroByte) primeiroByte = performance.now() - t0;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) linhas++;
  }
  const total = performance.now() - t0;
  clearInterval(amostra);
  pico = Math.max(pico, rssMb(ctx.serverPid));
  const crescimento = pico - antes;
  ctx.note(
    `reports: CSV ${de}..${hoje}, every class: ${(bytes / 1e6).toFixed(1)} MB, ${linhas} lines in ${(total / 1000).toFixed(1)} s; server RSS ${f0(antes)} → peak ${f0(pico)} MB`,
  );

  const g95 = median(p95s.grade);
  const p95p = median(p95s.perfil);
  return [
    {
      figure: 'class × month grid p95 ms',
      ours: f1(g95),
      baseline: '—',
      ratio: '—',
      target: '≤ 50 ms',
      ok: g95 <= 50,
    },
    {
      figure: 'student profile (12-month calendar, rates) p95 ms',
      ours: f1(p95p),
      baseline: '—',
      ratio: '—',
      target: '≤ 30 ms',
      ok: p95p <= 30,
    },
    {
      figure: 'club indicators, one month, p95 ms',
      ours: f1(median(p95s.resumo)),
      baseline: '—',
      ratio: '—',
      target: '—',
    },
    {
      figure: 'students at risk, whole club, p95 ms',
      ours: f1(median(p95s.risco)),
      baseline: '—',
      ratio: '—',
      target: '—',
    },
    {
      figure: 'CSV one year, every class: first byte ms',
      ours: f0(primeiroByte),
      baseline: '—',
      ratio: '—',
      target: '≤ 500 ms',
      ok: primeiroByte <= 500,
    },
    {
      figure: 'CSV one year, every class: server RSS growth MB',
      ours: f1(crescimento),
      baseline: '—',
      ratio: '—',
      target: '≤ 50 MB',
      ok: crescimento <= 50,
    },
  ];
}

export const reports: Figure = { name: 'reports', key: 'reports', run };

// 8. The administrator's dashboard and the CSV import at scale: the p95 of
// GET /api/relatorios/painel sent one at a time, and the time a file of 5 000 new
// students (with guardians, addresses and classes) takes through the preview and
// the import, each one request. The import writes: each run adds 5 000 students to
// the bench database, in classes that still had places.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { isoParaBr } from '#shared/rules/datas.ts';
import { COLUNAS_IMPORTACAO } from '#shared/schemas/importacao.ts';
import { type Context, type Figure, f0, f1, JSON_HEADERS, type Row } from './figure';
import { median } from './load';

const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)];
const LINHAS = 5_000;

/** A file of `n` valid rows, each in a class with a free place and of a type its unit takes. */
async function arquivo(ctx: Context, n: number): Promise<string> {
  const turmas = await ctx.db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('painel_turma as pt', 'pt.id_turma', 't.id_turma')
    .select(['t.id_turma', 't.qtd_maxima', 'pt.alunos', 'u.tipo'])
    .where('t.qtd_maxima', '<', 1000)
    .orderBy('t.id_turma')
    .execute();
  const vagas: { id_turma: number; tipo: string }[] = [];
  for (const t of turmas)
    for (let i = Number(t.alunos ?? 0); i < t.qtd_maxima; i++)
      vagas.push({ id_turma: t.id_turma, tipo: t.tipo });
  if (vagas.length < n) throw new Error(`import: only ${vagas.length} free places for ${n} rows`);
  const usados = new Set<string>();
  const cpf = () => {
    let c = generateCPF();
    while (usados.has(c)) c = generateCPF();
    usados.add(c);
    return c;
  };
  const ano = new Date().getFullYear();
  const linhas = [COLUNAS_IMPORTACAO.map((c) => c.titulo).join(';')];
  for (let i = 0; i < n; i++) {
    // Spread over the club: every k-th free place.
    const vaga = vagas[Math.floor((i * vagas.length) / n)];
    const escola = vaga.tipo === 'publica';
    const pagante = vaga.tipo === 'particular';
    const v: Record<string, string> = {
      nome: `Importado Bench ${i + 1}`,
      nascimento: isoParaBr(`${escola ? ano - 11 : ano - 25}-05-1${i % 9}`),
      cpf: cpf(),
      rg: String(100000000 + i),
      email: `importado${i + 1}@bench.local`,
      telefone: '11987654321',
      genero: i % 2 ? 'F' : 'M',
      mao: i % 7 ? 'Destro' : 'Canhoto',
      tipo: escola ? 'Escola' : pagante ? 'Pagante' : 'Não pagante',
      plano: pagante ? 'Mensal' : '',
      dia_pagamento: pagante ? '10' : '',
      matricula: '',
      turmas: String(vaga.id_turma),
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: String(i + 1),
      ...(escola
        ? {
            resp1_nome: `Responsável Bench ${i + 1}`,
            resp1_cpf: cpf(),
            resp1_rg: String(200000000 + i),
            resp1_email: `resp${i + 1}@bench.local`,
            resp1_telefone: '11987654322',
            resp1_genero: 'F',
          }
        : {}),
    };
    linhas.push(COLUNAS_IMPORTACAO.map((c) => v[c.chave] ?? '').join(';'));
  }
  return `${linhas.join('\r\n')}\r\n`;
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('8. Painel e importação...');
  const get = async () => {
    const res = await fetch(`${ctx.base}/api/relatorios/painel`, { headers: { cookie: ctx.cookies.admin } });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const n = ctx.quick ? 30 : 100;
  for (let i = 0; i < 10; i++) await get();
  const p95s: number[] = [];
  let exemplo = '';
  for (let r = 0; r < ctx.rounds; r++) {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      exemplo = await get();
      ms.push(performance.now() - t);
    }
    p95s.push(p95(ms));
  }
  const painel = JSON.parse(exemplo) as { ativos: { total: number }; ocupacao: { turmas: number } };
  ctx.note(
    `dashboard: ${painel.ativos.total} active students, ${painel.ocupacao.turmas} classes; ${n} requests per round`,
  );

  // The import: one file, its preview, then the import (the rows are written).
  const csv = await arquivo(ctx, LINHAS);
  const post = async (url: string) => {
    const t = performance.now();
    const res = await fetch(`${ctx.base}${url}`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie: ctx.cookies.admin },
      body: JSON.stringify({ arquivo: csv }),
    });
    const body = await res.text();
    const ms = performance.now() - t;
    return { status: res.status, body, ms };
  };
  const previa = await post('/api/importacao/alunos/previa');
  if (previa.status !== 200) throw new Error(`previa: ${previa.status} ${previa.body.slice(0, 500)}`);
  const { totalProblemas, problemas } = JSON.parse(previa.body) as {
    totalProblemas: number;
    problemas: unknown[];
  };
  if (totalProblemas > 0)
    throw new Error(`previa: ${totalProblemas} problems, e.g. ${JSON.stringify(problemas.slice(0, 3))}`);
  const importacao = await post('/api/importacao/alunos');
  if (importacao.status !== 201)
    throw new Error(`import: ${importacao.status} ${importacao.body.slice(0, 500)}`);
  ctx.note(
    `import: ${LINHAS} rows, ${(csv.length / 1e6).toFixed(1)} MB of CSV; preview ${f0(previa.ms)} ms, import ${f0(importacao.ms)} ms (${JSON.parse(importacao.body).message})`,
  );

  const d95 = median(p95s);
  const total = (previa.ms + importacao.ms) / 1000;
  return [
    {
      figure: 'dashboard (/adm) p95 ms',
      ours: f1(d95),
      baseline: '—',
      ratio: '—',
      target: '≤ 200 ms',
      ok: d95 <= 200,
    },
    {
      figure: `CSV import of ${LINHAS.toLocaleString('en')} students (preview + import) s`,
      ours: f1(total),
      baseline: '—',
      ratio: '—',
      target: '≤ 60 s',
      ok: total <= 60,
    },
  ];
}

export const dashboard: Figure = { name: 'dashboard and import', key: 'dashboard', run };

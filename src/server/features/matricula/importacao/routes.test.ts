// The CSV import: the template's header, a preview that lists every problem of every
// row in pt-BR and writes nothing, an import of a bad file that writes nothing and
// lists the same problems, and a good import that writes exactly its rows (people,
// guardians shared by siblings, addresses, class links, the dashboard's summaries).
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { COLUNAS_IMPORTACAO, type Previa } from '#shared/schemas/importacao.ts';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof seed>>;
const hoje = hojeNoFuso(FUSO_TESTE);
const ano = Number(hoje.slice(0, 4));
const CPF_EXISTENTE = generateCPF();

async function seed() {
  const db = t.db;
  const unidade = (nome_unidade: string, tipo: 'dec' | 'publica') =>
    criarUnidade(db, { nome_unidade, tipo, endereco: null });
  const dec = await unidade('DEC Centro', 'dec');
  const dec2 = await unidade('DEC Norte', 'dec');
  const publica = await unidade('Escola Estadual', 'publica');
  const { id_professor } = await t.createUser({
    email: 'paulo@teste.local',
    senha: 'senha-paulo-1',
    nome: 'Paulo',
    professor: true,
  });
  const turma = (nome_turma: string, id_unidade: number, qtd_maxima: number) =>
    criarTurma(db, { nome_turma, qtd_maxima, id_professor: id_professor!, id_unidade });
  const florete = await turma('Florete Iniciante', dec, 10);
  const espada = await turma('Espada Adulto', dec, 2);
  const sabreCentro = await turma('Sabre', dec, 10);
  const sabreNorte = await turma('Sabre', dec2, 10);
  const escola = await turma('Esgrima na Escola', publica, 10);
  // Someone already enrolled (their CPF is taken) fills one of Espada's two places.
  const { id_aluno } = await criarAluno(db, 'Otávio Antigo', {
    pessoa: { cpf_pessoa: CPF_EXISTENTE },
    dt_inicio: '2025-01-01',
    tipo_aluno: 'naoPagante',
    tipo_plano: null,
    dia_pagamento: null,
  });
  await vincular(db, id_aluno, espada);
  return { dec, publica, florete, espada, sabreCentro, sabreNorte, escola };
}

beforeEach(async () => {
  t = await makeTestApp();
  ids = await seed();
  admin = await t.loginAdmin();
});
afterEach(() => t.close());

type Linha = Record<string, string>;
const pessoa = (nome: string, extra: Linha = {}): Linha => ({
  nome,
  cpf: generateCPF(),
  rg: '123456789',
  email: `${nome
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}@teste.local`,
  telefone: '(11) 98765-4321',
  genero: 'F',
  ...extra,
});
const endereco: Linha = {
  cep: '01310-100',
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '1000',
};
const comPrefixo = (prefixo: string, p: Linha) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [`${prefixo}_${k}`, v]));

/** A minor, paying, with one guardian, in Florete (by name). */
const menor = (nome: string, extra: Linha = {}, resp: Linha = pessoa('Rita Responsável')): Linha => ({
  ...pessoa(nome),
  nascimento: `15/03/${ano - 10}`,
  mao: 'Destro',
  tipo: 'Pagante',
  plano: 'Semestral',
  dia_pagamento: '20',
  matricula: '10/02/2024',
  turmas: 'Florete Iniciante',
  ...endereco,
  ...comPrefixo('resp1', resp),
  ...extra,
});
/** An adult, non-paying, in Espada (by code). */
const adulto = (nome: string, extra: Linha = {}): Linha => ({
  ...pessoa(nome, { genero: 'Masculino' }),
  nascimento: `01/01/${ano - 30}`,
  mao: 'Canhoto',
  tipo: 'Não pagante',
  turmas: String(ids.espada),
  ...endereco,
  ...extra,
});

const campo = (v: string, sep: string) =>
  /[;,"\r\n]/.test(v) && (sep === ',' || /[;"\r\n]/.test(v)) ? `"${v.replace(/"/g, '""')}"` : v;
function csv(linhas: Linha[], colunas = COLUNAS_IMPORTACAO.map((c) => c.chave), sep = ';') {
  const titulo = new Map(COLUNAS_IMPORTACAO.map((c) => [c.chave, c.titulo]));
  return [
    colunas.map((c) => titulo.get(c) ?? c).join(sep),
    ...linhas.map((l) => colunas.map((c) => campo(l[c] ?? '', sep)).join(sep)),
  ].join('\r\n');
}

const post = (url: string, arquivo: string, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { arquivo },
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
const previa = async (arquivo: string) => {
  const res = await post('/api/importacao/alunos/previa', arquivo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Previa;
};

const TABELAS = [
  'pessoa',
  'endereco',
  'responsavel_aluno',
  'aluno',
  'aluno_has_turma',
  'painel_aluno',
] as const;
async function contagens() {
  const out: Record<string, number> = {};
  for (const tabela of TABELAS) {
    const r = await t.db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    out[tabela] = Number(r.n);
  }
  return out;
}

describe('GET /api/importacao/alunos/modelo.csv', () => {
  it('is the header row of every column, as Excel in pt-BR opens it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/importacao/alunos/modelo.csv',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(`\uFEFF${COLUNAS_IMPORTACAO.map((c) => c.titulo).join(';')}\r\n`);
    expect(res.body).toContain('Nome do aluno;Data de nascimento;CPF do aluno');
    // The template, filled in, is read back column by column.
    const p = await previa(res.body + csv([adulto('Ana Adulta')]).split('\r\n')[1]);
    expect(p.problemas).toEqual([]);
  });

  it('is for administrators only', async () => {
    await t.createUser({ email: 'nina@teste.local', senha: 'senha-nina-1', nome: 'Nina' });
    const nina = await t.login('nina@teste.local', 'senha-nina-1');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/importacao/alunos/modelo.csv',
      headers: { cookie: nina },
    });
    expect(res.statusCode).toBe(403);
    expect((await post('/api/importacao/alunos/previa', 'x', nina)).statusCode).toBe(403);
    expect((await post('/api/importacao/alunos', 'x', nina)).statusCode).toBe(403);
  });
});

describe('a file with bad rows', () => {
  const ruim = () => {
    const irmaoCpf = generateCPF();
    return csv([
      adulto('Bia Boa'), // row 2: fine, takes Espada's last place
      adulto('Caio Cpf', { cpf: '123.456.789-00' }), // 3: invalid CPF; Espada is full by now
      menor('Duda Desconhecida', { turmas: 'Florete Iniciante, Kendô' }), // 4: unknown class
      menor('Enzo Existente', { cpf: isoCpf(CPF_EXISTENTE) }), // 5: a student already enrolled
      menor('Flor Sem Responsável', {}, {}), // 6: a minor needs a guardian
      menor('Gabi Sabre', { turmas: 'Sabre' }), // 7: two classes are called Sabre
      menor('Hugo Escola', { turmas: String(ids.escola) }), // 8: a public school's class for a paying student
      adulto('Ivo Irmão', { cpf: irmaoCpf, turmas: 'Florete Iniciante' }), // 9
      adulto('Ivo Repetido', { cpf: irmaoCpf, turmas: 'Florete Iniciante' }), // 10: CPF repeated in the file
      menor('Júlia Data', { nascimento: '31/02/2015', genero: 'X', estado: 'ZZ' }), // 11: several problems
    ]);
  };
  const isoCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
  const esperados = () => [
    { linha: 3, coluna: 'CPF do aluno', mensagem: MSG_RECUSA.cpfInvalido },
    { linha: 4, coluna: 'Turmas', mensagem: MSG_IMP.turmaDesconhecida('Kendô') },
    { linha: 6, coluna: null, mensagem: MSG_RECUSA.responsavelObrigatorio },
    { linha: 7, coluna: 'Turmas', mensagem: MSG_IMP.turmaAmbigua('Sabre') },
    { linha: 8, coluna: 'Turmas', mensagem: MSG_IMP.unidadeTipo('Escola Estadual') },
    { linha: 11, coluna: 'Data de nascimento', mensagem: MSG_RECUSA.nascimentoInvalido },
    { linha: 11, coluna: 'Gênero', mensagem: 'Gênero inválido.' },
    { linha: 11, coluna: 'Estado', mensagem: 'UF inválida.' },
    { linha: 3, coluna: 'Turmas', mensagem: MSG_IMP.turmaLotada('Espada Adulto', 1) },
    { linha: 5, coluna: 'CPF do aluno', mensagem: MSG_IMP.alunoJaMatriculado('Otávio Antigo') },
    { linha: 10, coluna: 'CPF do aluno', mensagem: MSG_IMP.cpfRepetido(9) },
  ];

  it('gets a preview that lists each problem of each row in pt-BR and writes nothing', async () => {
    const antes = await contagens();
    const p = await previa(ruim());
    const ordem = (a: { linha: number | null; mensagem: string }, b: typeof a) =>
      (a.linha ?? 0) - (b.linha ?? 0) || a.mensagem.localeCompare(b.mensagem);
    expect([...p.problemas].sort(ordem)).toEqual([...esperados()].sort(ordem));
    expect(p).toMatchObject({ linhas: 10, comProblemas: 8, totalProblemas: 11 });
    expect(p.amostra.map((a) => [a.linha, a.nome, a.ok])).toEqual([
      [2, 'Bia Boa', true],
      [3, 'Caio Cpf', false],
      [4, 'Duda Desconhecida', false],
      [5, 'Enzo Existente', false],
      [6, 'Flor Sem Responsável', false],
      [7, 'Gabi Sabre', false],
      [8, 'Hugo Escola', false],
      [9, 'Ivo Irmão', true],
      [10, 'Ivo Repetido', false],
      [11, 'Júlia Data', false],
    ]);
    expect(p.amostra[0]).toMatchObject({
      tipo_aluno: 'naoPagante',
      turmas: ['Espada Adulto'],
      responsaveis: 0,
    });
    expect(await contagens()).toEqual(antes);
  });

  it('is refused whole by the import: 422, every problem listed, nothing written', async () => {
    const antes = await contagens();
    const res = await post('/api/importacao/alunos', ruim());
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; problemas: unknown[] };
    expect(body.message).toBe(MSG_IMP.nadaImportado(8));
    expect(body.problemas).toHaveLength(11);
    expect(body.problemas).toEqual(expect.arrayContaining(esperados()));
    expect(await contagens()).toEqual(antes);
  });

  it('reports the file’s own problems: a missing or unknown column, no rows', async () => {
    const semTurmas = COLUNAS_IMPORTACAO.map((c) => c.chave).filter((c) => c !== 'turmas');
    let p = await previa(csv([adulto('Ana')], [...semTurmas, 'Apelido']));
    expect(p.problemas).toEqual(
      expect.arrayContaining([
        { linha: null, coluna: null, mensagem: MSG_IMP.colunaDesconhecida('Apelido') },
        { linha: null, coluna: null, mensagem: MSG_IMP.colunaFaltando('Turmas') },
      ]),
    );
    p = await previa(csv([]));
    expect(p.problemas).toEqual([{ linha: null, coluna: null, mensagem: MSG_IMP.arquivoVazio }]);
    const res = await post('/api/importacao/alunos', csv([]));
    expect(res.statusCode).toBe(422);
  });
});

describe('a good file', () => {
  it('imports exactly its rows in one go: people, shared guardians, addresses, classes', async () => {
    const mae = pessoa('Marta Mãe');
    const pai = pessoa('Pedro Pai', { genero: 'M' });
    const linhas = [
      menor('Lia Irmã', { turmas: `Florete Iniciante, ${ids.sabreCentro}` }, mae),
      { ...menor('Léo Irmão', { genero: 'M', mao: 'Canhoto' }, mae), ...comPrefixo('resp2', pai) },
      adulto('Raul Adulto', { matricula: '' }),
      menor('Sara Escola', { tipo: 'Escola', plano: '', dia_pagamento: '', turmas: 'esgrima na escola' }),
    ];
    // A comma-separated file with quoted fields reads the same.
    linhas[2].rua = 'Rua "Um"; fundos';
    const antes = await contagens();
    const arquivo = csv(linhas);
    const p = await previa(arquivo);
    expect(p.problemas).toEqual([]);
    expect(p.amostra.map((a) => [a.nome, a.turmas, a.responsaveis, a.ok])).toEqual([
      ['Lia Irmã', ['Florete Iniciante', 'Sabre'], 1, true],
      ['Léo Irmão', ['Florete Iniciante'], 2, true],
      ['Raul Adulto', ['Espada Adulto'], 0, true],
      ['Sara Escola', ['Esgrima na Escola'], 1, true],
    ]);

    const res = await post('/api/importacao/alunos', arquivo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ importados: 4, message: MSG_IMP.importados(4) });
    const depois = await contagens();
    // 4 students + 3 guardians (Marta once for both siblings, Pedro, Sara's), 4 addresses, 5 class links.
    expect(depois).toEqual({
      pessoa: antes.pessoa + 7,
      endereco: antes.endereco + 4,
      responsavel_aluno: antes.responsavel_aluno + 3,
      aluno: antes.aluno + 4,
      aluno_has_turma: antes.aluno_has_turma + 5,
      painel_aluno: antes.painel_aluno + 4,
    });

    const alunos = await t.db
      .selectFrom('aluno as a')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .innerJoin('endereco as e', 'e.id_endereco', 'p.id_endereco')
      .leftJoin('responsavel_aluno as r1', 'r1.id_responsavel', 'a.id_responsavel')
      .leftJoin('pessoa as p1', 'p1.id_pessoa', 'r1.id_pessoa')
      .leftJoin('responsavel_aluno as r2', 'r2.id_responsavel', 'a.id_responsavel2')
      .leftJoin('pessoa as p2', 'p2.id_pessoa', 'r2.id_pessoa')
      .select([
        'p.nome_pessoa',
        'p.cpf_pessoa',
        'p.genero',
        'p.dt_nasc_pessoa',
        'a.destro_canhoto',
        'a.tipo_aluno',
        'a.tipo_plano',
        'a.dia_pagamento',
        'a.dt_inicio',
        'a.contrato',
        'a.id_responsavel',
        'a.id_responsavel_financeiro',
        'e.rua',
        'p1.nome_pessoa as resp1',
        'p1.dt_nasc_pessoa as resp1_nasc',
        'p2.nome_pessoa as resp2',
      ])
      .where('p.nome_pessoa', 'in', ['Lia Irmã', 'Léo Irmão', 'Raul Adulto', 'Sara Escola'])
      .execute();
    alunos.sort((a, b) => a.nome_pessoa.localeCompare(b.nome_pessoa, 'pt-BR'));
    expect(
      alunos.map((a) => ({ ...a, dia_pagamento: a.dia_pagamento === null ? null : Number(a.dia_pagamento) })),
    ).toEqual([
      expect.objectContaining({
        nome_pessoa: 'Léo Irmão',
        genero: 'm',
        destro_canhoto: 'c',
        tipo_aluno: 'pagante',
        tipo_plano: 'semestral',
        dia_pagamento: 20,
        dt_inicio: '2024-02-10',
        contrato: null,
        resp1: 'Marta Mãe',
        resp1_nasc: DATA_NASC_RESPONSAVEL,
        resp2: 'Pedro Pai',
      }),
      expect.objectContaining({ nome_pessoa: 'Lia Irmã', resp1: 'Marta Mãe', resp2: null }),
      expect.objectContaining({
        nome_pessoa: 'Raul Adulto',
        cpf_pessoa: linhas[2].cpf.replace(/\D/g, ''),
        tipo_aluno: 'naoPagante',
        dt_inicio: hoje,
        rua: 'Rua "Um"; fundos',
        resp1: null,
      }),
      expect.objectContaining({
        nome_pessoa: 'Sara Escola',
        tipo_aluno: 'escola',
        tipo_plano: null,
        resp1: 'Rita Responsável',
      }),
    ]);
    // The siblings share one guardian row, who pays for both.
    const [leo, lia] = alunos;
    expect(leo.id_responsavel).toBe(lia.id_responsavel);
    expect(leo.id_responsavel_financeiro).toBe(leo.id_responsavel);
    expect(isoParaBr(leo.dt_nasc_pessoa!)).toBe(`15/03/${ano - 10}`);
    const links = await t.db
      .selectFrom('aluno_has_turma as x')
      .innerJoin('aluno as a', 'a.id_aluno', 'x.id_aluno')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select(['p.nome_pessoa', 'x.id_turma', 'x.dt_entrada'])
      .where('p.nome_pessoa', '=', 'Lia Irmã')
      .orderBy('x.id_turma')
      .execute();
    expect(links).toEqual([
      { nome_pessoa: 'Lia Irmã', id_turma: ids.florete, dt_entrada: hoje },
      { nome_pessoa: 'Lia Irmã', id_turma: ids.sabreCentro, dt_entrada: hoje },
    ]);

    // The same file again: every student is now a duplicate, and nothing more is written.
    const again = await post('/api/importacao/alunos', arquivo);
    expect(again.statusCode).toBe(422);
    expect(await contagens()).toEqual(depois);
  });

  it('reads a comma-separated file with headers in any case and accents', async () => {
    const linhas = [adulto('Tito Vírgula', { turmas: `${ids.florete}, ${ids.sabreCentro}` })];
    const arquivo = csv(linhas, undefined, ',')
      .replace('Nome do aluno', 'NOME DO ALUNO')
      .replace('Gênero', 'genero');
    const p = await previa(arquivo);
    expect(p.problemas).toEqual([]);
    expect(p.amostra[0].turmas).toEqual(['Florete Iniciante', 'Sabre']);
    expect((await post('/api/importacao/alunos', arquivo)).statusCode).toBe(201);
  });
});

describe('one person per CPF (decision 013)', () => {
  it('reuses a guardian already registered (phone and e-mail updated) and makes a registered guardian the student', async () => {
    // Otávio's mother is already a guardian: a sibling's row names her again.
    const mae = pessoa('Marta Mãe');
    const cpfMae = mae.cpf.replace(/\D/g, '');
    const { id_pessoa: idMae } = await criarResponsavel(t.db, 'Marta Antiga', {
      cpf_pessoa: cpfMae,
      telefone_pessoa: '1133334444',
      rg_pessoa: null,
    });
    // A father who is only a guardian enrols himself as an adult student.
    const pai = pessoa('Pedro Pai', { genero: 'Masculino' });
    const { id_pessoa: idPai } = await criarResponsavel(t.db, 'Pedro Pai', {
      cpf_pessoa: pai.cpf.replace(/\D/g, ''),
    });

    const antes = await contagens();
    const arquivo = csv([
      menor('Lia Irmã', {}, mae),
      menor('Léo Irmão', {}, mae),
      { ...adulto('Pedro Pai'), cpf: pai.cpf, turmas: 'Florete Iniciante' },
    ]);
    expect((await previa(arquivo)).problemas).toEqual([]);
    const res = await post('/api/importacao/alunos', arquivo);
    expect(res.statusCode, res.body).toBe(201);
    // Two new students; Pedro is the same person, now a student too; no guardian copied.
    expect(await contagens()).toEqual({
      ...antes,
      pessoa: antes.pessoa + 2,
      endereco: antes.endereco + 3,
      aluno: antes.aluno + 3,
      aluno_has_turma: antes.aluno_has_turma + 3,
      painel_aluno: antes.painel_aluno + 3,
    });
    const guardada = await t.db
      .selectFrom('pessoa')
      .selectAll()
      .where('id_pessoa', '=', idMae)
      .executeTakeFirstOrThrow();
    expect(guardada).toMatchObject({
      nome_pessoa: 'Marta Antiga',
      telefone_pessoa: '11987654321',
      email_pessoa: 'marta@teste.local',
      rg_pessoa: '123456789',
    });
    const filhos = await t.db
      .selectFrom('aluno as a')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
      .select(['p.nome_pessoa', 'a.id_responsavel'])
      .where('p.nome_pessoa', 'in', ['Lia Irmã', 'Léo Irmão'])
      .execute();
    expect(filhos.map((f) => f.id_responsavel)).toEqual([idMae, idMae]);
    expect(
      await t.db.selectFrom('aluno').select('id_aluno').where('id_aluno', '=', idPai).executeTakeFirst(),
    ).toEqual({
      id_aluno: idPai,
    });

    // Imported again: every student is a row problem, nothing written.
    const denovo = await previa(arquivo);
    expect(denovo.problemas.map((p) => [p.linha, p.mensagem])).toEqual([
      [2, MSG_IMP.alunoJaMatriculado('Lia Irmã')],
      [3, MSG_IMP.alunoJaMatriculado('Léo Irmão')],
      [4, MSG_IMP.alunoJaMatriculado('Pedro Pai')],
    ]);
  });
});

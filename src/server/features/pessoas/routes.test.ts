// A person's data under the LGPD: the masked documents and "Mostrar", the export, the
// anonymisation (refusals, the typed confirmation, and afterwards no trace of the person's
// CPF, name, phone or e-mail in any table, any API answer or any log line).
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colunasDoBanco } from '#server/repositories/dados-pessoais-esquema.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarChamada,
  criarEndereco,
  criarProfessor,
  criarResponsavel,
  criarTurma,
  criarUnidade,
} from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

const JOAQUINA = {
  nome: 'Joaquina Zebedeu Quaresma',
  cpf: '52998224725',
  rg: '123456789',
  telefone: '11987654321',
  email: 'joaquina.zq@exemplo.com',
};
const MARTA = {
  nome: 'Marta Xerxes Quaresma',
  cpf: '11144477735',
  telefone: '11912345678',
  email: 'marta.xq@exemplo.com',
};

/** Every form the person's identity could take in a table, an answer or a log line (lower case). */
const rastros = (p: { nome: string; cpf: string; telefone: string; email: string }) => [
  p.nome.toLowerCase(),
  p.nome.split(' ').slice(0, 2).join(' ').toLowerCase(),
  p.cpf,
  `${p.cpf.slice(0, 3)}.${p.cpf.slice(3, 6)}.${p.cpf.slice(6, 9)}-${p.cpf.slice(9)}`,
  p.telefone,
  p.email,
];

/** Every column of every table, read as text, where one of the people's traces appears. */
async function rastrosNoBanco(): Promise<string[]> {
  const procurados = [...rastros(JOAQUINA), ...rastros(MARTA)];
  const achados: string[] = [];
  for (const { tabela, coluna } of await colunasDoBanco(t.db)) {
    for (const v of procurados) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(tabela)}
        where lower(cast(${sql.ref(coluna)} as text)) like ${`%${v}%`}`.execute(t.db);
      if (Number(rows[0].n) > 0) achados.push(`${tabela}.${coluna}: ${v}`);
    }
  }
  return achados;
}

let t: TestApp;
let linhas: string[];
let adm: string;
let prof: string;
let aluna: number;
let responsavel: number;
let turma: number;

const json = { 'sec-fetch-site': 'same-origin' };
const get = (url: string, cookie = adm) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object = {}, cookie = adm) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...json } });

beforeAll(async () => {
  linhas = [];
  t = await makeTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void linhas.push(l) } });
  adm = await t.loginAdmin();
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof',
    nome: 'Paulo Prof',
    professor: true,
  });
  prof = await t.login('prof@teste.local', 'senha-prof');
  const id_unidade = await criarUnidade(t.db);
  turma = await criarTurma(t.db, { id_professor: id_professor!, id_unidade, nome_turma: 'Florete Infantil' });
  const id_endereco = await criarEndereco(t.db, { rua: 'Rua das Quaresmeiras', numero: '77' });
  ({ id_pessoa: responsavel } = await criarResponsavel(t.db, MARTA.nome, {
    cpf_pessoa: MARTA.cpf,
    telefone_pessoa: MARTA.telefone,
    email_pessoa: MARTA.email,
    id_endereco,
  }));
  ({ id_aluno: aluna } = await criarAluno(t.db, JOAQUINA.nome, {
    responsaveis: [responsavel],
    id_responsavel_financeiro: responsavel,
    turmas: [turma],
    pessoa: {
      cpf_pessoa: JOAQUINA.cpf,
      rg_pessoa: JOAQUINA.rg,
      telefone_pessoa: JOAQUINA.telefone,
      email_pessoa: JOAQUINA.email,
      dt_nasc_pessoa: '2014-05-17',
      genero: 'f',
      id_endereco,
    },
  }));
  await criarChamada(t.db, turma, '2026-03-02', { status_c: 1, marcas: [{ id_aluno: aluna, presenca: 1 }] });
  await criarChamada(t.db, turma, '2026-03-09', { status_c: 1, marcas: [{ id_aluno: aluna, presenca: 0 }] });
  await criarProfessor(t.db, 'Outro Professor');
});
afterAll(() => t.close());

describe('the masked documents and "Mostrar"', () => {
  it('masks the CPF and RG on the profile and in the person list', async () => {
    const perfil = await get(`/api/relatorios/aluno/${aluna}`);
    expect(perfil.statusCode).toBe(200);
    expect(perfil.json().dados).toMatchObject({ cpf: '***.982.247-**', rg: '**.***.678-*' });
    expect(perfil.body).not.toContain(JOAQUINA.cpf);
    const lista = await get(`/api/pessoa?q=${encodeURIComponent('Joaquina')}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([
      expect.objectContaining({ cpf_pessoa: '***.982.247-**', rg_pessoa: '**.***.678-*' }),
    ]);
  });

  it('still finds a person by the whole CPF on the server, answering it masked', async () => {
    for (const q of [JOAQUINA.cpf, '529.982.247-25']) {
      const r = await get(`/api/pessoa?q=${encodeURIComponent(q)}`);
      expect(r.json()).toEqual([expect.objectContaining({ id_pessoa: aluna, cpf_pessoa: '***.982.247-**' })]);
    }
  });

  it('reveals the whole numbers to an administrator and records it', async () => {
    const r = await post(`/api/pessoas/${aluna}/identidade`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ cpf: JOAQUINA.cpf, rg: JOAQUINA.rg });
    const log = await get(`/api/auditoria?id_pessoa=${aluna}&acao=revelar_documento`);
    expect(log.json().items).toEqual([
      expect.objectContaining({
        acao: 'revelar_documento',
        id_pessoa: aluna,
        quem: { id_pessoa: t.admin.id_pessoa, nome: 'Ana Admin' },
        quando: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      }),
    ]);
  });

  it('is for administrators only, with valid ids', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/pessoas/${aluna}/identidade`, headers: json }))
        .statusCode,
    ).toBe(401);
    expect((await post(`/api/pessoas/${aluna}/identidade`, {}, prof)).statusCode).toBe(403);
    expect((await get(`/api/pessoas/${aluna}/exportacao`, prof)).statusCode).toBe(403);
    expect(
      (await post(`/api/pessoas/${aluna}/anonimizacao`, { confirmacao: 'ANONIMIZAR' }, prof)).statusCode,
    ).toBe(403);
    const ruim = await post('/api/pessoas/abc/identidade');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toMatch(/identificador/i);
    expect((await post('/api/pessoas/999999/identidade')).statusCode).toBe(404);
  });
});

describe('the export', () => {
  it('reads as a statement about the person: guardians by name, classes, attendance, accesses; nothing internal', async () => {
    const r = await get(`/api/pessoas/${aluna}/exportacao`);
    expect(r.statusCode).toBe(200);
    const e = r.json();
    expect(e.dados).toMatchObject({
      nome: JOAQUINA.nome,
      cpf: JOAQUINA.cpf,
      nascimento: '2014-05-17',
      anonimizada_em: null,
      endereco: expect.objectContaining({ rua: 'Rua das Quaresmeiras', numero: '77' }),
    });
    expect(e.responsaveis).toEqual([
      { nome: MARTA.nome, relacao: 'responsavel1', telefone: MARTA.telefone, email: MARTA.email },
      { nome: MARTA.nome, relacao: 'responsavel_financeiro', telefone: MARTA.telefone, email: MARTA.email },
    ]);
    expect(e.matricula).toMatchObject({ tipo_aluno: 'pagante', saida: null });
    expect(e.turmas).toEqual([expect.objectContaining({ nome: 'Florete Infantil', atual: true })]);
    expect(e.frequencia).toEqual([
      { data: '2026-03-02', turma: 'Florete Infantil', presente: true },
      { data: '2026-03-09', turma: 'Florete Infantil', presente: false },
    ]);
    expect(e.professor).toBeNull();
    expect(e.acessos.map((a: { acao: string }) => a.acao)).toEqual(
      expect.arrayContaining(['ver', 'revelar_documento']),
    );
    // No column name of the machinery, no password, no id of another person, no epoch number.
    for (const interno of [
      'nome_busca',
      'troca_senha',
      'senha',
      '"adm"',
      'painel',
      'id_responsavel',
      'id_turma',
    ])
      expect(r.body).not.toContain(interno);
    expect(r.body).not.toMatch(/:\s*1[6-9]\d{11}\b/);
    for (const quando of [e.gerada_em, ...e.acessos.map((a: { quando: string }) => a.quando)])
      expect(quando).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const log = await get(`/api/auditoria?id_pessoa=${aluna}&acao=exportar`);
    expect(log.json().total).toBe(1);
  });

  it('exports a guardian with the students by name and the guardianship', async () => {
    const e = (await get(`/api/pessoas/${responsavel}/exportacao`)).json();
    expect(e.responsavel_por).toEqual([
      { nome: JOAQUINA.nome, relacao: 'responsavel1' },
      { nome: JOAQUINA.nome, relacao: 'responsavel_financeiro' },
    ]);
    expect(e.matricula).toBeNull();
    expect(e.turmas).toEqual([]);
  });
});

describe('the anonymisation', () => {
  it('refuses a wrong confirmation with a 400 in pt-BR', async () => {
    const r = await post(`/api/pessoas/${aluna}/anonimizacao`, { confirmacao: 'anonimizar' });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(MSG_AUDITORIA.confirmacaoErrada);
  });

  it('refuses a student with an active enrolment, and their guardian, with a 409 in pt-BR', async () => {
    const r = await post(`/api/pessoas/${aluna}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MSG_AUDITORIA.recusa.matricula_ativa);
    const g = await post(`/api/pessoas/${responsavel}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(g.statusCode).toBe(409);
    expect(g.json().message).toBe(MSG_AUDITORIA.recusa.responsavel_de_aluno_ativo);
    const a = await post(`/api/pessoas/${t.admin.id_pessoa}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(a.statusCode).toBe(409);
    expect(
      (
        await t.db
          .selectFrom('pessoa')
          .select('nome_pessoa')
          .where('id_pessoa', '=', aluna)
          .executeTakeFirst()
      )?.nome_pessoa,
    ).toBe(JOAQUINA.nome);
  });

  it('anonymises a student who left and the guardian: no trace in any table, answer or log line', async () => {
    // The walk finds the identity before: it would find what anonymisation left.
    expect(await rastrosNoBanco()).toEqual(
      expect.arrayContaining([
        `pessoa.nome_pessoa: ${JOAQUINA.nome.toLowerCase()}`,
        `pessoa.cpf_pessoa: ${MARTA.cpf}`,
      ]),
    );
    const d = await post(`/api/adm/alunos/${aluna}/desativar`, { data: '2026-03-10' });
    expect(d.statusCode).toBe(200);
    const inicioDoLog = linhas.length;
    const r = await post(`/api/pessoas/${aluna}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id_pessoa: aluna, nome: `Pessoa anonimizada #${aluna}` });
    // The anonymised student names no guardian, and the guardian's statement no longer lists her.
    expect(
      await t.db
        .selectFrom('aluno')
        .select(['id_responsavel', 'id_responsavel2', 'id_responsavel_financeiro'])
        .where('id_aluno', '=', aluna)
        .executeTakeFirstOrThrow(),
    ).toEqual({ id_responsavel: null, id_responsavel2: null, id_responsavel_financeiro: null });
    expect((await get(`/api/pessoas/${responsavel}/exportacao`)).json().responsavel_por).toEqual([]);
    const g = await post(`/api/pessoas/${responsavel}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(g.statusCode).toBe(200);

    const p = await t.db
      .selectFrom('pessoa')
      .selectAll()
      .where('id_pessoa', '=', aluna)
      .executeTakeFirstOrThrow();
    expect(p).toMatchObject({
      nome_pessoa: `Pessoa anonimizada #${aluna}`,
      cpf_pessoa: null,
      rg_pessoa: null,
      telefone_pessoa: null,
      email_pessoa: null,
      id_endereco: null,
      dt_nasc_pessoa: '2014-01-01',
    });
    expect(Number(p.anonimizada_em)).toBeGreaterThan(0);
    // Attendance stays, tied to the id only.
    const marcas = await t.db
      .selectFrom('chamada_aluno')
      .select('presenca')
      .where('id_aluno', '=', aluna)
      .execute();
    expect(marcas).toHaveLength(2);
    // The shared address had no one else: it is gone.
    expect(
      await t.db
        .selectFrom('endereco')
        .select('id_endereco')
        .where('rua', '=', 'Rua das Quaresmeiras')
        .execute(),
    ).toEqual([]);

    // Every column of every table, as text.
    expect(await rastrosNoBanco()).toEqual([]);

    const procurados = [...rastros(JOAQUINA), ...rastros(MARTA)];
    // No API answer: the profile, the lists and searches, the export, the audit log.
    const respostas = await Promise.all(
      [
        `/api/relatorios/aluno/${aluna}`,
        `/api/pessoas/${aluna}/exportacao`,
        `/api/pessoas/${responsavel}/exportacao`,
        `/api/aluno/allData/${aluna}`,
        `/api/pessoa/${aluna}`,
        '/api/pessoa',
        '/api/adm/alunos?situacao=todos',
        '/api/adm/alunos?situacao=inativos',
        '/admbackend/aluno',
        `/api/auditoria?id_pessoa=${aluna}`,
        '/api/auditoria',
        `/api/relatorios/turma/${turma}?de=2026-03-01&ate=2026-03-31`,
      ].map((u) => get(u)),
    );
    for (const res of respostas) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      for (const v of procurados) expect(res.body.toLowerCase()).not.toContain(v);
    }
    // Gone from our lists and from the search.
    const todos = (await get('/api/adm/alunos?situacao=todos')).json();
    expect(todos.items.map((a: { id_aluno: number }) => a.id_aluno)).not.toContain(aluna);
    const inativos = (await get('/api/adm/alunos?situacao=inativos')).json();
    expect(inativos.items.map((a: { id_aluno: number }) => a.id_aluno)).not.toContain(aluna);
    expect((await get('/api/adm/alunos?situacao=todos&q=Joaquina')).json().items).toEqual([]);

    // No log line, from the anonymisation on.
    const depois = linhas.slice(inicioDoLog).join('\n').toLowerCase();
    expect(linhas.length).toBeGreaterThan(inicioDoLog);
    for (const v of procurados) expect(depois).not.toContain(v);

    // Recorded, without the old name.
    const log = (await get(`/api/auditoria?id_pessoa=${aluna}&acao=anonimizar`)).json();
    expect(log.items).toEqual([
      expect.objectContaining({ acao: 'anonimizar', pessoa: `Pessoa anonimizada #${aluna}` }),
    ]);
  });

  it('is irreversible: a second anonymisation and a reactivation are refused', async () => {
    const r = await post(`/api/pessoas/${aluna}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MSG_AUDITORIA.jaAnonimizada);
    const re = await post(`/api/adm/alunos/${aluna}/reativar`);
    expect(re.statusCode).toBe(409);
    expect(re.json().message).toBe(MSG_AUDITORIA.reativarAnonimizado);
  });

  it('refuses the export and the edit of an anonymised student, and its profile keeps no contacts', async () => {
    const exp = await get(`/api/pessoas/${aluna}/exportacao`);
    expect(exp.statusCode).toBe(409);
    expect(exp.json().message).toBe(MSG_AUDITORIA.exportarAnonimizada);
    const pessoa = (nome: string) => ({
      nome_pessoa: nome,
      cpf_pessoa: generateCPF(),
      rg_pessoa: '12.345.678-9',
      email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
      telefone_pessoa: '(11) 98765-4321',
      genero: 'f' as const,
    });
    const edicao = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${aluna}`,
      headers: { cookie: adm, ...json },
      payload: {
        aluno: { ...pessoa('Joaquina de Volta'), dt_nasc_pessoa: '2014-05-17', destro_canhoto: 'd' },
        responsavel1: pessoa('Marta de Volta'),
        responsavel2: null,
        financeiro: 'sim',
        responsavel_financeiro: null,
        endereco: {
          cep: '01310-100',
          estado: 'SP',
          cidade: 'São Paulo',
          bairro: 'Bela Vista',
          rua: 'Avenida Paulista',
          numero: '1000',
        },
        tipo_plano: 'mensal',
        dia_pagamento: 10,
      },
    });
    expect(edicao.statusCode, edicao.body).toBe(409);
    expect(edicao.json().message).toBe(MSG_AUDITORIA.editarAnonimizada);
    const perfil = (await get(`/api/relatorios/aluno/${aluna}`)).json();
    expect(perfil).toMatchObject({
      nome: `Pessoa anonimizada #${aluna}`,
      contatos: [],
      anonimizada_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dados: { dt_nasc: '2014-01-01', cpf: null, telefone: null, email: null, endereco: null },
    });
  });
});

describe('retention', () => {
  it('lists who left N years ago and anonymises them in bulk, all or none', async () => {
    const { id_pessoa: mae } = await criarResponsavel(t.db, 'Mãe Antiga', { cpf_pessoa: '39053344705' });
    const { id_aluno: antigo } = await criarAluno(t.db, 'Aluno Antigo', {
      responsaveis: [mae],
      inativo_desde: '2019-02-01',
    });
    // Left ten months ago: due with a one-year setting only once it is over a year ago.
    const hoje = hojeNoFuso(FUSO_TESTE);
    const { id_aluno: recente } = await criarAluno(t.db, 'Aluno Recente', {
      inativo_desde: somarDias(hoje, -300),
    });
    const { id_aluno: ativo } = await criarAluno(t.db, 'Aluno Ativo', { turmas: [turma] });

    expect((await get('/api/pessoas/retencao')).json()).toEqual({
      auditoria_anos: 5,
      anonimizar_anos: 5,
    });
    const devidos = (await get('/api/pessoas/devidos')).json();
    expect(devidos).toEqual([
      { id_pessoa: antigo, nome: 'Aluno Antigo', papel: 'aluno', saida: '2019-02-01' },
      { id_pessoa: mae, nome: 'Mãe Antiga', papel: 'responsavel', saida: '2019-02-01' },
    ]);
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/pessoas/retencao',
        payload: body,
        headers: { cookie: adm, ...json },
      });
    const ruim = await put({ auditoria_anos: 0, anonimizar_anos: 5 });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toMatch(/1 a 20 anos/);

    // One refused person (active) leaves everyone as they were.
    const recusado = await post('/api/pessoas/anonimizacoes', {
      ids: [antigo, ativo],
      confirmacao: 'ANONIMIZAR',
    });
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().message).toContain(MSG_AUDITORIA.recusa.matricula_ativa);
    expect((await get('/api/pessoas/devidos')).json()).toHaveLength(2);

    const feito = await post('/api/pessoas/anonimizacoes', {
      ids: [antigo, mae],
      confirmacao: 'ANONIMIZAR',
    });
    expect(feito.statusCode).toBe(200);
    expect(feito.json()).toEqual({ anonimizadas: 2 });
    expect((await get('/api/pessoas/devidos')).json()).toEqual([]);

    // A shorter setting makes the recent departure due.
    expect((await put({ auditoria_anos: 5, anonimizar_anos: 1 })).statusCode).toBe(200);
    expect((await get('/api/pessoas/devidos')).json()).toEqual([]);
    await t.db
      .updateTable('aluno')
      .set({ inativo_desde: somarDias(hoje, -400) })
      .where('id_aluno', '=', recente)
      .execute();
    expect((await get('/api/pessoas/devidos')).json().map((d: { id_pessoa: number }) => d.id_pessoa)).toEqual(
      [recente],
    );
    expect((await get('/api/pessoas/devidos', prof)).statusCode).toBe(403);
    expect(
      (await post('/api/pessoas/anonimizacoes', { ids: [], confirmacao: 'ANONIMIZAR' })).statusCode,
    ).toBe(400);
  });
});

import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoa, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { CONTRATO_VERSAO, DATA_NASC_RESPONSAVEL, MATRICULA_LIMITE } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const { db } = t;
  const unidade = (nome_unidade: string, tipo: 'dec' | 'publica' | 'particular', cidade: string) =>
    criarUnidade(db, { nome_unidade, tipo, endereco: { cidade } });
  const dec = await unidade('DEC Centro', 'dec', 'São Paulo');
  const particular = await unidade('Colégio Vértice', 'particular', 'São Paulo');
  const publica = await unidade('EMEF Lobato', 'publica', 'São Paulo');
  const campinas = await unidade('DEC Campinas', 'dec', 'Campinas');
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  const turma = (id_unidade: number, nome_turma: string, qtd_maxima = 10, dia_semana = 'segunda' as const) =>
    criarTurma(db, { nome_turma, qtd_maxima, id_professor: id_professor!, id_unidade, dia_semana });
  return {
    dec,
    particular,
    publica,
    campinas,
    decA: await turma(dec, 'Florete A'),
    decB: await turma(dec, 'Florete B'),
    decUnica: await turma(dec, 'Sabre Individual', 1),
    particularA: await turma(particular, 'Espada Vértice'),
    publicaA: await turma(publica, 'Esgrima na Escola'),
    campinasA: await turma(campinas, 'Florete Campinas'),
  };
}

beforeEach(async () => {
  t = await makeTestApp();
  ids = await seed();
});
afterEach(() => t.close());

const pessoa = (nome: string) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

const ano = Number(hojeNoFuso(FUSO_TESTE).slice(0, 4));
const MENOR = `${ano - 10}-03-15`;
const ADULTO = `${ano - 30}-03-15`;

function matricula(over: Partial<MatriculaInput> = {}): MatriculaInput {
  return {
    tipo_aluno: 'pagante',
    aluno: { ...pessoa('Bia Souza'), dt_nasc_pessoa: MENOR, destro_canhoto: 'd' },
    responsavel1: pessoa('Carla Souza'),
    responsavel2: pessoa('Davi Souza'),
    financeiro: 'nao',
    responsavel_financeiro: pessoa('Elisa Pagadora'),
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    },
    id_unidade: ids.dec,
    dias_semana: 2,
    turmas: [ids.decA, ids.decB],
    tipo_plano: 'semestral',
    dia_pagamento: 20,
    contrato_aceito: true,
    ...over,
  };
}

const post = (payload: unknown, cookie?: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matricula',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });

const TABELAS = [
  'endereco',
  'pessoa',
  'responsavel_aluno',
  'aluno',
  'aluno_has_turma',
  'professor',
  'unidade',
  'turma',
  'chamada',
  'chamada_aluno',
] as const;

async function contagens() {
  const out: Record<string, number> = {};
  for (const tabela of TABELAS) {
    const r = await t.db
      .selectFrom(tabela)
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    out[tabela] = Number(r.n);
  }
  return out;
}

async function allData(id: number) {
  const cookie = await t.loginAdmin();
  const res = await t.app.inject({ method: 'GET', url: `/api/aluno/allData/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}

describe('POST /api/matricula (anonymous, one transaction)', () => {
  it('paying minor with two guardians and a separate financial guardian', async () => {
    const m = matricula();
    const res = await post(m);
    expect(res.statusCode).toBe(201);
    const { id_aluno, contrato } = res.json();
    expect(contrato).toBe('clube');
    const aluno = await t.db
      .selectFrom('aluno')
      .selectAll()
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirstOrThrow();
    expect(aluno).toMatchObject({
      tipo_aluno: 'pagante',
      tipo_plano: 'semestral',
      dia_pagamento: 20,
      dt_inicio: hojeNoFuso(FUSO_TESTE),
      contrato: 'clube',
      contrato_versao: CONTRATO_VERSAO.clube,
      destro_canhoto: 'd',
    });
    expect(Number(aluno.contrato_aceito_em)).toBeGreaterThan(Date.now() - 60_000);
    expect(aluno.id_responsavel).not.toBeNull();
    expect(aluno.id_responsavel2).not.toBeNull();
    expect(aluno.id_responsavel_financeiro).not.toBe(aluno.id_responsavel);
    const pessoas = await t.db.selectFrom('pessoa').selectAll().where('senha_pessoa', 'is', null).execute();
    expect(pessoas).toHaveLength(4);
    // Guardians get the fixed birth date; everyone shares the one address; digits only.
    expect(pessoas.filter((p) => p.dt_nasc_pessoa === DATA_NASC_RESPONSAVEL)).toHaveLength(3);
    expect(new Set(pessoas.map((p) => p.id_endereco)).size).toBe(1);
    expect(pessoas.every((p) => p.adm === 0 && /^\d{11}$/.test(p.telefone_pessoa!))).toBe(true);
    const links = await t.db
      .selectFrom('aluno_has_turma')
      .selectAll()
      .where('id_aluno', '=', id_aluno)
      .execute();
    expect(links.map((l) => l.id_turma).sort()).toEqual([ids.decA, ids.decB].sort());
    // Joined both classes today (the club's day): the reports leave earlier dates blank.
    expect(links.every((l) => l.dt_entrada === hojeNoFuso(FUSO_TESTE))).toBe(true);

    const data = await allData(id_aluno);
    expect(data).toMatchObject({
      nome_aluno: 'Bia Souza',
      data_nascimento_aluno: MENOR,
      nome_responsavel1: 'Carla Souza',
      nome_responsavel2: 'Davi Souza',
      nome_responsavel_financeiro: 'Elisa Pagadora',
      cep: '01310100',
      cidade: 'São Paulo',
      numero_aluno: '1000',
      tipo_plano: 'semestral',
      dia_pagamento: 20,
    });
    expect(data).not.toHaveProperty('senha_pessoa');
  });

  it('paying minor answering sim: guardian 1 is the financial guardian', async () => {
    const res = await post(
      matricula({ financeiro: 'sim', responsavel_financeiro: null, responsavel2: null }),
    );
    expect(res.statusCode).toBe(201);
    const a = await t.db.selectFrom('aluno').selectAll().executeTakeFirstOrThrow();
    expect(a.id_responsavel_financeiro).toBe(a.id_responsavel);
    expect(a.id_responsavel2).toBeNull();
    expect(await contagens()).toMatchObject({ pessoa: 4, responsavel_aluno: 1 }); // admin + prof + 2
  });

  it('paying adult in a particular unit: no guardians, school contract', async () => {
    const res = await post(
      matricula({
        aluno: { ...pessoa('Rui Adulto'), dt_nasc_pessoa: ADULTO, destro_canhoto: 'c' },
        responsavel1: null,
        responsavel2: null,
        financeiro: null,
        responsavel_financeiro: null,
        id_unidade: ids.particular,
        dias_semana: 1,
        turmas: [ids.particularA],
        tipo_plano: 'anual',
        dia_pagamento: 10,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().contrato).toBe('escola');
    expect(await contagens()).toMatchObject({ responsavel_aluno: 0, aluno: 1, aluno_has_turma: 1 });
  });

  it('an adult never gets guardian rows, even when guardian data is sent', async () => {
    const res = await post(
      matricula({ aluno: { ...pessoa('Rui Adulto'), dt_nasc_pessoa: ADULTO, destro_canhoto: 'c' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(await contagens()).toMatchObject({ responsavel_aluno: 0, pessoa: 3 });
  });

  it('non-paying minor: dec unit, no plan stored', async () => {
    const res = await post(
      matricula({
        tipo_aluno: 'naoPagante',
        financeiro: null,
        responsavel_financeiro: null,
        dias_semana: 1,
        turmas: [ids.decA],
        tipo_plano: null,
        dia_pagamento: null,
      }),
    );
    expect(res.statusCode).toBe(201);
    const a = await t.db.selectFrom('aluno').selectAll().executeTakeFirstOrThrow();
    expect(a).toMatchObject({
      tipo_aluno: 'naoPagante',
      tipo_plano: null,
      dia_pagamento: null,
      contrato: 'clube',
    });
    expect(a.id_responsavel_financeiro).toBeNull();
  });

  it('school student: publica unit, a single guardian, school contract', async () => {
    const base = {
      tipo_aluno: 'escola' as const,
      responsavel2: null,
      financeiro: null,
      responsavel_financeiro: null,
      id_unidade: ids.publica,
      dias_semana: 1,
      turmas: [ids.publicaA],
      tipo_plano: null,
      dia_pagamento: null,
    };
    const dois = await post(matricula({ ...base, responsavel2: pessoa('Outro Resp') }));
    expect(dois.statusCode).toBe(400);
    expect(dois.json().message).toBe(MSG_RECUSA.umResponsavelEscola);
    const res = await post(matricula(base));
    expect(res.statusCode).toBe(201);
    expect(res.json().contrato).toBe('escola');
    const a = await t.db.selectFrom('aluno').selectAll().executeTakeFirstOrThrow();
    expect(a).toMatchObject({ tipo_aluno: 'escola', id_responsavel2: null });
  });

  it('refuses bad input with a pt-BR message and writes nothing', async () => {
    const antes = await contagens();
    const casos: [Partial<MatriculaInput>, string | RegExp][] = [
      [{ dias_semana: 1 }, MSG_RECUSA.turmasAcimaDosDias],
      [{ dias_semana: 7 }, /dias/],
      [{ contrato_aceito: false as unknown as true }, MSG.aceiteContrato],
      [{ tipo_plano: null }, MSG_RECUSA.planoObrigatorio],
      [{ responsavel1: null }, MSG_RECUSA.responsavelObrigatorio],
      [{ financeiro: null }, MSG_RECUSA.financeiroObrigatorio],
      [{ financeiro: 'nao', responsavel_financeiro: null }, MSG_RECUSA.financeiroObrigatorio],
      [{ id_unidade: ids.publica, turmas: [ids.publicaA], dias_semana: 1 }, MSG_RECUSA.unidadeInvalida],
      [{ turmas: [ids.decA, ids.campinasA] }, MSG_RECUSA.turmaForaDaUnidade],
      [{ turmas: [ids.decA, ids.decA] }, /Turma repetida/],
      [
        {
          aluno: { ...pessoa('X'), cpf_pessoa: '111.111.111-11', dt_nasc_pessoa: MENOR, destro_canhoto: 'd' },
        },
        MSG_RECUSA.cpfInvalido,
      ],
      [{ aluno: { ...pessoa('X'), dt_nasc_pessoa: `${ano + 1}-01-01`, destro_canhoto: 'd' } }, /nascimento/],
    ];
    for (const [over, msg] of casos) {
      const res = await post(matricula(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toMatch(msg);
    }
    expect(await contagens()).toEqual(antes);
  });

  it('anonymous callers cannot set a password or adm: extra fields are ignored', async () => {
    const m = matricula();
    const res = await post({ ...m, aluno: { ...m.aluno, senha_pessoa: 'quero-entrar', adm: 1 } });
    expect(res.statusCode).toBe(201);
    const p = await t.db
      .selectFrom('pessoa')
      .selectAll()
      .where('id_pessoa', '=', res.json().id_pessoa)
      .executeTakeFirstOrThrow();
    expect(p).toMatchObject({ senha_pessoa: null, adm: 0 });
  });
});

describe('capacity and rollback', () => {
  it('a full class is reported by /api/turma/formatada and refused by the server', async () => {
    const one = await post(matricula({ dias_semana: 1, turmas: [ids.decUnica] }));
    expect(one.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: `/api/turma/formatada?id_unidade=${ids.dec}` });
    expect(list.statusCode).toBe(200);
    const unica = list.json().find((x: { id_turma: number }) => x.id_turma === ids.decUnica);
    expect(unica).toMatchObject({
      id_unidade: ids.dec,
      vagas: 0,
      lotada: true,
      nome_formatado: 'Sabre Individual - Segunda-feira às 18:00',
    });
    expect(list.json().every((x: { id_unidade: number }) => x.id_unidade === ids.dec)).toBe(true);

    const antes = await contagens();
    const two = await post(matricula({ turmas: [ids.decA, ids.decUnica] }));
    expect(two.statusCode).toBe(409);
    expect(two.json().message).toBe(MSG_RECUSA.turmaLotada);
    // The class filled up after the persons, the guardians, the student and the first
    // class link were written: the transaction leaves every table exactly as before.
    expect(await contagens()).toEqual(antes);
  });

  it('two enrolments racing for the last place: exactly one gets it', async () => {
    const a = matricula({ dias_semana: 1, turmas: [ids.decUnica] });
    const b = matricula({ dias_semana: 1, turmas: [ids.decUnica] });
    const res = await Promise.all([post(a), post(b)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await contagens()).toMatchObject({ aluno: 1, aluno_has_turma: 1 });
  });

  it('two enrolments naming the same classes in opposite orders: one gets the last place, no deadlock', async () => {
    const a = matricula({ turmas: [ids.decA, ids.decUnica] });
    const b = matricula({ turmas: [ids.decUnica, ids.decA] });
    const res = await Promise.all([post(a), post(b)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json()).toMatchObject({ id_turma: ids.decUnica });
    expect(await contagens()).toMatchObject({ aluno: 1, aluno_has_turma: 2 });
  });

  it('concurrent enrolments fill a class exactly to its capacity', async () => {
    // decA and decB hold 10 places each; 12 enrolments race for them.
    const res = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          matricula({ aluno: { ...matricula().aluno, nome_pessoa: `Aluna ${i}` } }),
          undefined,
          `10.0.0.${i + 1}`,
        ),
      ),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(res.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(await contagens()).toMatchObject({ aluno: 10, aluno_has_turma: 20 });
  });

  it('a class of another unit is refused before a full one named after it', async () => {
    await post(matricula({ dias_semana: 1, turmas: [ids.decUnica] }));
    const antes = await contagens();
    const res = await post(matricula({ turmas: [ids.campinasA, ids.decUnica] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_RECUSA.turmaForaDaUnidade);
    const lotada = await post(matricula({ turmas: [ids.decUnica, ids.campinasA] }));
    expect(lotada.statusCode).toBe(409);
    expect(await contagens()).toEqual(antes);
  });

  it('an unknown class found only at the last step rolls back the persons already written', async () => {
    const first = await post(matricula({ dias_semana: 1, turmas: [ids.decA] }));
    expect(first.statusCode).toBe(201);
    const antes = await contagens();
    const bad = await post(matricula({ dias_semana: 2, turmas: [ids.decA, 2_000_000] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG_RECUSA.turmaForaDaUnidade);
    expect(await contagens()).toEqual(antes);
  });
});

describe('public reads', () => {
  it('units by city ignore case and accents and filter by tipo', async () => {
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/unidade/cidade/2tipo',
      payload: { cidade: 'sao paulo', tipo1: 'dec', tipo2: 'particular' },
    });
    expect(two.statusCode).toBe(200);
    expect(two.json()).toEqual([
      { id_unidade: ids.particular, nome_unidade: 'Colégio Vértice', tipo: 'particular' },
      { id_unidade: ids.dec, nome_unidade: 'DEC Centro', tipo: 'dec' },
    ]);
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/unidade/cidade/1tipo',
      payload: { cidade: ' SÃO PAULO ', tipo: 'publica' },
    });
    expect(one.json()).toEqual([{ id_unidade: ids.publica, nome_unidade: 'EMEF Lobato', tipo: 'publica' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/unidade/cidade/1tipo',
      payload: { cidade: 'Manaus', tipo: 'dec' },
    });
    expect(none.json()).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/unidade/cidade/1tipo',
      payload: { cidade: 'X', tipo: 'y' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/turma/formatada without a filter lists every class', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/turma/formatada' });
    expect(res.json()).toHaveLength(6);
    expect(res.json()[0]).toEqual(
      expect.objectContaining({
        id_turma: expect.any(Number),
        id_unidade: expect.any(Number),
        nome_formatado: expect.any(String),
      }),
    );
  });
});

describe('administrators only', () => {
  it('anonymous and teachers cannot read allData, save edits or use the granular calls', async () => {
    await post(matricula());
    const prof = await t.login('prof@teste.local', 'senha-prof-1');
    const calls = [
      { method: 'GET' as const, url: '/api/aluno/allData/1' },
      { method: 'PUT' as const, url: '/api/matricula/1', payload: {} },
      { method: 'POST' as const, url: '/api/responsavel_aluno', payload: { id_pessoa: 1 } },
      { method: 'POST' as const, url: '/api/aluno', payload: {} },
    ];
    for (const c of calls) {
      expect((await t.app.inject(c)).statusCode, c.url).toBe(401);
      expect((await t.app.inject({ ...c, headers: { cookie: prof } })).statusCode, c.url).toBe(403);
    }
  });

  it('granular POST /api/responsavel_aluno and POST /api/aluno keep the original client bodies', async () => {
    const cookie = await t.loginAdmin();
    const nova = (nome: string) => criarPessoa(t.db, nome, { dt_nasc_pessoa: DATA_NASC_RESPONSAVEL });
    const pResp = await nova('Resp');
    const pAluno = await nova('Aluno');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/responsavel_aluno',
      headers: { cookie },
      payload: { id_pessoa: pResp },
    });
    expect(r.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/responsavel_aluno',
      headers: { cookie },
      payload: { id_pessoa: pResp },
    });
    expect(again.statusCode).toBe(409);
    const body = {
      id_pessoa: pAluno,
      destro_canhoto: 'd',
      id_responsavel: r.json().id,
      id_responsavel2: null,
      dt_inicio: '2026-11-22',
      tipo_plano: 'mensal',
      dia_pagamento: 30,
      tipo_aluno: 'pagante',
    };
    const a = await t.app.inject({ method: 'POST', url: '/api/aluno', headers: { cookie }, payload: body });
    expect(a.statusCode).toBe(201);
    expect(a.json().id).toBeGreaterThan(0);
    const noPlan = await t.app.inject({
      method: 'POST',
      url: '/api/aluno',
      headers: { cookie },
      payload: { ...body, id_pessoa: pResp, tipo_plano: null },
    });
    expect(noPlan.statusCode).toBe(400);
  });

  it('edit mode saves persons, address and plan in one transaction', async () => {
    const { id_aluno } = (await post(matricula())).json();
    const cookie = await t.loginAdmin();
    const m = matricula();
    const edicao = {
      aluno: { ...m.aluno, nome_pessoa: 'Beatriz Souza' },
      responsavel1: { ...m.responsavel1!, nome_pessoa: 'Carla S. Lima' },
      responsavel2: m.responsavel2,
      financeiro: 'sim' as const,
      responsavel_financeiro: null,
      endereco: { ...m.endereco, numero: '2000', cidade: 'Campinas' },
      tipo_plano: 'mensal' as const,
      dia_pagamento: 30 as const,
    };
    const antes = await contagens();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${id_aluno}`,
      headers: { cookie },
      payload: edicao,
    });
    expect(res.statusCode).toBe(200);
    expect(await contagens()).toEqual(antes);
    const data = await allData(id_aluno);
    expect(data).toMatchObject({
      nome_aluno: 'Beatriz Souza',
      nome_responsavel1: 'Carla S. Lima',
      nome_responsavel_financeiro: 'Carla S. Lima',
      numero_aluno: '2000',
      cidade: 'Campinas',
      tipo_plano: 'mensal',
      dia_pagamento: 30,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${id_aluno}`,
      headers: { cookie },
      payload: { ...edicao, tipo_plano: null },
    });
    expect(bad.statusCode).toBe(400);
    // Saved as an adult (no guardian steps): the guardian links are kept.
    const adulto = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${id_aluno}`,
      headers: { cookie },
      payload: {
        ...edicao,
        aluno: { ...edicao.aluno, dt_nasc_pessoa: ADULTO },
        responsavel1: null,
        responsavel2: null,
      },
    });
    expect(adulto.statusCode).toBe(200);
    expect(await allData(id_aluno)).toMatchObject({
      nome_responsavel1: 'Carla S. Lima',
      nome_responsavel2: 'Davi Souza',
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/matricula/9999',
      headers: { cookie },
      payload: edicao,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/aluno/allData/9999', headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});

describe('a refused field is named for a person', () => {
  it('edit mode: the message names the field in pt-BR, never by its path; campos keeps the path for the form', async () => {
    const { id_aluno } = (await post(matricula())).json();
    const cookie = await t.loginAdmin();
    const m = matricula();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${id_aluno}`,
      headers: { cookie },
      payload: {
        aluno: { ...m.aluno, nome_pessoa: '' },
        responsavel1: { ...m.responsavel1!, cpf_pessoa: '111.111.111-11' },
        responsavel2: m.responsavel2,
        financeiro: 'sim',
        responsavel_financeiro: null,
        endereco: m.endereco,
        tipo_plano: 'mensal',
        dia_pagamento: 10,
      },
    });
    expect(res.statusCode).toBe(400);
    const corpo = res.json();
    expect(corpo.campos).toEqual({
      'aluno.nome_pessoa': MSG_RECUSA.campoObrigatorio,
      'responsavel1.cpf_pessoa': MSG_RECUSA.cpfInvalido,
    });
    expect(corpo.message).toBe(
      `${MSG_RECUSA.dadosInvalidos} Nome completo (aluno): ${MSG_RECUSA.campoObrigatorio}`,
    );
    expect(corpo.message).not.toMatch(/[a-z]+[._][a-z]+/);
  });
});

describe('rate limit', () => {
  it(`answers 429 after ${MATRICULA_LIMITE.max} anonymous attempts from one address; admins pass`, async () => {
    for (let i = 0; i < MATRICULA_LIMITE.max; i++) {
      expect((await post({}, undefined, '10.0.0.9')).statusCode).toBe(400);
    }
    const blocked = await post(matricula(), undefined, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG_RECUSA.muitasMatriculas });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contagens()).toMatchObject({ aluno: 0 });
    expect((await post(matricula(), undefined, '10.0.0.10')).statusCode).toBe(201);
    const cookie = await t.loginAdmin();
    const m = matricula();
    expect(
      (await post({ ...m, aluno: { ...m.aluno, nome_pessoa: 'Outra' } }, cookie, '10.0.0.9')).statusCode,
    ).toBe(201);
  });
});

describe('the student’s birth date against the club’s day', () => {
  it('refuses the club’s tomorrow beside its field and takes the club’s today', async () => {
    const hoje = hojeNoFuso(FUSO_TESTE);
    const base = matricula();
    const amanha = await post({ ...base, aluno: { ...base.aluno, dt_nasc_pessoa: somarDias(hoje, 1) } });
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ 'aluno.dt_nasc_pessoa': MSG_RECUSA.nascimentoInvalido });
    // Ten years to the club's day: taken, as a minor with guardians.
    const dez = `${Number(hoje.slice(0, 4)) - 10}${hoje.slice(4)}`;
    const ok = await post({ ...base, aluno: { ...base.aluno, dt_nasc_pessoa: dez } });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('the audit log of an enrolment', () => {
  it('records the student and each guardian it wrote, by whom, seen in the audit search', async () => {
    const cookie = await t.loginAdmin();
    const res = await post(matricula(), cookie);
    expect(res.statusCode, res.body).toBe(201);
    const { id_pessoa } = res.json();
    const aluno = await t.db
      .selectFrom('aluno')
      .select(['id_responsavel', 'id_responsavel2', 'id_responsavel_financeiro'])
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirstOrThrow();
    const pessoas = [
      id_pessoa,
      ...new Set([aluno.id_responsavel, aluno.id_responsavel2, aluno.id_responsavel_financeiro]),
    ];
    expect(pessoas).toHaveLength(4);
    for (const p of pessoas) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/auditoria?id_pessoa=${p}&acao=editar`,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().items).toEqual([
        expect.objectContaining({
          acao: 'editar',
          id_pessoa: p,
          detalhe: 'matricula',
          quem: { id_pessoa: t.admin.id_pessoa, nome: 'Ana Admin' },
        }),
      ]);
    }
  });

  it('records a person made a guardian and a person made a student by the granular calls, once each', async () => {
    const cookie = await t.loginAdmin();
    const nova = (nome: string) => criarPessoa(t.db, nome, { dt_nasc_pessoa: DATA_NASC_RESPONSAVEL });
    const pResp = await nova('Resp');
    const pAluno = await nova('Aluno');
    const inject = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie, 'sec-fetch-site': 'same-origin' }, payload });
    const r = await inject('/api/responsavel_aluno', { id_pessoa: pResp });
    expect(r.statusCode).toBe(201);
    // A refused call leaves no entry.
    expect((await inject('/api/responsavel_aluno', { id_pessoa: pResp })).statusCode).toBe(409);
    const a = await inject('/api/aluno', {
      id_pessoa: pAluno,
      destro_canhoto: 'd',
      id_responsavel: r.json().id,
      id_responsavel2: null,
      dt_inicio: '2026-11-22',
      tipo_plano: 'mensal',
      dia_pagamento: 30,
      tipo_aluno: 'pagante',
    });
    expect(a.statusCode, a.body).toBe(201);
    for (const [p, detalhe] of [
      [pResp, 'responsavel'],
      [pAluno, 'aluno'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auditoria?id_pessoa=${p}&acao=editar`,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(res.json().items).toEqual([
        expect.objectContaining({
          id_pessoa: p,
          detalhe,
          quem: { id_pessoa: t.admin.id_pessoa, nome: 'Ana Admin' },
        }),
      ]);
    }
  });
});

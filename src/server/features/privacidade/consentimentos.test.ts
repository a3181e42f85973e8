// Consent recorded at enrolment (public and staff), read back per person, answered at
// the desk, and accepted again through a personal link after a new contract version.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';
import type { Consentimentos, Pendente } from '#shared/schemas/privacidade.ts';

let t: TestApp;
let admin: string;
let professor: string;
let ids: { dec: number; turma: number };

const SAME = { 'sec-fetch-site': 'same-origin' };
const ano = Number(hojeNoFuso(FUSO_TESTE).slice(0, 4));

beforeAll(async () => {
  t = await makeTestApp();
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  const dec = await criarUnidade(t.db, { nome_unidade: 'DEC', tipo: 'dec' });
  const turma = await criarTurma(t.db, {
    nome_turma: 'Florete',
    qtd_maxima: 50,
    id_professor: id_professor!,
    id_unidade: dec,
    dia_semana: 'segunda',
  });
  ids = { dec, turma };
  admin = await t.loginAdmin();
  professor = await t.login('prof@teste.local', 'senha-prof-1');
});
afterAll(() => t.close());

const pessoa = (nome: string) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

const matricula = (over: Partial<MatriculaInput> = {}): MatriculaInput => ({
  tipo_aluno: 'pagante',
  aluno: { ...pessoa('Bia Souza'), dt_nasc_pessoa: `${ano - 10}-03-15`, destro_canhoto: 'd' },
  responsavel1: pessoa('Carla Souza'),
  responsavel2: null,
  financeiro: 'sim',
  responsavel_financeiro: null,
  endereco: {
    cep: '01310-100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    rua: 'Av. Paulista',
    numero: '1',
  },
  id_unidade: ids.dec,
  dias_semana: 1,
  turmas: [ids.turma],
  tipo_plano: 'mensal',
  dia_pagamento: 10,
  contrato_aceito: true,
  ...over,
});

const matricular = async (m: MatriculaInput, cookie?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matricula',
    payload: m,
    headers: { ...SAME, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id_aluno: number };
};

const consentimentos = async (id: number | string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/pessoas/${id}/consentimentos`, headers: { cookie } });

const idDe = async (cpf: string) =>
  (
    await t.db
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('cpf_pessoa', '=', cpf.replace(/\D/g, ''))
      .executeTakeFirstOrThrow()
  ).id_pessoa;

describe('acceptance at enrolment', () => {
  it('the public wizard records the contract and notice accepted by guardian 1, and the purposes', async () => {
    const m = matricula({ finalidades: { uso_imagem: true, federacao: false } });
    const { id_aluno } = await matricular(m);
    const idResp = await idDe(m.responsavel1!.cpf_pessoa);
    const res = await consentimentos(id_aluno);
    expect(res.statusCode).toBe(200);
    const c = res.json() as Consentimentos;
    expect(c.aceites.map((a) => [a.documento, a.versao, a.aceito_por.id, a.canal, a.operador])).toEqual(
      expect.arrayContaining([
        ['contrato_clube', 1, idResp, 'assistente_publico', null],
        ['aviso_privacidade', 1, idResp, 'assistente_publico', null],
      ]),
    );
    expect(c.aceites).toHaveLength(2);
    expect(c.aceites[0].aceito_por.nome).toBe('Carla Souza');
    expect(Math.abs(Date.parse(c.aceites[0].em) - Date.now())).toBeLessThan(60_000);
    expect(c.aceites[0].em).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(c.finalidades.map((f) => [f.finalidade, f.consente])).toEqual(
      expect.arrayContaining([
        ['uso_imagem', true],
        ['federacao', false],
      ]),
    );
    // The guardian's own view lists what they accepted.
    const doResp = (await consentimentos(idResp)).json() as Consentimentos;
    expect(doResp.aceites).toHaveLength(2);
    // An audit entry per acceptance and answer, about the student, without an author.
    const audit = await t.db.selectFrom('auditoria').selectAll().where('id_pessoa', '=', id_aluno).execute();
    expect(audit.filter((a) => a.acao === 'consentimento')).toHaveLength(4);
    expect(audit.every((a) => a.id_autor === null)).toBe(true);
  });

  it('staff entering it: channel secretaria with the staff member; an adult accepts for themself', async () => {
    const m = matricula({
      aluno: { ...pessoa('Rui Adulto'), dt_nasc_pessoa: `${ano - 30}-01-01`, destro_canhoto: 'c' },
      responsavel1: null,
    });
    const { id_aluno } = await matricular(m, admin);
    const c = (await consentimentos(id_aluno)).json() as Consentimentos;
    const idAdmin = (
      await t.db.selectFrom('pessoa').select('id_pessoa').where('adm', '=', 1).executeTakeFirstOrThrow()
    ).id_pessoa;
    expect(c.aceites.every((a) => a.aceito_por.id === id_aluno && a.canal === 'secretaria')).toBe(true);
    expect(c.aceites[0].operador?.id).toBe(idAdmin);
    expect(c.finalidades).toEqual([]);
  });

  it('a refused enrolment records nothing', async () => {
    const antes = await t.db
      .selectFrom('aceite')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/matricula',
      payload: matricula({ turmas: [999_999] }),
      headers: SAME,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const depois = await t.db
      .selectFrom('aceite')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });
});

describe('GET /api/pessoas/{id}/consentimentos', () => {
  it('401, 403, 400 for a bad id, 404 for no one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pessoas/1/consentimentos' })).statusCode).toBe(
      401,
    );
    expect((await consentimentos(1, professor)).statusCode).toBe(403);
    const ruim = await consentimentos('abc');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toMatch(/inv[aá]lido/i);
    expect((await consentimentos(999_999)).statusCode).toBe(404);
  });
});

describe('purposes at the desk', () => {
  it('a revocation is a new row, the history kept; only the student or a guardian answers', async () => {
    const { id_pessoa: resp } = await criarResponsavel(t.db, 'Gil Pai');
    const { id_aluno } = await criarAluno(t.db, 'Lia Filha', { responsaveis: [resp], contrato: 'clube' });
    const responder = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pessoas/${id_aluno}/finalidades`,
        payload,
        headers: { ...SAME, cookie: admin },
      });
    expect(
      (await responder({ finalidade: 'uso_imagem', consente: true, id_respondente: resp })).statusCode,
    ).toBe(204);
    expect(
      (await responder({ finalidade: 'uso_imagem', consente: false, id_respondente: resp })).statusCode,
    ).toBe(204);
    const outro = await responder({ finalidade: 'uso_imagem', consente: true, id_respondente: 1 });
    expect(outro.statusCode).toBe(400);
    expect((await responder({ finalidade: 'x', consente: true, id_respondente: resp })).statusCode).toBe(400);
    const c = (await consentimentos(id_aluno)).json() as Consentimentos;
    expect(c.finalidades.map((f) => [f.consente, f.canal])).toEqual([
      [false, 'secretaria'],
      [true, 'secretaria'],
    ]);
    // Who asked, and the administrator who recorded it, are in the ledger; the audit log has the revocation.
    expect(c.finalidades[0]).toMatchObject({
      respondido_por: { id: resp, nome: 'Gil Pai' },
      operador: { nome: 'Ana Admin' },
    });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?id_pessoa=${id_aluno}&acao=consentimento`,
      headers: { cookie: admin },
    });
    expect(log.json().items.map((e: { detalhe: string }) => e.detalhe)).toEqual([
      expect.stringMatching(/^revoga uso_imagem v\d+ \(secretaria\) por /),
      expect.stringMatching(/^autoriza uso_imagem v\d+ \(secretaria\) por /),
    ]);
  });
});

/** An administrator publishes a new version of the club contract, in force today. */
const publicarContrato = (texto: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacidade/documentos',
    payload: {
      documento: 'contrato_clube',
      titulo: 'Contrato do clube',
      texto,
      vigente_desde: hojeNoFuso(FUSO_TESTE),
    },
    headers: { ...SAME, cookie: admin },
  });

describe('a new contract version, pending students and the personal link', () => {
  it('lists the older acceptances; the link shows the documents and records the guardian accepting', async () => {
    const m = matricula({
      aluno: { ...pessoa('Teo Link'), dt_nasc_pessoa: `${ano - 9}-05-05`, destro_canhoto: 'd' },
      responsavel1: { ...pessoa('Rui Link'), telefone_pessoa: '(21) 99876-5432' },
    });
    const { id_aluno } = await matricular(m);
    const idResp = await idDe(m.responsavel1!.cpf_pessoa);
    const pendentes = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/privacidade/pendentes?q=${encodeURIComponent('Teo Link')}`,
          headers: { cookie: admin },
        })
      ).json().items as Pendente[];
    expect((await pendentes()).some((p) => p.id_aluno === id_aluno)).toBe(false);

    const publicar = await publicarContrato('Novo texto do contrato.');
    expect(publicar.statusCode, publicar.body).toBe(201);
    expect(publicar.json().versao).toBe(2);
    const pendente = (await pendentes()).find((p) => p.id_aluno === id_aluno);
    // The link's WhatsApp goes to who answers it: the guardian, not the child.
    expect(pendente).toMatchObject({
      versao_aceita: 1,
      versao_atual: 2,
      token: null,
      telefone: '21998765432',
    });

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/alunos/${id_aluno}/link-consentimento`,
      headers: { ...SAME, cookie: admin },
    });
    expect(link.statusCode).toBe(201);
    const { token, expira_em } = link.json();
    expect(Date.parse(expira_em) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await pendentes()).find((p) => p.id_aluno === id_aluno)?.token).toBe(token);

    const pagina = await t.app.inject({ method: 'GET', url: `/api/consentimento/${token}` });
    expect(pagina.statusCode).toBe(200);
    const corpo = pagina.json();
    expect(corpo.primeiro_nome).toBe('Teo');
    expect(corpo.contrato).toMatchObject({ versao: 2, texto: 'Novo texto do contrato.' });
    expect(JSON.stringify(corpo)).not.toMatch(/Souza|Link|Carla|@exemplo/);
    expect(JSON.stringify(corpo)).not.toContain(m.responsavel1!.cpf_pessoa);

    const semAceite = await t.app.inject({
      method: 'POST',
      url: `/api/consentimento/${token}`,
      payload: { aceito: false, uso_imagem: true, federacao: true },
      headers: SAME,
    });
    expect(semAceite.statusCode).toBe(400);
    const aceitar = await t.app.inject({
      method: 'POST',
      url: `/api/consentimento/${token}`,
      payload: { aceito: true, uso_imagem: false, federacao: true },
      headers: SAME,
    });
    expect(aceitar.statusCode).toBe(204);
    const c = (await consentimentos(id_aluno)).json() as Consentimentos;
    const novo = c.aceites.find((a) => a.documento === 'contrato_clube' && a.versao === 2);
    expect(novo).toMatchObject({ canal: 'link', operador: null });
    expect(novo?.aceito_por.id).toBe(idResp);
    expect((await pendentes()).some((p) => p.id_aluno === id_aluno)).toBe(false);

    const falso = 'A'.repeat(43);
    expect((await t.app.inject({ method: 'GET', url: `/api/consentimento/${falso}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/consentimento/curto' })).statusCode).toBe(404);
  });

  it('pages and searches the pending students on the server: a new version never answers the whole list', async () => {
    for (const nome of ['Ana Pagina', 'Bia Pagina', 'Caio Pagina']) {
      await matricular(
        matricula({ aluno: { ...pessoa(nome), dt_nasc_pessoa: `${ano - 9}-05-05`, destro_canhoto: 'd' } }),
      );
    }
    const publicar = await publicarContrato('Texto com a nova regra de férias.');
    expect(publicar.statusCode, publicar.body).toBe(201);
    const pagina = async (query: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/privacidade/pendentes?${query}`,
        headers: { cookie: admin },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as PaginaCursor<Pendente>;
    };
    const p1 = await pagina('q=pagina&pageSize=2');
    expect(p1.items.map((p) => p.nome_aluno)).toEqual(['Ana Pagina', 'Bia Pagina']);
    expect(p1).toMatchObject({ total: 3, totalExato: true, anterior: null });
    const p2 = await pagina(`q=pagina&pageSize=2&after=${p1.proxima}`);
    expect(p2.items.map((p) => p.nome_aluno)).toEqual(['Caio Pagina']);
    expect(p2.proxima).toBeNull();
    expect((await pagina('q=caio')).items.map((p) => p.nome_aluno)).toEqual(['Caio Pagina']);
    // Every student of the club is pending now, and one page is still at most pageSize rows.
    expect((await pagina('pageSize=2')).items).toHaveLength(2);

    for (const query of ['pageSize=abc', 'pageSize=100000', `q=${'x'.repeat(5000)}`, 'after=%00']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/privacidade/pendentes?${query}`,
        headers: { cookie: admin },
      });
      expect(r.statusCode, query).toBe(400);
    }
    const deProfessor = await t.app.inject({
      method: 'GET',
      url: '/api/privacidade/pendentes',
      headers: { cookie: professor },
    });
    expect(deProfessor.statusCode).toBe(403);
  });

  it('publishing: admin only, text or hash required, messages in pt-BR', async () => {
    const publicar = (payload: object, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/privacidade/documentos',
        payload,
        headers: { ...SAME, ...(cookie ? { cookie } : {}) },
      });
    const valido = { documento: 'uso_imagem', titulo: 'Imagem', texto: 'Texto', vigente_desde: '2026-12-01' };
    expect((await publicar(valido)).statusCode).toBe(401);
    expect((await publicar(valido, professor)).statusCode).toBe(403);
    const semTexto = await publicar({ ...valido, texto: '' }, admin);
    expect(semTexto.statusCode).toBe(400);
    expect(semTexto.json().message).toMatch(/texto do documento ou o SHA-256/);
    expect((await publicar({ ...valido, documento: 'outro' }, admin)).statusCode).toBe(400);
    expect((await publicar({ ...valido, texto: null, pdf_sha256: 'a'.repeat(64) }, admin)).statusCode).toBe(
      201,
    );
    const versoes = await t.app.inject({
      method: 'GET',
      url: '/api/privacidade/documentos',
      headers: { cookie: admin },
    });
    expect(versoes.json().filter((v: { documento: string }) => v.documento === 'uso_imagem')).toHaveLength(2);
    const vigentes = await t.app.inject({ method: 'GET', url: '/api/privacidade/documentos/vigentes' });
    // In force from 2026-12-01: until then version 1 stays.
    const imagem = vigentes.json().find((v: { documento: string }) => v.documento === 'uso_imagem');
    expect(imagem.versao).toBe(hojeNoFuso(FUSO_TESTE) >= '2026-12-01' ? 2 : 1);
  });
});

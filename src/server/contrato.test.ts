// The original client's calls, one by one, exactly as the original client sends them (docs/compatibility.md):
// its field names, values typed as its forms send them (ids and numbers as digit
// strings, `null` for a field a form does not have), the trailing-slash paths it uses,
// and the answers' fields it reads. The calls follow its flows in order: a teacher
// created through the granular calls, a unit, a class, a student enrolled through the
// granular calls, the teacher's week, roster and attendance, the lists and the deletes.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoas } from '#server/test/fabrica.ts';

import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

let t: TestApp;
let admin: string;
let professor: string;

/** A same-origin browser request, as the original client (served on our origin) makes it. */
const chamar = (method: InjectOptions['method'], url: string, cookie?: string, corpo?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(corpo === undefined ? {} : { payload: JSON.stringify(corpo) }),
  });

/** What the flows create, by name, for the calls after. */
const ids = {
  enderecoProf: 0,
  prof: 0,
  unidade: 0,
  turma: 0,
  enderecoAluno: 0,
  responsavel: 0,
  aluno: 0,
  chamada: 0,
};
const EMAIL_PROF = 'tereza@contrato.local';
const SENHA_PROF = 'senha-da-tereza';
const HOJE = '2026-03-02';

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.loginAdmin();
  // Persons the flows never touch, so no role could share its number with a row count.
  await criarPessoas(t.db, ['Outra Pessoa 1', 'Outra Pessoa 2']);
});
afterAll(() => t.close());

describe('the original client, as it sends each call', () => {
  it('POST /login {usuario, senha}: nome and adm; a failure carries code 1 or 2 in message', async () => {
    const ok = await chamar('POST', '/login', undefined, { usuario: ADMIN.email, senha: ADMIN.senha });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ nome: ADMIN.nome, adm: 1, troca_senha: 0 });
    const usuario = await chamar('POST', '/login', undefined, { usuario: 'ninguem@x.local', senha: 'x' });
    expect(usuario.statusCode).toBe(401);
    expect(usuario.json()).toMatchObject({ message: 1, mensagem: MSG.usuarioIncorreto });
    const senha = await chamar('POST', '/login', undefined, { usuario: ADMIN.email, senha: 'errada' });
    expect(senha.json()).toMatchObject({ message: 2, mensagem: MSG.senhaIncorreta });
  });

  it('POST /login without a body: the session check', async () => {
    expect((await chamar('POST', '/login', admin)).json()).toEqual({
      nome: ADMIN.nome,
      adm: 1,
      troca_senha: 0,
    });
    expect((await chamar('POST', '/login')).statusCode).toBe(401);
  });

  it('POST /api/endereco/ (teacher form: no number field, numero null): returns id', async () => {
    const res = await chamar('POST', '/api/endereco/', admin, {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: null,
    });
    expect(res.statusCode).toBe(200);
    ids.enderecoProf = res.json().id;
    expect(res.json()).toEqual({ id: ids.enderecoProf, id_endereco: ids.enderecoProf });
  });

  it('POST /api/pessoa/ with senha_pessoa and adm (teacher creation; ids as text): returns id', async () => {
    const res = await chamar('POST', '/api/pessoa/', admin, {
      nome_pessoa: 'Tereza Professora',
      dt_nasc_pessoa: '1985-04-10',
      cpf_pessoa: generateCPF(),
      rg_pessoa: '12.345.678-9',
      email_pessoa: EMAIL_PROF,
      telefone_pessoa: '(11) 98765-4321',
      genero: 'f',
      id_endereco: String(ids.enderecoProf),
      senha_pessoa: SENHA_PROF,
      adm: '0',
    });
    expect(res.statusCode).toBe(200);
    ids.prof = res.json().id;
    expect(res.json().id_pessoa).toBe(ids.prof);
  });

  it('POST /api/professor/ {id_pessoa, caminho_foto}: the teacher is numbered by its person', async () => {
    const res = await chamar('POST', '/api/professor/', admin, {
      id_pessoa: String(ids.prof),
      caminho_foto: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids.prof, id_professor: ids.prof });
    professor = await t.login(EMAIL_PROF, SENHA_PROF);
  });

  it('PUT and POST /api/professor/{id} {id_pessoa, caminho_foto}; another person is refused', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const res = await chamar(method, `/api/professor/${ids.prof}`, admin, {
        id_pessoa: ids.prof,
        caminho_foto: `fotos/${method}.jpg`,
      });
      expect(res.json()).toEqual({ id: ids.prof, id_professor: ids.prof });
    }
    const outra = await chamar('PUT', `/api/professor/${ids.prof}`, admin, {
      id_pessoa: 1,
      caminho_foto: null,
    });
    expect(outra.statusCode).toBe(400);
    expect(outra.json().campos).toHaveProperty('id_pessoa');
  });

  it('GET /api/professor/ and /api/professor: the list, where the client finds the teacher by id', async () => {
    for (const url of ['/api/professor/', '/api/professor']) {
      const lista = (await chamar('GET', url, admin)).json() as { id_professor: number; id_pessoa: number }[];
      expect(lista.find((p) => p.id_pessoa === ids.prof)).toMatchObject({
        id_professor: ids.prof,
        caminho_foto: 'fotos/POST.jpg',
        nome_pessoa: 'Tereza Professora',
      });
    }
  });

  it('POST /api/unidade/ and PUT/POST /api/unidade/{id}; GET /api/unidade/ lists it', async () => {
    const corpo = {
      nome_unidade: 'DEC Paulista',
      email_unidade: 'dec@contrato.local',
      cnpj_unidade: '11.222.333/0001-81',
      telefone_unidade: '(11) 3333-4444',
      mais_contatos: null,
      id_endereco: String(ids.enderecoProf),
      tipo: 'dec',
    };
    const res = await chamar('POST', '/api/unidade/', admin, corpo);
    expect(res.statusCode).toBe(200);
    ids.unidade = res.json().id;
    expect(res.json().id_unidade).toBe(ids.unidade);
    for (const method of ['PUT', 'POST'] as const)
      expect(
        (
          await chamar(method, `/api/unidade/${ids.unidade}`, admin, { ...corpo, mais_contatos: method })
        ).json(),
      ).toEqual({ id: ids.unidade, id_unidade: ids.unidade });
    const lista = (await chamar('GET', '/api/unidade/', admin)).json() as { id_unidade: number }[];
    expect(lista.find((u) => u.id_unidade === ids.unidade)).toMatchObject({
      nome_unidade: 'DEC Paulista',
      mais_contatos: 'POST',
      tipo: 'dec',
    });
  });

  it("POST and PUT /api/turma{/id} {qtd_maxima, id_professor, …} take the teacher's person id", async () => {
    const corpo = {
      qtd_maxima: '20',
      id_professor: String(ids.prof),
      dia_semana: 'segunda',
      horario: '18:30',
      id_unidade: String(ids.unidade),
      nome_turma: 'Florete Adulto',
    };
    const res = await chamar('POST', '/api/turma', admin, corpo);
    expect(res.statusCode).toBe(200);
    ids.turma = res.json().id;
    expect(res.json().id_turma).toBe(ids.turma);
    const put = await chamar('PUT', `/api/turma/${ids.turma}`, admin, { ...corpo, qtd_maxima: '25' });
    expect(put.json()).toEqual({ id: ids.turma, id_turma: ids.turma });
    const lista = (await chamar('GET', '/api/turma', admin)).json() as { id_turma: number }[];
    expect(lista.find((x) => x.id_turma === ids.turma)).toMatchObject({
      id_professor: ids.prof,
      nome_professor: 'Tereza Professora',
      qtd_maxima: 25,
    });
  });

  it('POST /api/unidade/cidade/2tipo and 1tipo: the units of a city (public)', async () => {
    const dois = await chamar('POST', '/api/unidade/cidade/2tipo', undefined, {
      cidade: 'São Paulo',
      tipo1: 'dec',
      tipo2: 'particular',
    });
    expect(dois.json()).toEqual([{ id_unidade: ids.unidade, nome_unidade: 'DEC Paulista', tipo: 'dec' }]);
    const um = await chamar('POST', '/api/unidade/cidade/1tipo', undefined, {
      cidade: 'São Paulo',
      tipo: 'dec',
    });
    expect(um.json()).toEqual(dois.json());
    const publica = await chamar('POST', '/api/unidade/cidade/1tipo', undefined, {
      cidade: 'São Paulo',
      tipo: 'publica',
    });
    expect(publica.json()).toEqual([]);
  });

  it('GET /api/turma/formatada: id_turma, id_unidade, nome_formatado (public)', async () => {
    const lista = (await chamar('GET', '/api/turma/formatada')).json();
    expect(lista).toEqual([
      expect.objectContaining({
        id_turma: ids.turma,
        id_unidade: ids.unidade,
        nome_formatado: 'Florete Adulto - Segunda-feira às 18:30',
      }),
    ]);
  });

  it('the granular enrolment: POST /api/endereco, /api/pessoa, /api/responsavel_aluno, /api/aluno, /api/aluno_has_turma', async () => {
    const endereco = await chamar('POST', '/api/endereco', admin, {
      cep: '01001000',
      estado: 'sp',
      cidade: 'São Paulo',
      bairro: 'Sé',
      rua: 'Praça da Sé',
      numero: '100',
    });
    ids.enderecoAluno = endereco.json().id;
    const pessoa = (nome: string, extra: object) => ({
      nome_pessoa: nome,
      cpf_pessoa: generateCPF(),
      rg_pessoa: '123456789',
      email_pessoa: `${nome.split(' ')[0].toLowerCase()}@contrato.local`,
      telefone_pessoa: '11987654321',
      genero: 'm',
      id_endereco: String(ids.enderecoAluno),
      ...extra,
    });
    // Guardians get the fixed birth date; the form sends no adm (null).
    const resp = await chamar(
      'POST',
      '/api/pessoa',
      admin,
      pessoa('Rui Responsável', {
        dt_nasc_pessoa: DATA_NASC_RESPONSAVEL,
        adm: null,
      }),
    );
    expect(resp.statusCode).toBe(200);
    const idPessoaResp = resp.json().id;
    const ra = await chamar('POST', '/api/responsavel_aluno', admin, { id_pessoa: String(idPessoaResp) });
    expect(ra.statusCode).toBe(201);
    expect(ra.json()).toEqual({ id: idPessoaResp, id_responsavel: idPessoaResp });
    ids.responsavel = idPessoaResp;

    const aluno = await chamar(
      'POST',
      '/api/pessoa',
      admin,
      pessoa('Caio Aluno', { dt_nasc_pessoa: '2012-06-15' }),
    );
    const idPessoaAluno = aluno.json().id;
    const a = await chamar('POST', '/api/aluno', admin, {
      id_pessoa: String(idPessoaAluno),
      destro_canhoto: 'c',
      id_responsavel: String(ids.responsavel),
      id_responsavel2: null,
      dt_inicio: HOJE,
      tipo_plano: 'mensal',
      dia_pagamento: '10',
      tipo_aluno: 'pagante',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({ id: idPessoaAluno, id_aluno: idPessoaAluno });
    ids.aluno = idPessoaAluno;

    const link = await chamar('POST', '/api/aluno_has_turma', admin, {
      id_aluno: String(ids.aluno),
      id_turma: String(ids.turma),
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toEqual({ id_aluno: ids.aluno, id_turma: ids.turma });
  });

  it('GET /api/aluno/allData/{id_aluno}: an array whose first element is the edit form', async () => {
    const res = await chamar('GET', `/api/aluno/allData/${ids.aluno}`, admin);
    expect(res.statusCode).toBe(200);
    const lista = res.json();
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      nome_aluno: 'Caio Aluno',
      email_aluno: 'caio@contrato.local',
      genero_aluno: 'm',
      rg_aluno: '123456789',
      telefone_aluno: '11987654321',
      data_nascimento_aluno: '2012-06-15',
      destro_canhoto: 'c',
      nome_responsavel1: 'Rui Responsável',
      email_responsavel1: 'rui@contrato.local',
      nome_responsavel2: null,
      cep: '01001000',
      rua: 'Praça da Sé',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
      numero_aluno: '100',
      dia_pagamento: 10,
      tipo_plano: 'mensal',
    });
  });

  it('GET /api/pessoa and /api/endereco: lists where the client finds items by id', async () => {
    const pessoas = (await chamar('GET', '/api/pessoa', admin)).json() as { id_pessoa: number }[];
    for (const id of [ids.prof, ids.responsavel, ids.aluno])
      expect(pessoas.some((p) => p.id_pessoa === id)).toBe(true);
    expect(JSON.stringify(pessoas)).not.toContain('senha');
    const enderecos = (await chamar('GET', '/api/endereco', admin)).json() as {
      id_endereco: number;
      numero: string;
    }[];
    expect(enderecos.find((e) => e.id_endereco === ids.enderecoProf)?.numero).toBe('');
    expect(enderecos.find((e) => e.id_endereco === ids.enderecoAluno)?.numero).toBe('100');
  });

  it('PUT /api/endereco/{id} and PUT /api/pessoa/{id}', async () => {
    const e = await chamar('PUT', `/api/endereco/${ids.enderecoAluno}`, admin, {
      cep: '01001-000',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Sé',
      rua: 'Praça da Sé',
      numero: '200',
    });
    expect(e.json()).toEqual({ id: ids.enderecoAluno, id_endereco: ids.enderecoAluno });
    const p = await chamar('PUT', `/api/pessoa/${ids.responsavel}`, admin, {
      nome_pessoa: 'Rui Responsável Silva',
      dt_nasc_pessoa: DATA_NASC_RESPONSAVEL,
      cpf_pessoa: generateCPF(),
      rg_pessoa: '123456789',
      email_pessoa: 'rui@contrato.local',
      telefone_pessoa: '11987654321',
      genero: 'm',
      id_endereco: ids.enderecoAluno,
      adm: null,
    });
    expect(p.json()).toEqual({ id: ids.responsavel, id_pessoa: ids.responsavel });
    const lido = (await chamar('GET', `/api/aluno/allData/${ids.aluno}`, admin)).json()[0];
    expect(lido).toMatchObject({ nome_responsavel1: 'Rui Responsável Silva', numero_aluno: '200' });
  });

  it("GET /minhasturmas and PUT /minhasturmas/{id}: the teacher's classes and one's detail", async () => {
    const semana = (await chamar('GET', '/minhasturmas', professor)).json();
    expect(semana).toEqual([expect.objectContaining({ id_turma: ids.turma, nome_turma: 'Florete Adulto' })]);
    const detalhe = (await chamar('PUT', `/minhasturmas/${ids.turma}`, professor)).json();
    expect(detalhe).toMatchObject({
      nome_turma: 'Florete Adulto',
      horario: '18:30',
      endereco_completo: 'DEC Paulista - Avenida Paulista,  - Bela Vista, São Paulo - SP',
    });
  });

  it('GET /listaralunos/{idturma}: id_aluno and nome_aluno, also as id_pessoa and nome_pessoa', async () => {
    expect((await chamar('GET', `/listaralunos/${ids.turma}`, professor)).json()).toEqual([
      {
        id_aluno: ids.aluno,
        nome_aluno: 'Caio Aluno',
        id_pessoa: ids.aluno,
        nome_pessoa: 'Caio Aluno',
        // Added for the teacher: the student's competition category this season (a field the
        // original client does not read; its value is features/aulas/turmas.test.ts's).
        categoria: expect.any(String),
      },
    ]);
  });

  it('GET /listartodosalunos: nome_aluno and id_aluno of every student', async () => {
    expect((await chamar('GET', '/listartodosalunos', admin)).json()).toEqual([
      { id_aluno: ids.aluno, nome_aluno: 'Caio Aluno' },
    ]);
  });

  it('POST /api/chamada/buscar {id_turma, data_c} and /api/chamada/enviar {id_chamada, status_c 1, alunos, observacao}', async () => {
    const folha = await chamar('POST', '/api/chamada/buscar', professor, {
      id_turma: String(ids.turma),
      data_c: HOJE,
    });
    expect(folha.statusCode).toBe(200);
    const [linha] = folha.json();
    ids.chamada = linha.id_chamada;
    expect(linha).toMatchObject({
      status_c: 0,
      observacao: null,
      id_aluno: ids.aluno,
      nome_pessoa: 'Caio Aluno',
    });
    expect(linha.presenca).toBeNull();
    const enviada = await chamar('POST', '/api/chamada/enviar', professor, {
      id_chamada: String(ids.chamada),
      status_c: '1',
      alunos: [{ id_aluno: String(ids.aluno), presenca: '1' }],
      observacao: 'Boa aula',
    });
    expect(enviada.statusCode).toBe(200);
    expect(enviada.json()).toEqual([
      expect.objectContaining({
        id_chamada: ids.chamada,
        status_c: 1,
        observacao: 'Boa aula',
        id_aluno: ids.aluno,
        presenca: 1,
      }),
    ]);
  });

  it('DELETE /api/aluno_has_turma/aluno/{id}: the student leaves its one class', async () => {
    const res = await chamar('DELETE', `/api/aluno_has_turma/aluno/${ids.aluno}`, professor);
    expect(res.statusCode).toBe(200);
    expect((await chamar('GET', `/listaralunos/${ids.turma}`, professor)).json()).toEqual([]);
  });

  it('GET /admbackend/aluno and /admbackend/professor', async () => {
    expect((await chamar('GET', '/admbackend/aluno', admin)).json()).toEqual([
      { id_aluno: ids.aluno, id_pessoa: ids.aluno, nome_pessoa: 'Caio Aluno', tipo_aluno: 'pagante' },
    ]);
    expect((await chamar('GET', '/admbackend/professor', admin)).json()).toEqual([
      expect.objectContaining({
        id_professor: ids.prof,
        id_pessoa: ids.prof,
        nome_pessoa: 'Tereza Professora',
      }),
    ]);
  });

  it('GET /admbackend/excluirturma, excluiraluno, excluirprofessor and excluirunidade/{id}', async () => {
    for (const [url, message] of [
      [`/admbackend/excluirturma/${ids.turma}`, MSG.turmaExcluida],
      [`/admbackend/excluiraluno/${ids.aluno}`, MSG_RECUSA.alunoExcluido],
      [`/admbackend/excluirprofessor/${ids.prof}`, MSG_RECUSA.professorExcluido],
      [`/admbackend/excluirunidade/${ids.unidade}`, MSG_RECUSA.unidadeExcluida],
    ]) {
      const res = await chamar('GET', url, admin);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ message });
    }
    expect((await chamar('GET', '/admbackend/aluno', admin)).json()).toEqual([]);
    expect((await chamar('GET', '/admbackend/professor', admin)).json()).toEqual([]);
  });

  it('GET /sair ends the session', async () => {
    expect((await chamar('GET', '/sair', admin)).statusCode).toBe(200);
    expect((await chamar('POST', '/login', admin)).statusCode).toBe(401);
  });
});

describe('the one deliberate difference (docs/compatibility.md)', () => {
  it('the granular writes stay administrator-only: anonymous callers get 401 and nothing is written', async () => {
    const antes = await t.db
      .selectFrom('pessoa')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [url, corpo] of [
      ['/api/endereco', { cep: '01001000', estado: 'SP', cidade: 'X', bairro: 'X', rua: 'X', numero: '1' }],
      ['/api/pessoa', { nome_pessoa: 'Anônimo' }],
      ['/api/responsavel_aluno', { id_pessoa: 1 }],
      ['/api/aluno', { id_pessoa: 1 }],
      ['/api/aluno_has_turma', { id_aluno: 1, id_turma: 1 }],
    ] as const) {
      const res = await chamar('POST', url, undefined, corpo);
      expect(res.statusCode, url).toBe(401);
    }
    const depois = await t.db
      .selectFrom('pessoa')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });
});

// A client written against the original API (docs/compatibility.md) takes the ids it sends from the lists it reads. Here
// every id comes from a list answer (as the original client picks it: the person's
// id_pessoa from the student and teacher lists, id_aluno from the rosters) and goes to
// the matching edit, delete or link call; each time exactly that person is affected and
// nobody else (decision 012: a role's id is its person's).
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoas, criarUnidade } from '#server/test/fabrica.ts';

import { DATA_NASC_RESPONSAVEL } from '#shared/constants.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

let t: TestApp;
let admin: string;
let idTurma: number;

const chamar = async (method: InjectOptions['method'], url: string, corpo?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    ...(corpo === undefined ? {} : { payload: corpo as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
  return res.json();
};

const pessoa = (nome: string, nascimento = '1990-05-20') => ({
  nome_pessoa: nome,
  dt_nasc_pessoa: nascimento,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '123456789',
  email_pessoa: `${nome
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@ids.local`,
  telefone_pessoa: '11987654321',
  genero: 'f',
});
const endereco = {
  cep: '01310100',
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Centro',
  rua: 'Rua A',
  numero: '1',
};

/** Every person row, by id, as JSON: what a call changed is the difference. */
async function pessoas(): Promise<Map<number, string>> {
  const rows = await t.db.selectFrom('pessoa').selectAll().execute();
  return new Map(rows.map((r) => [r.id_pessoa, JSON.stringify(r)]));
}
function alteradas(antes: Map<number, string>, depois: Map<number, string>): number[] {
  const ids = new Set([...antes.keys(), ...depois.keys()]);
  return [...ids].filter((id) => antes.get(id) !== depois.get(id)).sort((a, b) => a - b);
}

type Linha = Record<string, unknown>;
const porNome = (lista: Linha[], campo: string, nome: string) => {
  const achada = lista.find((l) => String(l[campo]).startsWith(nome));
  if (!achada) throw new Error(`${nome} não está na lista`);
  return achada;
};
const nomes = (lista: Linha[], campo: string) => lista.map((l) => String(l[campo]));

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.loginAdmin();
  // People who are no role come first, so no role's number could match its row count.
  await criarPessoas(
    t.db,
    Array.from({ length: 5 }, (_, i) => `Ninguém ${i}`),
  );
  for (const nome of ['Tereza', 'Otávio', 'Úrsula'])
    await chamar('POST', '/api/professor/completo', {
      ...pessoa(`${nome} Professora`),
      senha_pessoa: 'senha-segura-1',
      endereco,
    });
  const id_unidade = await criarUnidade(t.db, { nome_unidade: 'DEC', endereco: null });
  const tereza = porNome(await chamar('GET', '/admbackend/professor'), 'nome_pessoa', 'Tereza');
  idTurma = (
    await chamar('POST', '/api/turma', {
      nome_turma: 'Florete',
      qtd_maxima: 10,
      id_professor: tereza.id_pessoa,
      id_unidade,
      dia_semana: 'segunda',
      horario: '18:00',
    })
  ).id;
  const responsaveis: Record<string, number> = {};
  for (const nome of ['Rita', 'Raul']) {
    const { id } = await chamar('POST', '/api/pessoa', pessoa(`${nome} Responsável`, DATA_NASC_RESPONSAVEL));
    responsaveis[nome] = (await chamar('POST', '/api/responsavel_aluno', { id_pessoa: id })).id_responsavel;
  }
  for (const [nome, resp] of [
    ['Ana', 'Rita'],
    ['Bruno', 'Raul'],
    ['Carla', null],
    ['Davi', 'Rita'],
  ] as const) {
    const { id } = await chamar('POST', '/api/pessoa', pessoa(`${nome} Aluna`, '2012-03-04'));
    await chamar('POST', '/api/aluno', {
      id_pessoa: id,
      destro_canhoto: 'd',
      id_responsavel: resp ? responsaveis[resp] : null,
      dt_inicio: '2026-01-10',
      tipo_aluno: 'naoPagante',
    });
  }
  const todos = await chamar('GET', '/listartodosalunos');
  for (const nome of ['Ana', 'Bruno'])
    await chamar('POST', '/api/aluno_has_turma', {
      id_aluno: porNome(todos, 'nome_aluno', nome).id_aluno,
      id_turma: idTurma,
    });
}, 60_000);
afterAll(() => t.close());

const roster = async () => nomes(await chamar('GET', `/listaralunos/${idTurma}`), 'nome_aluno');

describe('an id taken from a list acts on exactly that person', () => {
  it("student list → allData: each row's id_pessoa (= id_aluno) reads that student", async () => {
    const lista: Linha[] = await chamar('GET', '/admbackend/aluno');
    expect(lista).toHaveLength(4);
    for (const l of lista) {
      expect(l.id_aluno).toBe(l.id_pessoa);
      const [lido] = await chamar('GET', `/api/aluno/allData/${l.id_pessoa}`);
      expect(lido.nome_aluno).toBe(l.nome_pessoa);
    }
  });

  it("student list → PUT /api/pessoa/{id_pessoa}: only that student's person changes", async () => {
    const bruno = porNome(await chamar('GET', '/admbackend/aluno'), 'nome_pessoa', 'Bruno');
    const antes = await pessoas();
    await chamar('PUT', `/api/pessoa/${bruno.id_pessoa}`, pessoa('Bruno Editado', '2012-03-04'));
    expect(alteradas(antes, await pessoas())).toEqual([bruno.id_pessoa]);
  });

  it('all-students list → POST /api/aluno_has_turma {id_aluno}: exactly that student joins', async () => {
    const carla = porNome(await chamar('GET', '/listartodosalunos'), 'nome_aluno', 'Carla');
    await chamar('POST', '/api/aluno_has_turma', { id_aluno: carla.id_aluno, id_turma: idTurma });
    expect(await roster()).toEqual(['Ana Aluna', 'Bruno Editado', 'Carla Aluna']);
  });

  it('roster → DELETE /api/aluno_has_turma/aluno/{id_aluno}: exactly that student leaves', async () => {
    const ana = porNome(await chamar('GET', `/listaralunos/${idTurma}`), 'nome_aluno', 'Ana');
    expect(ana.id_pessoa).toBe(ana.id_aluno);
    await chamar('DELETE', `/api/aluno_has_turma/aluno/${ana.id_aluno}?id_turma=${idTurma}`);
    expect(await roster()).toEqual(['Bruno Editado', 'Carla Aluna']);
  });

  it("attendance sheet → enviar {id_aluno, presenca}: each mark lands on that student's person", async () => {
    const folha: Linha[] = await chamar('POST', '/api/chamada/buscar', {
      id_turma: idTurma,
      data_c: '2026-03-02',
    });
    const presenca = (l: Linha) => (String(l.nome_pessoa).startsWith('Bruno') ? 1 : 0);
    await chamar('POST', '/api/chamada/enviar', {
      id_chamada: folha[0].id_chamada,
      status_c: 1,
      alunos: folha.map((l) => ({ id_aluno: l.id_aluno, presenca: presenca(l) })),
    });
    const marcas = await t.db
      .selectFrom('chamada_aluno as ca')
      .innerJoin('pessoa as p', 'p.id_pessoa', 'ca.id_aluno')
      .select(['p.nome_pessoa', 'ca.presenca'])
      .orderBy('p.nome_pessoa')
      .execute();
    expect(marcas).toEqual([
      { nome_pessoa: 'Bruno Editado', presenca: 1 },
      { nome_pessoa: 'Carla Aluna', presenca: 0 },
    ]);
  });

  it('student list → GET /admbackend/excluiraluno/{id_pessoa}: exactly that student is deleted', async () => {
    const davi = porNome(await chamar('GET', '/admbackend/aluno'), 'nome_pessoa', 'Davi');
    const antes = await pessoas();
    expect((await chamar('GET', `/admbackend/excluiraluno/${davi.id_pessoa}`)).message).toBe(
      MSG_RECUSA.alunoExcluido,
    );
    expect(nomes(await chamar('GET', '/admbackend/aluno'), 'nome_pessoa')).toEqual([
      'Ana Aluna',
      'Bruno Editado',
      'Carla Aluna',
    ]);
    // Davi's person went; his guardian Rita stays (Ana still has her).
    expect(alteradas(antes, await pessoas())).toEqual([davi.id_pessoa]);
  });

  it('person list → POST /api/aluno {id_responsavel}: the guardian named is that person', async () => {
    const rita = porNome(await chamar('GET', '/api/pessoa'), 'nome_pessoa', 'Rita');
    const { id } = await chamar('POST', '/api/pessoa', pessoa('Eva Aluna', '2013-01-01'));
    await chamar('POST', '/api/aluno', {
      id_pessoa: id,
      destro_canhoto: 'd',
      id_responsavel: rita.id_pessoa,
      dt_inicio: '2026-01-10',
      tipo_aluno: 'escola',
    });
    const [eva] = await chamar('GET', `/api/aluno/allData/${id}`);
    expect(eva).toMatchObject({ nome_aluno: 'Eva Aluna', nome_responsavel1: 'Rita Responsável' });
  });

  it('teacher list → POST /api/turma {id_professor}: the class gets that teacher', async () => {
    const ursula = porNome(await chamar('GET', '/admbackend/professor'), 'nome_pessoa', 'Úrsula');
    const { id_unidade } = await chamar('GET', `/api/turma/${idTurma}`);
    const { id } = await chamar('POST', '/api/turma', {
      nome_turma: 'Sabre',
      qtd_maxima: '8',
      id_professor: String(ursula.id_pessoa),
      id_unidade: String(id_unidade),
      dia_semana: 'terça',
      horario: '19:00',
    });
    expect(await chamar('GET', `/api/turma/${id}`)).toMatchObject({
      id_professor: ursula.id_pessoa,
      nome_professor: 'Úrsula Professora',
    });
    expect((await chamar('GET', `/api/turma/${idTurma}`)).nome_professor).toBe('Tereza Professora');
  });

  it("teacher list → PUT /api/professor/{id}: only that teacher's row changes", async () => {
    const lista: Linha[] = await chamar('GET', '/api/professor');
    const ursula = porNome(lista, 'nome_pessoa', 'Úrsula');
    await chamar('PUT', `/api/professor/${ursula.id_pessoa}`, {
      id_pessoa: ursula.id_pessoa,
      caminho_foto: 'u.jpg',
    });
    const depois: Linha[] = await chamar('GET', '/api/professor');
    for (const p of depois) expect(p.caminho_foto).toBe(p.id_pessoa === ursula.id_pessoa ? 'u.jpg' : null);
  });

  it('teacher list → GET /admbackend/excluirprofessor/{id_pessoa}: exactly that teacher is deleted', async () => {
    const otavio = porNome(await chamar('GET', '/admbackend/professor'), 'nome_pessoa', 'Otávio');
    const antes = await pessoas();
    expect((await chamar('GET', `/admbackend/excluirprofessor/${otavio.id_pessoa}`)).message).toBe(
      MSG_RECUSA.professorExcluido,
    );
    expect(nomes(await chamar('GET', '/admbackend/professor'), 'nome_pessoa')).toEqual([
      'Tereza Professora',
      'Úrsula Professora',
    ]);
    expect(alteradas(antes, await pessoas())).toEqual([otavio.id_pessoa]);
  });

  it('class list → GET /admbackend/excluirturma/{id_turma}: exactly that class is deleted', async () => {
    const sabre = porNome(await chamar('GET', '/api/turma'), 'nome_turma', 'Sabre');
    await chamar('GET', `/admbackend/excluirturma/${sabre.id_turma}`);
    expect(nomes(await chamar('GET', '/api/turma'), 'nome_turma')).toEqual(['Florete']);
  });
});

// Students and teachers who leave keep their history (decision 014): deactivation,
// reactivation (within capacity), the lists' situacao filter, the inactive teacher's login.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, criarTurmaDireto, PROF, setupAdm } from '#server/features/adm/testing.ts';
import { criarAluno, criarChamada, tornarProfessor } from '#server/test/fabrica.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

const SEGUNDA = '2026-11-16';

/** A sent chamada of the class on SEGUNDA with the student marked present. */
async function marcarPresenca(id_turma: number, id_aluno: number) {
  await criarChamada(c.t.db, id_turma, SEGUNDA, {
    status_c: 1,
    versao: 1,
    marcas: [{ id_aluno, presenca: 1 }],
  });
}

const json = async (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = c.admin) => {
  const res = await c.call(method, url, { cookie, payload });
  return { status: res.statusCode, body: res.json() };
};
const nomes = (b: { items: { nome_pessoa: string }[] }) => b.items.map((a) => a.nome_pessoa);
const roster = async (id_turma: number) =>
  (await json('GET', `/listaralunos/${id_turma}`, undefined, c.professor)).body.map(
    (a: { nome_aluno: string }) => a.nome_aluno,
  );
const turmaNaLista = async (id_turma: number) =>
  (await json('GET', '/api/adm/turmas')).body.items.find(
    (t: { id_turma: number }) => t.id_turma === id_turma,
  );

describe('deactivating and reactivating a student', () => {
  it('leaves rosters, counts and the active lists; keeps the history; comes back', async () => {
    const { id_turma } = await criarTurmaDireto(c);
    const ana = await criarAluno(c.t.db, 'Ana Lima', { turmas: [id_turma] });
    await criarAluno(c.t.db, 'Bruno Reis', { turmas: [id_turma] });
    await marcarPresenca(id_turma, ana.id_aluno);
    const ativosAntes = (await json('GET', '/api/relatorios/painel')).body.ativos.total;

    const r = await json('POST', `/api/adm/alunos/${ana.id_aluno}/desativar`, {
      data: '2026-11-20',
      motivo: 'Mudou de cidade',
    });
    expect(r).toEqual({ status: 200, body: { message: MSG_INATIVO.alunoDesativado } });

    expect(await roster(id_turma)).toEqual(['Bruno Reis']);
    expect((await turmaNaLista(id_turma)).qtd_alunos).toBe(1);
    expect((await json('GET', '/api/relatorios/painel')).body.ativos.total).toBe(ativosAntes - 1);
    expect(nomes((await json('GET', '/api/adm/alunos')).body)).toEqual(['Bruno Reis']);
    expect(nomes((await json('GET', '/api/adm/alunos?situacao=ativos')).body)).toEqual(['Bruno Reis']);
    expect(nomes((await json('GET', '/api/adm/alunos?situacao=inativos')).body)).toEqual(['Ana Lima']);
    const todos = (await json('GET', '/api/adm/alunos?situacao=todos')).body;
    expect(nomes(todos)).toEqual(['Ana Lima', 'Bruno Reis']);
    expect(todos.items[0].inativo_desde).toBe('2026-11-20');
    expect(todos.items[1].inativo_desde).toBeNull();
    // Numbered pages and searches take the filter too; the original client's complete list holds everyone.
    expect(nomes((await json('GET', '/api/adm/alunos?page=1&situacao=inativos')).body)).toEqual(['Ana Lima']);
    expect(nomes((await json('GET', '/api/adm/alunos?q=ana')).body)).toEqual([]);
    expect((await json('GET', '/admbackend/aluno')).body).toHaveLength(2);
    // A dashboard figure's link lists every student it counted ("sem turma" holds Ana).
    expect(nomes((await json('GET', '/api/adm/alunos?ativo=0')).body)).toEqual(['Ana Lima']);

    // The history stays: the profile's marks and the delete's warning.
    const perfil = (await json('GET', `/api/relatorios/aluno/${ana.id_aluno}`)).body;
    expect(perfil.inativo).toEqual({ desde: '2026-11-20', motivo: 'Mudou de cidade' });
    expect(perfil.ativo).toBe(false);
    expect(JSON.stringify(perfil.frequencia ?? perfil)).toContain(SEGUNDA);
    expect((await json('GET', `/api/adm/alunos/${ana.id_aluno}/historico`)).body).toEqual({ presencas: 1 });
    expect(await c.t.db.selectFrom('chamada_aluno').selectAll().execute()).toHaveLength(1);

    // An inactive student cannot be put in a class, whatever the path.
    const link = await json('POST', '/api/aluno_has_turma', { id_aluno: ana.id_aluno, id_turma });
    expect(link).toEqual({ status: 409, body: { message: MSG_INATIVO.alunoInativoTurma } });
    expect((await json('POST', `/api/adm/alunos/${ana.id_aluno}/desativar`, {})).status).toBe(409);

    const volta = await json('POST', `/api/adm/alunos/${ana.id_aluno}/reativar`);
    expect(volta).toEqual({ status: 200, body: { message: MSG_INATIVO.alunoReativado } });
    expect(await roster(id_turma)).toEqual(['Ana Lima', 'Bruno Reis']);
    expect((await turmaNaLista(id_turma)).qtd_alunos).toBe(2);
    expect((await json('GET', '/api/relatorios/painel')).body.ativos.total).toBe(ativosAntes);
    expect((await json('GET', `/api/relatorios/aluno/${ana.id_aluno}`)).body.inativo).toBeNull();
    expect(await c.t.db.selectFrom('aluno_turma_anterior').selectAll().execute()).toEqual([]);
    expect((await json('POST', `/api/adm/alunos/${ana.id_aluno}/reativar`)).status).toBe(409);
  });

  it('refuses to reactivate into a full class, naming it, and changes nothing', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Sabre Avançado');
    const ana = await criarAluno(c.t.db, 'Ana Lima', { turmas: [id_turma] });
    expect((await json('POST', `/api/adm/alunos/${ana.id_aluno}/desativar`, {})).status).toBe(200);
    await c.t.db.updateTable('turma').set({ qtd_maxima: 1 }).where('id_turma', '=', id_turma).execute();
    await criarAluno(c.t.db, 'Bruno Reis', { turmas: [id_turma] });

    const r = await json('POST', `/api/adm/alunos/${ana.id_aluno}/reativar`);
    expect(r).toEqual({ status: 409, body: { message: MSG_INATIVO.turmaLotadaReativar('Sabre Avançado') } });
    expect(await roster(id_turma)).toEqual(['Bruno Reis']);
    const a = await c.t.db
      .selectFrom('aluno')
      .select('inativo_desde')
      .where('id_aluno', '=', ana.id_aluno)
      .executeTakeFirstOrThrow();
    expect(a.inativo_desde).not.toBeNull();
    expect(
      await c.t.db.selectFrom('aluno_turma_anterior').select(['id_aluno', 'id_turma']).execute(),
    ).toEqual([{ id_aluno: ana.id_aluno, id_turma }]);
  });

  it('validates the day and the reason; administrators only', async () => {
    const ana = await criarAluno(c.t.db, 'Ana Lima');
    const url = `/api/adm/alunos/${ana.id_aluno}/desativar`;
    expect((await json('POST', url, { data: '2999-01-01' })).body.message).toBe(MSG_INATIVO.dataFutura);
    expect((await json('POST', url, { data: '2026-02-30' })).status).toBe(400);
    expect((await json('POST', url, { motivo: 'x'.repeat(501) })).status).toBe(400);
    expect((await json('POST', url, { motivo: 'a\u0000b' })).status).toBe(400);
    expect((await json('POST', url, {}, c.professor)).status).toBe(403);
    expect((await json('POST', '/api/adm/alunos/999999/desativar', {})).status).toBe(404);
    expect((await json('GET', '/api/adm/alunos?situacao=algum')).status).toBe(400);
    // Today in the club's time zone by default.
    expect((await json('POST', url, {})).status).toBe(200);
    const { body } = await json('GET', `/api/relatorios/aluno/${ana.id_aluno}`);
    expect(body.inativo.desde).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.inativo.motivo).toBeNull();
  });
});

describe('deactivating a teacher', () => {
  it('ends their sessions, refuses their login, flags their classes; reactivation lets them in', async () => {
    const { id_turma } = await criarTurmaDireto(c);
    expect((await json('GET', '/minhasturmas', undefined, c.professor)).status).toBe(200);
    expect((await turmaNaLista(id_turma)).professor_inativo_desde).toBeNull();

    const r = await json('POST', `/api/adm/professores/${c.idProfessor}/desativar`, { data: '2026-11-20' });
    expect(r).toEqual({ status: 200, body: { message: MSG_INATIVO.professorDesativado } });
    expect((await json('GET', '/minhasturmas', undefined, c.professor)).status).toBe(401);
    const login = await c.call('POST', '/login', { payload: { usuario: PROF.email, senha: PROF.senha } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MSG_INATIVO.professorInativoLogin);
    expect((await turmaNaLista(id_turma)).professor_inativo_desde).toBe('2026-11-20');

    const lista = (s: string) =>
      json('GET', `/api/adm/professores${s}`).then((x) =>
        x.body.items.map((p: { id_professor: number }) => p.id_professor),
      );
    expect(await lista('')).not.toContain(c.idProfessor);
    expect(await lista('?situacao=inativos')).toEqual([c.idProfessor]);
    expect(await lista('?situacao=todos')).toContain(c.idProfessor);
    const spec = (await json('GET', '/admbackend/professor')).body.map(
      (p: { id_professor: number }) => p.id_professor,
    );
    expect(spec).toContain(c.idProfessor);
    expect((await json('GET', `/api/professor/${c.idProfessor}`)).body.inativo_desde).toBe('2026-11-20');

    expect((await json('POST', `/api/adm/professores/${c.idProfessor}/reativar`)).status).toBe(200);
    const denovo = await c.t.login(PROF.email, PROF.senha);
    expect((await json('GET', '/minhasturmas', undefined, denovo)).status).toBe(200);
    expect((await turmaNaLista(id_turma)).professor_inativo_desde).toBeNull();
    expect((await json('POST', `/api/adm/professores/${c.idProfessor}/reativar`)).status).toBe(409);
  });

  it('refuses the administrator deactivating themself, other callers and bad days', async () => {
    const eu = await c.t.db
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('adm', '=', 1)
      .executeTakeFirstOrThrow();
    await tornarProfessor(c.t.db, eu.id_pessoa);
    const r = await json('POST', `/api/adm/professores/${eu.id_pessoa}/desativar`, {});
    expect(r).toEqual({ status: 409, body: { message: MSG_INATIVO.proprioDesativar } });
    const url = `/api/adm/professores/${c.idProfessor}/desativar`;
    expect((await json('POST', url, {}, c.professor)).status).toBe(403);
    expect((await json('POST', url, { data: '2999-01-01' })).status).toBe(400);
    expect((await json('GET', '/api/adm/professores?situacao=x')).status).toBe(400);
  });
});

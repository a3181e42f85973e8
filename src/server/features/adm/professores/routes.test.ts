import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdmCtx,
  contar,
  criarTurmaDireto,
  enderecoValido,
  PROF,
  pessoaValida,
  setupAdm,
} from '#server/features/adm/testing.ts';
import { criarAluno } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

const novoProfessor = (extra: Record<string, unknown> = {}) => ({
  ...pessoaValida({ nome_pessoa: 'Marina Esgrimista', email_pessoa: 'marina@teste.local' }),
  senha_pessoa: 'senha-da-marina',
  adm: 0,
  endereco: enderecoValido(),
  ...extra,
});

async function criar(extra: Record<string, unknown> = {}) {
  const res = await c.call('POST', '/api/professor/completo', {
    cookie: c.admin,
    payload: novoProfessor(extra),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id_professor: number; id_pessoa: number; id_endereco: number };
}

describe('POST /api/professor/completo (teacher form)', () => {
  it('creates address, person (hashed password) and teacher in one call; the teacher can log in', async () => {
    const res = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: novoProfessor(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('senha');
    const { id_professor, id_pessoa } = res.json();
    const row = await c.t.db
      .selectFrom('pessoa')
      .select(['senha_pessoa', 'cpf_pessoa'])
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirstOrThrow();
    expect(row.senha_pessoa).toMatch(/^\$argon2id\$/);
    expect(row.cpf_pessoa).toBe('52998224725');
    const login = await c.call('POST', '/login', {
      payload: { usuario: 'marina@teste.local', senha: 'senha-da-marina' },
    });
    expect(login.json()).toEqual({ nome: 'Marina Esgrimista', adm: 0, troca_senha: 0 });

    const got = await c.call('GET', `/api/professor/${id_professor}`, { cookie: c.admin });
    expect(got.json()).toMatchObject({
      id_professor,
      id_pessoa,
      nome_pessoa: 'Marina Esgrimista',
      pessoa: { email_pessoa: 'marina@teste.local', adm: 0 },
      endereco: { cep: '01310100' },
    });
    expect(got.body).not.toContain('senha');
  });

  it('answers 409 for a login e-mail in use and leaves no half-written rows', async () => {
    const antes = [await contar(c, 'pessoa'), await contar(c, 'endereco'), await contar(c, 'professor')];
    const res = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: novoProfessor({ email_pessoa: PROF.email }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_ADM.emailEmUso);
    expect([await contar(c, 'pessoa'), await contar(c, 'endereco'), await contar(c, 'professor')]).toEqual(
      antes,
    );
  });

  it('refuses (409, beside the CPF) a teacher whose CPF is already a person’s, also when two race (decision 013)', async () => {
    const { id_pessoa: aluno } = await criarAluno(c.t.db, 'Aluna Já Cadastrada');
    await c.t.db
      .updateTable('pessoa')
      .set({ cpf_pessoa: '52998224725' })
      .where('id_pessoa', '=', aluno)
      .execute();
    const antes = [await contar(c, 'pessoa'), await contar(c, 'endereco'), await contar(c, 'professor')];
    const res = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: novoProfessor(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MSG_ADM.cpfDeOutraPessoa,
      campos: { cpf_pessoa: MSG_ADM.cpfDeOutraPessoa },
    });
    expect([await contar(c, 'pessoa'), await contar(c, 'endereco'), await contar(c, 'professor')]).toEqual(
      antes,
    );

    // Two forms with one new CPF at once: one teacher, one clear refusal.
    const cpf = '11144477735';
    const corrida = await Promise.all(
      ['a', 'b'].map((x) =>
        c.call('POST', '/api/professor/completo', {
          cookie: c.admin,
          payload: novoProfessor({ cpf_pessoa: cpf, email_pessoa: `${x}@teste.local` }),
        }),
      ),
    );
    expect(corrida.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(corrida.find((r) => r.statusCode === 409)!.json().message).toBe(MSG_ADM.cpfDeOutraPessoa);

    // An edit to another person's CPF is refused the same way.
    const { id_professor } = corrida.find((r) => r.statusCode === 200)!.json();
    const edit = await c.call('PUT', `/api/professor/completo/${id_professor}`, {
      cookie: c.admin,
      payload: novoProfessor({
        cpf_pessoa: '52998224725',
        email_pessoa: 'a@teste.local',
        senha_pessoa: undefined,
      }),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().campos).toEqual({ cpf_pessoa: MSG_ADM.cpfDeOutraPessoa });
  });

  it('requires a password of 8+ characters and valid documents', async () => {
    for (const [extra, campo] of [
      [{ senha_pessoa: undefined }, 'senha_pessoa'],
      [{ senha_pessoa: 'curta' }, 'senha_pessoa'],
      [{ cpf_pessoa: '123.456.789-00' }, 'cpf_pessoa'],
      [{ adm: 2 }, 'adm'],
      [{ endereco: { ...enderecoValido(), cep: '0131' } }, 'endereco.cep'],
    ] as const) {
      const res = await c.call('POST', '/api/professor/completo', {
        cookie: c.admin,
        payload: novoProfessor(extra),
      });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().campos).toHaveProperty(campo);
    }
    expect(await contar(c, 'professor')).toBe(1);
  });

  it('is for administrators only', async () => {
    expect((await c.call('POST', '/api/professor/completo', { payload: novoProfessor() })).statusCode).toBe(
      401,
    );
    expect(
      (
        await c.call('POST', '/api/professor/completo', {
          cookie: c.professor,
          payload: novoProfessor({ adm: 1 }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await c.call('PUT', '/api/professor/completo/1', { cookie: c.professor, payload: novoProfessor() }))
        .statusCode,
    ).toBe(403);
    expect((await c.call('GET', '/api/professor/1', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/professor')).statusCode).toBe(401);
    expect((await c.call('GET', '/admbackend/professor', { cookie: c.professor })).statusCode).toBe(403);
    expect(await contar(c, 'professor')).toBe(1);
  });
});

describe('PUT /api/professor/completo/{id}', () => {
  it('edits person and address; an empty password keeps the current one', async () => {
    const { id_professor } = await criar();
    const res = await c.call('PUT', `/api/professor/completo/${id_professor}`, {
      cookie: c.admin,
      payload: novoProfessor({ nome_pessoa: 'Marina Sabre', senha_pessoa: '', adm: 1 }),
    });
    expect(res.statusCode).toBe(200);
    const login = await c.call('POST', '/login', {
      payload: { usuario: 'marina@teste.local', senha: 'senha-da-marina' },
    });
    expect(login.json()).toEqual({ nome: 'Marina Sabre', adm: 1, troca_senha: 0 });
  });

  it('a new password ends the teacher sessions; a 404 for an unknown teacher', async () => {
    const { id_professor } = await criar();
    const cookie = await c.t.login('marina@teste.local', 'senha-da-marina');
    await c.call('PUT', `/api/professor/completo/${id_professor}`, {
      cookie: c.admin,
      payload: novoProfessor({ senha_pessoa: 'outra-senha-boa' }),
    });
    expect((await c.call('POST', '/login', { cookie })).statusCode).toBe(401);
    await c.t.login('marina@teste.local', 'outra-senha-boa');
    expect(
      (await c.call('PUT', '/api/professor/completo/999', { cookie: c.admin, payload: novoProfessor() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the original client calls /api/professor{/id} and /admbackend/professor', () => {
  it('POST/PUT take {id_pessoa, caminho_foto}; lists never carry passwords', async () => {
    const { id } = (await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() })).json();
    const res = await c.call('POST', '/api/professor', {
      cookie: c.admin,
      payload: { id_pessoa: id, caminho_foto: null },
    });
    expect(res.statusCode).toBe(200);
    const id_professor = res.json().id;
    const dup = await c.call('PUT', '/api/professor', { cookie: c.admin, payload: { id_pessoa: id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG_ADM.pessoaJaProfessor);
    const put = await c.call('PUT', `/api/professor/${id_professor}`, {
      cookie: c.admin,
      payload: { id_pessoa: id, caminho_foto: '/fotos/maria.jpg' },
    });
    expect(put.statusCode).toBe(200);
    const semPessoa = await c.call('POST', '/api/professor', {
      cookie: c.admin,
      payload: { id_pessoa: 999 },
    });
    expect(semPessoa.statusCode).toBe(400);
    expect(
      (await c.call('POST', '/api/professor', { cookie: c.admin, payload: { id_pessoa: 'x' } })).statusCode,
    ).toBe(400);

    for (const url of ['/api/professor', '/admbackend/professor']) {
      const lista = await c.call('GET', url, { cookie: c.admin });
      expect(lista.statusCode).toBe(200);
      expect(lista.body).not.toContain('senha');
      expect(lista.body).not.toContain('argon2');
      // Without paging parameters: the complete list, in id order; a page comes by name.
      expect(lista.json().map((p: { nome_pessoa: string }) => p.nome_pessoa)).toEqual([
        'Paulo Prof',
        'Maria Souza',
      ]);
      const pagina = await c.call('GET', `${url}?limit=100`, { cookie: c.admin });
      expect(pagina.json().map((p: { nome_pessoa: string }) => p.nome_pessoa)).toEqual([
        'Maria Souza',
        'Paulo Prof',
      ]);
    }
    const pagina = (await c.call('GET', '/api/adm/professores?q=maria', { cookie: c.admin })).json();
    expect(pagina).toMatchObject({ total: 1, items: [{ id_professor, caminho_foto: '/fotos/maria.jpg' }] });
  });

  it('PUT/POST /api/professor/{id} without id_pessoa edit the teacher the path names; another person is refused', async () => {
    const id = c.idProfessor;
    const foto = async () =>
      (await c.call('GET', `/api/professor/${id}`, { cookie: c.admin })).json().caminho_foto;
    for (const method of ['PUT', 'POST'] as const) {
      const comFoto = await c.call(method, `/api/professor/${id}`, {
        cookie: c.admin,
        payload: { caminho_foto: `/fotos/${method}.jpg` },
      });
      expect(comFoto.statusCode).toBe(200);
      expect(comFoto.json()).toEqual({ id, id_professor: id });
      expect(await foto()).toBe(`/fotos/${method}.jpg`);
      // As the original client sends it: only the photo, cleared.
      const semFoto = await c.call(method, `/api/professor/${id}`, {
        cookie: c.admin,
        payload: { caminho_foto: null },
      });
      expect(semFoto.statusCode).toBe(200);
      expect(semFoto.json()).toEqual({ id, id_professor: id });
      expect(await foto()).toBeNull();
    }
    // `id_pessoa: null` is absent; the path's own id is accepted.
    for (const id_pessoa of [null, id, String(id)])
      expect(
        (await c.call('PUT', `/api/professor/${id}`, { cookie: c.admin, payload: { id_pessoa } })).statusCode,
      ).toBe(200);

    const { id: outra } = (
      await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() })
    ).json();
    const diferente = await c.call('PUT', `/api/professor/${id}`, {
      cookie: c.admin,
      payload: { id_pessoa: outra, caminho_foto: '/fotos/outra.jpg' },
    });
    expect(diferente.statusCode).toBe(400);
    expect(diferente.json()).toEqual({
      message: MSG_ADM.professorOutraPessoa,
      campos: { id_pessoa: MSG_ADM.professorOutraPessoa },
    });
    expect(await foto()).toBeNull();

    const ausente = await c.call('PUT', '/api/professor/999999', {
      cookie: c.admin,
      payload: { caminho_foto: null },
    });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json().message).toBe(MSG_ADM.professorNaoEncontrado);
  });
});

describe('the teachers list', () => {
  it("carries each teacher's access (adm 1 administrator, 0 teacher) for the Acesso column", async () => {
    await criar({ nome_pessoa: 'Marina Admin', adm: 1 });
    const pagina = (await c.call('GET', '/api/adm/professores?pageSize=5', { cookie: c.admin })).json();
    expect(pagina.items).toMatchObject([
      { nome_pessoa: 'Marina Admin', adm: 1 },
      { nome_pessoa: 'Paulo Prof', adm: 0 },
    ]);
  });
});

describe('deleting a teacher', () => {
  it('refuses with 409 while the teacher has classes', async () => {
    await criarTurmaDireto(c);
    const res = await c.call('DELETE', `/api/professor/${c.idProfessor}`, { cookie: c.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_ADM.professorEmUso);
  });

  it('deletes teacher, person and address, ending the sessions', async () => {
    const { id_professor, id_pessoa } = await criar();
    const cookie = await c.t.login('marina@teste.local', 'senha-da-marina');
    const res = await c.call('GET', `/admbackend/excluirprofessor/${id_professor}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_RECUSA.professorExcluido);
    expect(
      await c.t.db.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', id_pessoa).execute(),
    ).toEqual([]);
    expect(await contar(c, 'endereco')).toBe(0);
    expect((await c.call('POST', '/login', { cookie })).statusCode).toBe(401);
  });

  it('keeps the person of an administrator, and of a student without the login', async () => {
    const adm = await criar({ adm: 1 });
    expect(
      (await c.call('DELETE', `/api/professor/${adm.id_professor}`, { cookie: c.admin })).statusCode,
    ).toBe(200);
    await c.t.login('marina@teste.local', 'senha-da-marina');

    const { id_pessoa } = await criarAluno(c.t.db, 'Aluno Professor');
    await c.t.db
      .updateTable('pessoa')
      .set({ senha_pessoa: 'x' })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    const { id } = (
      await c.call('POST', '/api/professor', { cookie: c.admin, payload: { id_pessoa } })
    ).json();
    expect((await c.call('DELETE', `/api/professor/${id}`, { cookie: c.admin })).statusCode).toBe(200);
    const row = await c.t.db
      .selectFrom('pessoa')
      .select('senha_pessoa')
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirst();
    expect(row).toEqual({ senha_pessoa: null });
  });

  it('refuses cross-site, non-admin and self deletes', async () => {
    const { id_professor } = await criar();
    const url = `/admbackend/excluirprofessor/${id_professor}`;
    expect(
      (await c.call('GET', url, { cookie: c.admin, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
    ).toBe(403);
    expect((await c.call('GET', url, { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('DELETE', `/api/professor/${id_professor}`)).statusCode).toBe(401);
    expect(await contar(c, 'professor')).toBe(2);

    const eu = await c.call('POST', '/api/professor', {
      cookie: c.admin,
      payload: { id_pessoa: c.t.admin.id_pessoa },
    });
    const self = await c.call('DELETE', `/api/professor/${eu.json().id}`, { cookie: c.admin });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(MSG_ADM.proprioCadastro);
    expect((await c.call('DELETE', '/api/professor/999', { cookie: c.admin })).statusCode).toBe(404);
  });
});

describe('a teacher’s birth date against the club’s day', () => {
  it('refuses the club’s tomorrow beside its field and takes the club’s today (create and edit)', async () => {
    const hoje = hojeNoFuso(FUSO_TESTE);
    const amanha = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: novoProfessor({ dt_nasc_pessoa: somarDias(hoje, 1) }),
    });
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ dt_nasc_pessoa: MSG_RECUSA.nascimentoInvalido });
    const { id_professor } = await criar({ dt_nasc_pessoa: hoje });
    const editado = await c.call('PUT', `/api/professor/completo/${id_professor}`, {
      cookie: c.admin,
      payload: novoProfessor({ dt_nasc_pessoa: somarDias(hoje, 1), senha_pessoa: undefined }),
    });
    expect(editado.statusCode).toBe(400);
    expect(editado.json().campos).toEqual({ dt_nasc_pessoa: MSG_RECUSA.nascimentoInvalido });
  });
});

describe('the audit log of a teacher’s deactivation and password reset', () => {
  const entradas = async (id_pessoa: number) => {
    const r = await c.call('GET', `/api/auditoria?id_pessoa=${id_pessoa}&acao=editar`, { cookie: c.admin });
    expect(r.statusCode).toBe(200);
    return r.json().items as { detalhe: string | null; quem: { nome: string } | null }[];
  };

  it('a reset by an administrator and a deactivation each leave their entry, by whom', async () => {
    const { id_professor, id_pessoa } = await criar();
    const antes = (await entradas(id_pessoa)).length;
    const senha = await c.call('POST', `/api/adm/professores/${id_professor}/senha`, { cookie: c.admin });
    expect(senha.statusCode, senha.body).toBe(200);
    const desativado = await c.call('POST', `/api/adm/professores/${id_professor}/desativar`, {
      cookie: c.admin,
      payload: {},
    });
    expect(desativado.statusCode, desativado.body).toBe(200);
    const depois = await entradas(id_pessoa);
    expect(depois).toHaveLength(antes + 2);
    expect(depois.slice(0, 2).map((e) => [e.detalhe, e.quem?.nome])).toEqual([
      ['desativacao', 'Ana Admin'],
      ['senha_redefinida', 'Ana Admin'],
    ]);
  });
});

describe('PUT /api/professor/completo/{id} with the list’s masked CPF and RG', () => {
  it('keeps the stored numbers when the masks come back, refuses any other mask beside its field', async () => {
    const { id_professor, id_pessoa } = await criar();
    const lista = (await c.call('GET', '/api/pessoa', { cookie: c.admin })).json();
    const linha = lista.find((p: { id_pessoa: number }) => p.id_pessoa === id_pessoa);
    expect(linha.cpf_pessoa).toContain('*');
    expect(linha.rg_pessoa).toContain('*');
    const guardados = () =>
      c.t.db
        .selectFrom('pessoa')
        .select(['nome_pessoa', 'cpf_pessoa', 'rg_pessoa'])
        .where('id_pessoa', '=', id_pessoa)
        .executeTakeFirstOrThrow();
    const editar = (extra: Record<string, unknown>) =>
      c.call('PUT', `/api/professor/completo/${id_professor}`, {
        cookie: c.admin,
        payload: novoProfessor({
          senha_pessoa: '',
          cpf_pessoa: linha.cpf_pessoa,
          rg_pessoa: linha.rg_pessoa,
          ...extra,
        }),
      });
    const res = await editar({ nome_pessoa: 'Marina Esgrimista Neto' });
    expect(res.statusCode).toBe(200);
    expect(await guardados()).toEqual({
      nome_pessoa: 'Marina Esgrimista Neto',
      cpf_pessoa: '52998224725',
      rg_pessoa: '123456789',
    });
    const cpfErrado = await editar({ nome_pessoa: 'Outra', cpf_pessoa: '***111222**' });
    expect(cpfErrado.statusCode).toBe(400);
    expect(cpfErrado.json().campos).toEqual({ cpf_pessoa: MSG_PRIVACIDADE.cpfMascaradoNaoConfere });
    const rgErrado = await editar({ nome_pessoa: 'Outra', rg_pessoa: '**.***.999-*' });
    expect(rgErrado.statusCode).toBe(400);
    expect(rgErrado.json().campos).toEqual({ rg_pessoa: MSG_PRIVACIDADE.rgMascaradoNaoConfere });
    expect((await guardados()).nome_pessoa).toBe('Marina Esgrimista Neto');
    // A new teacher has no stored number: the create form takes whole numbers only.
    const novo = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: novoProfessor({ email_pessoa: 'nova@teste.local', cpf_pessoa: linha.cpf_pessoa }),
    });
    expect(novo.statusCode).toBe(400);
    expect(novo.json().campos).toHaveProperty('cpf_pessoa');
  });
});

describe('a teacher’s reactivation and an anonymised teacher', () => {
  const entradas = async (id_pessoa: number) => {
    const r = await c.call('GET', `/api/auditoria?id_pessoa=${id_pessoa}&acao=editar`, { cookie: c.admin });
    expect(r.statusCode).toBe(200);
    return r.json().items as { detalhe: string | null; quem: { nome: string } | null }[];
  };
  const desativar = (id: number) =>
    c.call('POST', `/api/adm/professores/${id}/desativar`, { cookie: c.admin, payload: {} });
  const reativar = (id: number) => c.call('POST', `/api/adm/professores/${id}/reativar`, { cookie: c.admin });

  it('a reactivation leaves its entry, by whom; a refused one leaves none', async () => {
    const { id_professor, id_pessoa } = await criar();
    expect((await desativar(id_professor)).statusCode).toBe(200);
    const antes = (await entradas(id_pessoa)).length;
    const r = await reativar(id_professor);
    expect(r.statusCode, r.body).toBe(200);
    const depois = await entradas(id_pessoa);
    expect(depois).toHaveLength(antes + 1);
    expect([depois[0].detalhe, depois[0].quem?.nome]).toEqual(['reativacao', 'Ana Admin']);
    expect((await reativar(id_professor)).statusCode).toBe(409);
    expect(await entradas(id_pessoa)).toHaveLength(antes + 1);
  });

  it('an anonymised teacher is refused reactivation and edit, and leaves our lists', async () => {
    const { id_professor } = await criar();
    expect((await desativar(id_professor)).statusCode).toBe(200);
    const a = await c.call('POST', `/api/pessoas/${id_professor}/anonimizacao`, {
      cookie: c.admin,
      payload: { confirmacao: 'ANONIMIZAR' },
    });
    expect(a.statusCode, a.body).toBe(200);
    const r = await reativar(id_professor);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MSG_AUDITORIA.reativarProfessorAnonimizado);
    const e = await c.call('PUT', `/api/professor/completo/${id_professor}`, {
      cookie: c.admin,
      payload: novoProfessor({ senha_pessoa: undefined }),
    });
    expect(e.statusCode).toBe(409);
    expect(e.json().message).toBe(MSG_AUDITORIA.editarAnonimizada);
    for (const situacao of ['inativos', 'todos']) {
      for (const paginas of ['', '&page=1']) {
        const lista = await c.call('GET', `/api/adm/professores?situacao=${situacao}${paginas}`, {
          cookie: c.admin,
        });
        expect(lista.statusCode).toBe(200);
        const ids = lista.json().items.map((p: { id_professor: number }) => p.id_professor);
        expect(ids, `${situacao}${paginas}`).not.toContain(id_professor);
      }
    }
    // The original client's complete list keeps every record, by its anonymised name.
    const original = await c.call('GET', '/api/professor', { cookie: c.admin });
    expect(original.json().map((p: { id_professor: number }) => p.id_professor)).toContain(id_professor);
  });
});

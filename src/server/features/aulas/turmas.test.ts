// The classes a user sees: the week, today's date, a class's detail and its roster (from the cache).
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { diaSemanaDe, hojeNoFuso } from '#shared/rules/datas.ts';
import { paraOAparelho } from '#shared/schemas/aparelho.ts';
import { type Aulas, montarAulas } from './testing';

let t: Aulas['t'];
let ids: Aulas['ids'];
let admin: string;
let dono: string;
let outro: string;
let semTurma: string;
let call: Aulas['call'];
beforeEach(async () => {
  ({ t, ids, admin, dono, outro, semTurma, call } = await montarAulas());
});
afterEach(() => t.close());

describe('GET /minhasturmas and /api/aulas/hoje', () => {
  it('gives a teacher only their own classes, by weekday and time, with the full address', async () => {
    const res = await call('GET', '/minhasturmas', dono);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { nome_turma: string }) => x.nome_turma)).toEqual([
      'Espada B',
      'Florete A',
      'Sabre Cheia',
    ]);
    expect(list[1]).toMatchObject({
      id_turma: ids.tA,
      dia_semana: 'quarta',
      horario: '18:00',
      endereco_completo: 'DEC Centro - Avenida Paulista, 1000 - Bela Vista, São Paulo - SP',
    });
    const filtrada = await call('GET', '/minhasturmas?dia=segunda', dono);
    expect(filtrada.json()).toHaveLength(1);
  });

  it('gives an administrator every class, a user who teaches nothing none, anonymous 401', async () => {
    expect((await call('GET', '/minhasturmas', admin)).json()).toHaveLength(4);
    expect((await call('GET', '/minhasturmas', outro)).json()).toHaveLength(1);
    expect((await call('GET', '/minhasturmas', semTurma)).json()).toEqual([]);
    expect((await call('GET', '/minhasturmas')).statusCode).toBe(401);
    expect((await call('GET', '/minhasturmas?dia=feriado', dono)).statusCode).toBe(400);
  });

  it('tells today in the club time zone', async () => {
    const res = await call('GET', '/api/aulas/hoje', dono);
    const hoje = hojeNoFuso(FUSO_TESTE);
    expect(res.json()).toEqual({ hoje, dia_hoje: diaSemanaDe(hoje) });
    expect((await call('GET', '/api/aulas/hoje')).statusCode).toBe(401);
  });
});

describe('GET /api/aulas/aparelho', () => {
  it("gives a teacher their own classes' rosters, names only, and the club's time zone, in one answer", async () => {
    const res = await call('GET', '/api/aulas/aparelho', dono);
    expect(res.statusCode).toBe(200);
    const corpo = paraOAparelho.parse(res.json());
    expect(corpo.fuso).toBe(FUSO_TESTE);
    expect(corpo.turmas).toEqual([
      {
        id_turma: ids.tB,
        nome_turma: 'Espada B',
        dia_semana: 'segunda',
        horario: '08:00',
        nome_unidade: 'DEC Centro',
        alunos: [],
      },
      {
        id_turma: ids.tA,
        nome_turma: 'Florete A',
        dia_semana: 'quarta',
        horario: '18:00',
        nome_unidade: 'DEC Centro',
        alunos: [
          { id_aluno: ids.ana, nome: 'Ana Souza' },
          { id_aluno: ids.bruno, nome: 'Bruno Lima' },
        ],
      },
      {
        id_turma: ids.tCheia,
        nome_turma: 'Sabre Cheia',
        dia_semana: 'sexta',
        horario: '10:00',
        nome_unidade: 'DEC Centro',
        alunos: [{ id_aluno: ids.davi, nome: 'Davi 100% Reis' }],
      },
    ]);
    // Nothing but ids and names of the students reaches the device.
    expect(Object.keys(corpo.turmas[1]!.alunos[0]!)).toEqual(['id_aluno', 'nome']);
  });

  it("never gives another teacher's class; an administrator every class, no class none, anonymous 401", async () => {
    const outra = (await call('GET', '/api/aulas/aparelho', outro)).json();
    expect(outra.turmas).toEqual([
      expect.objectContaining({
        id_turma: ids.tOutro,
        alunos: [{ id_aluno: ids.carla, nome: 'Carla Dias' }],
      }),
    ]);
    const doAdmin = (await call('GET', '/api/aulas/aparelho', admin)).json();
    expect(doAdmin.turmas.map((x: { id_turma: number }) => x.id_turma).sort()).toEqual(
      [ids.tA, ids.tB, ids.tCheia, ids.tOutro].sort(),
    );
    expect((await call('GET', '/api/aulas/aparelho', semTurma)).json().turmas).toEqual([]);
    const anonimo = await call('GET', '/api/aulas/aparelho');
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().turmas).toBeUndefined();
  });

  it('follows a student added to or removed from a class', async () => {
    const nomes = async () =>
      (
        (await call('GET', '/api/aulas/aparelho', dono)).json().turmas as {
          id_turma: number;
          alunos: { nome: string }[];
        }[]
      )
        .find((x) => x.id_turma === ids.tA)!
        .alunos.map((a) => a.nome);
    await call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.carla, id_turma: ids.tA });
    expect(await nomes()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    await call('DELETE', `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.tA}`, dono);
    expect(await nomes()).toEqual(['Bruno Lima', 'Carla Dias']);
  });
});

describe('class detail and roster', () => {
  it('PUT and GET /minhasturmas/:id: owner and admin read, other teacher 403, anonymous 401, unknown 404', async () => {
    for (const cookie of [dono, admin]) {
      const res = await call('PUT', `/minhasturmas/${ids.tA}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        nome_turma: 'Florete A',
        horario: '18:00',
        endereco_completo: expect.stringContaining('Avenida Paulista'),
        total_alunos: 2,
        nome_professor: 'Paulo Dono',
      });
    }
    expect((await call('GET', `/minhasturmas/${ids.tA}`, dono)).json().nome_turma).toBe('Florete A');
    const negado = await call('PUT', `/minhasturmas/${ids.tA}`, outro);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(MSG_RECUSA.turmaNaoESua);
    expect((await call('PUT', `/minhasturmas/${ids.tA}`)).statusCode).toBe(401);
    expect((await call('PUT', '/minhasturmas/99999', admin)).statusCode).toBe(404);
    expect((await call('PUT', '/minhasturmas/abc', admin)).statusCode).toBe(400);
  });

  it('GET /listaralunos/:idturma lists the roster by name for owner and admin only', async () => {
    const res = await call('GET', `/listaralunos/${ids.tA}`, dono);
    // Each row also as the person it is: the same number (decision 012), the same name.
    expect(res.json()).toEqual([
      {
        id_aluno: ids.ana,
        nome_aluno: 'Ana Souza',
        id_pessoa: ids.ana,
        nome_pessoa: 'Ana Souza',
        categoria: null,
      },
      {
        id_aluno: ids.bruno,
        nome_aluno: 'Bruno Lima',
        id_pessoa: ids.bruno,
        nome_pessoa: 'Bruno Lima',
        categoria: null,
      },
    ]);
    expect((await call('GET', `/listaralunos/${ids.tA}`, admin)).json()).toHaveLength(2);
    expect((await call('GET', `/listaralunos/${ids.tA}`, outro)).statusCode).toBe(403);
    expect((await call('GET', `/listaralunos/${ids.tA}`)).statusCode).toBe(401);
  });

  describe('roster from the cache', () => {
    const roster = async (id_turma = ids.tA, cookie = dono) => {
      const res = await call('GET', `/listaralunos/${id_turma}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return (res.json() as { id_aluno: number; nome_aluno: string }[]).map((a) => a.nome_aluno);
    };

    it('answers the same bytes again and still refuses other teachers (403), anonymous (401), unknown (404)', async () => {
      const a = await call('GET', `/listaralunos/${ids.tA}`, dono);
      const b = await call('GET', `/listaralunos/${ids.tA}`, dono);
      expect(b.body).toBe(a.body);
      expect(b.body).toBe(JSON.stringify(a.json()));
      expect((await call('GET', `/listaralunos/${ids.tA}`, outro)).statusCode).toBe(403);
      expect((await call('GET', `/listaralunos/${ids.tA}`, semTurma)).statusCode).toBe(403);
      expect((await call('GET', `/listaralunos/${ids.tA}`)).statusCode).toBe(401);
      expect((await call('GET', '/listaralunos/99999', admin)).statusCode).toBe(404);
      expect((await call('GET', '/listaralunos/99999', admin)).statusCode).toBe(404);
      expect(await roster(ids.tB)).toEqual([]);
    });

    it('changes right after a student is added, removed or transferred', async () => {
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima']);
      expect(
        (await call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.carla, id_turma: ids.tA }))
          .statusCode,
      ).toBe(201);
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
      expect(
        (await call('DELETE', `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.tA}`, dono)).statusCode,
      ).toBe(200);
      expect(await roster()).toEqual(['Bruno Lima', 'Carla Dias']);
      expect(await roster(ids.tB)).toEqual([]);
      expect(
        (
          await call('POST', '/api/aluno_has_turma/transferir', dono, {
            id_aluno: ids.bruno,
            de: ids.tA,
            para: ids.tB,
          })
        ).statusCode,
      ).toBe(200);
      expect(await roster()).toEqual(['Carla Dias']);
      expect(await roster(ids.tB)).toEqual(['Bruno Lima']);
    });

    it("shows each student's category this season, and changes right after the categories' table does", async () => {
      const hoje = hojeNoFuso(FUSO_TESTE);
      // Age 12 in the season (the calendar year by default): Sub-13.
      const ano = Number(hoje.slice(0, 4));
      await t.db
        .updateTable('pessoa')
        .set({ dt_nasc_pessoa: `${ano - 12}-06-01` })
        .where('id_pessoa', '=', ids.ana)
        .execute();
      const categorias = async () =>
        ((await call('GET', `/listaralunos/${ids.tA}`, dono)).json() as { categoria: string | null }[]).map(
          (a) => a.categoria,
        );
      expect(await categorias()).toEqual(['Sub-13', null]);
      const tabela = (await call('GET', '/api/esgrima/categorias', admin)).json() as {
        categorias: { nome: string; idade_min: number; idade_max: number }[];
      };
      const put = await call('PUT', '/api/esgrima/categorias', admin, {
        inicio_temporada_mes: 1,
        categorias: tabela.categorias.map((c) => (c.nome === 'Sub-13' ? { ...c, nome: 'Infantil' } : c)),
      });
      expect(put.statusCode).toBe(200);
      expect(await categorias()).toEqual(['Infantil', null]);
    });

    it("changes right after a student's name is edited or the student is deleted", async () => {
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima']);
      const { id_pessoa } = await t.db
        .selectFrom('aluno')
        .select('id_pessoa')
        .where('id_aluno', '=', ids.ana)
        .executeTakeFirstOrThrow();
      const edit = await call('PUT', `/api/pessoa/${id_pessoa}`, admin, {
        nome_pessoa: 'Zélia Souza',
        dt_nasc_pessoa: '2000-02-03',
        cpf_pessoa: generateCPF(),
        rg_pessoa: '1234567',
        email_pessoa: 'zelia@teste.local',
        telefone_pessoa: '11987654321',
        genero: 'f',
      });
      expect(edit.statusCode).toBe(200);
      expect(await roster()).toEqual(['Bruno Lima', 'Zélia Souza']);
      expect((await call('DELETE', `/api/aluno/${ids.bruno}`, admin)).statusCode).toBe(200);
      expect(await roster()).toEqual(['Zélia Souza']);
    });

    it('a teacher who takes over the class sees it; the former teacher is refused', async () => {
      expect(await roster(ids.tOutro, outro)).toEqual(['Carla Dias']);
      await t.db
        .updateTable('turma')
        .set({ id_professor: ids.p1.id_professor! })
        .where('id_turma', '=', ids.tOutro)
        .execute();
      expect(await roster(ids.tOutro, dono)).toEqual(['Carla Dias']);
      expect((await call('GET', `/listaralunos/${ids.tOutro}`, outro)).statusCode).toBe(403);
    });
  });
});

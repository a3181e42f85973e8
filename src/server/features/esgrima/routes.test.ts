// Fencing on both databases: a class's weapon (the database's CHECK, the API's field and
// the student list's filter), and the club's categories table (its rules, who may change
// it, and the category each student is given, derived from the birth year and the season).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anoTemporadaSql, filtroCategoria } from '#server/repositories/categorias.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { anoDaTemporada } from '#shared/rules/esgrima.ts';

let t: TestApp;
let admin: string;
let professor: string;
let id_professor: number;
let id_unidade: number;
const PROF = { email: 'prof-esgrima@teste.local', senha: 'senha-do-prof', nome: 'Paula Prof' };
const hoje = hojeNoFuso(FUSO_TESTE);
const ano = Number(hoje.slice(0, 4));

const HEADERS = { 'sec-fetch-site': 'same-origin' };
const chamar = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...HEADERS, ...(cookie ? { cookie } : {}) },
  });

const TABELA = {
  inicio_temporada_mes: 1,
  categorias: [
    { nome: 'Sub-9', idade_min: 0, idade_max: 8 },
    { nome: 'Sub-11', idade_min: 9, idade_max: 10 },
    { nome: 'Sub-13', idade_min: 11, idade_max: 12 },
    { nome: 'Sub-15', idade_min: 13, idade_max: 14 },
    { nome: 'Cadete', idade_min: 15, idade_max: 16 },
    { nome: 'Juvenil', idade_min: 17, idade_max: 19 },
    { nome: 'Adulto', idade_min: 20, idade_max: 39 },
    { nome: 'Veterano', idade_min: 40, idade_max: 120 },
  ],
};

beforeAll(async () => {
  t = await makeTestApp();
  const u = await t.createUser({ ...PROF, professor: true });
  id_professor = u.id_pessoa;
  admin = await t.loginAdmin();
  professor = await t.login(PROF.email, PROF.senha);
  id_unidade = await criarUnidade(t.db);
});
afterAll(() => t.close());

const turmaBase = () => ({
  nome_turma: 'Sabre infantil',
  qtd_maxima: 12,
  id_professor,
  id_unidade,
  dia_semana: 'terça',
  horario: '18:30',
});

describe("a class's weapon", () => {
  it('is sent on POST and PUT, answered by GET /api/turma/{id} and the lists, and kept when left out', async () => {
    const criada = await chamar('POST', '/api/turma', admin, { ...turmaBase(), arma: 'sabre' });
    expect(criada.statusCode).toBe(200);
    const id = criada.json().id_turma as number;
    expect((await chamar('GET', `/api/turma/${id}`, admin)).json()).toMatchObject({ arma: 'sabre' });

    // The original client sends no weapon: the stored one stays.
    expect((await chamar('PUT', `/api/turma/${id}`, admin, turmaBase())).statusCode).toBe(200);
    expect((await chamar('GET', `/api/turma/${id}`, admin)).json()).toMatchObject({ arma: 'sabre' });

    await chamar('PUT', `/api/turma/${id}`, admin, { ...turmaBase(), arma: 'espada' });
    const lista = (await chamar('GET', '/api/adm/turmas?q=Sabre%20infantil', admin)).json();
    expect(lista.items.find((x: { id_turma: number }) => x.id_turma === id)).toMatchObject({
      arma: 'espada',
    });
    const completa = (await chamar('GET', '/api/turma', admin)).json() as {
      id_turma: number;
      arma: string;
    }[];
    expect(completa.find((x) => x.id_turma === id)?.arma).toBe('espada');

    // null or '' clears it: a mixed class.
    await chamar('PUT', `/api/turma/${id}`, admin, { ...turmaBase(), arma: '' });
    expect((await chamar('GET', `/api/turma/${id}`, admin)).json()).toMatchObject({ arma: null });
  });

  it('refuses another weapon with a pt-BR 400 beside the field, and the database refuses it too', async () => {
    for (const arma of ['bastao', 'FLORETE', 7, true, 'florete\u0000', 'x'.repeat(100_000)]) {
      const res = await chamar('POST', '/api/turma', admin, { ...turmaBase(), arma });
      expect(res.statusCode, String(arma).slice(0, 20)).toBe(400);
      expect(res.json().campos.arma).toBe(MSG_ESGRIMA.armaInvalida);
    }
    const id_turma = await criarTurma(t.db, { id_professor, id_unidade });
    await expect(
      sql`update turma set arma = 'bastao' where id_turma = ${id_turma}`.execute(t.db),
    ).rejects.toThrow();
  });

  it('a teacher cannot set it', async () => {
    expect(
      (await chamar('POST', '/api/turma', professor, { ...turmaBase(), arma: 'florete' })).statusCode,
    ).toBe(403);
  });
});

describe('/api/esgrima/categorias', () => {
  it("starts with the confederation's table and a calendar-year season", async () => {
    const res = await chamar('GET', '/api/esgrima/categorias', professor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...TABELA, ano_temporada: ano });
    expect((await chamar('GET', '/api/esgrima/categorias')).statusCode).toBe(401);
  });

  it('only an administrator replaces it; a teacher gets 403 and nothing changes', async () => {
    const outra = {
      inicio_temporada_mes: 9,
      categorias: [
        { nome: 'Mirim', idade_min: 0, idade_max: 12 },
        { nome: 'Geral', idade_min: 13, idade_max: 120 },
      ],
    };
    expect((await chamar('PUT', '/api/esgrima/categorias', professor, outra)).statusCode).toBe(403);
    expect((await chamar('PUT', '/api/esgrima/categorias', undefined, outra)).statusCode).toBe(401);
    expect((await chamar('GET', '/api/esgrima/categorias', admin)).json().categorias).toEqual(
      TABELA.categorias,
    );

    const res = await chamar('PUT', '/api/esgrima/categorias', admin, outra);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...outra, ano_temporada: anoDaTemporada(hoje, 9) });
    expect((await chamar('PUT', '/api/esgrima/categorias', admin, TABELA)).statusCode).toBe(200);
  });

  it('refuses a bad table with a pt-BR 400 naming the field, and changes nothing', async () => {
    const c = TABELA.categorias;
    const casos: [unknown, string, string][] = [
      [
        { ...TABELA, categorias: [...c.slice(0, 7), { ...c[7]!, nome: 'sub-9' }] },
        'categorias.7.nome',
        MSG_ESGRIMA.nomeRepetido,
      ],
      [
        { ...TABELA, categorias: [{ ...c[0]!, idade_max: 9 }, ...c.slice(1)] },
        'categorias.1.idade_min',
        MSG_ESGRIMA.sobreposta(10),
      ],
      [{ ...TABELA, categorias: [c[0], ...c.slice(2)] }, 'categorias.1.idade_min', MSG_ESGRIMA.lacuna(9)],
      [
        { ...TABELA, categorias: [{ ...c[0]!, idade_min: 8, idade_max: 3 }] },
        'categorias.0.idade_max',
        MSG_ESGRIMA.faixaInvertida,
      ],
      [
        { ...TABELA, categorias: [{ ...c[0]!, idade_max: 121 }] },
        'categorias.0.idade_max',
        MSG_ESGRIMA.idadeForaDoIntervalo,
      ],
      [
        { ...TABELA, categorias: [{ ...c[0]!, idade_min: -1 }] },
        'categorias.0.idade_min',
        MSG_ESGRIMA.idadeForaDoIntervalo,
      ],
      [
        { ...TABELA, categorias: [{ ...c[0]!, idade_min: 2.5 }] },
        'categorias.0.idade_min',
        MSG_ESGRIMA.idadeForaDoIntervalo,
      ],
      [{ ...TABELA, categorias: [] }, 'categorias', MSG_ESGRIMA.semCategorias],
      [{ ...TABELA, inicio_temporada_mes: 13 }, 'inicio_temporada_mes', MSG_ESGRIMA.mesInvalido],
      [
        { ...TABELA, categorias: [{ ...c[0]!, nome: 'Sub\u00009' }] },
        'categorias.0.nome',
        'caracteres não permitidos',
      ],
      [
        { ...TABELA, categorias: [{ ...c[0]!, nome: 'x'.repeat(100_000) }] },
        'categorias.0.nome',
        'Máximo de 40 caracteres.',
      ],
      [
        {
          ...TABELA,
          categorias: Array.from({ length: 31 }, (_, i) => ({ nome: `C${i}`, idade_min: i, idade_max: i })),
        },
        'categorias',
        MSG_ESGRIMA.muitasCategorias,
      ],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const res = await chamar('PUT', '/api/esgrima/categorias', admin, corpo);
      expect(res.statusCode, campo).toBe(400);
      const body = res.json();
      expect(body.campos[campo], campo).toContain(mensagem.replace(/\.$/, ''));
      expect(body.message).toMatch(/^[^\n]+$/);
    }
    expect((await chamar('GET', '/api/esgrima/categorias', admin)).json()).toEqual({
      ...TABELA,
      ano_temporada: ano,
    });
  });

  it('the database holds each range within 0–120 and each name once', async () => {
    await expect(
      sql`insert into esgrima_categoria (nome, idade_min, idade_max) values ('X', 130, 140)`.execute(t.db),
    ).rejects.toThrow();
    await expect(
      sql`insert into esgrima_categoria (nome, idade_min, idade_max) values ('Cadete', 121, 121)`.execute(
        t.db,
      ),
    ).rejects.toThrow();
    await expect(sql`update esgrima_temporada set inicio_mes = 0`.execute(t.db)).rejects.toThrow();
  });
});

describe("the season's year in SQL", () => {
  it('is the year the season started, as the shared rule says', async () => {
    for (const [inicio, dia, esperado] of [
      [1, '2026-01-01', 2026],
      [1, '2026-12-31', 2026],
      [9, '2026-08-31', 2025],
      [9, '2026-09-01', 2026],
      [9, '2027-01-15', 2026],
    ] as const) {
      await sql`update esgrima_temporada set inicio_mes = ${inicio}`.execute(t.db);
      const { rows } = await sql<{ ano: number }>`select ${anoTemporadaSql(dia)} as ano`.execute(t.db);
      expect(Number(rows[0]!.ano), `${inicio} ${dia}`).toBe(esperado);
      expect(anoDaTemporada(dia, inicio)).toBe(esperado);
    }
    await sql`update esgrima_temporada set inicio_mes = 1`.execute(t.db);
  });
});

describe('the student list by category and weapon', () => {
  it('reads a small and a large category by two shapes of one condition, finding the same students', async () => {
    const nasc = (idade: number) => `${ano - idade}-03-01`;
    for (const [nome, idade] of [
      ['Forma Cadete', 15],
      ['Forma Adulto', 30],
      ['Forma Sem Data', null],
    ] as const)
      await criarAluno(t.db, nome, { pessoa: idade === null ? {} : { dt_nasc_pessoa: nasc(idade) } });
    const com = async (nome: string, poucos: boolean) =>
      (
        await sql<{ id_aluno: number }>`select aluno.id_aluno from aluno
          where ${filtroCategoria(nome, hoje, poucos)} order by aluno.id_aluno`.execute(t.db)
      ).rows.map((r) => Number(r.id_aluno));
    for (const nome of ['Cadete', 'Adulto', 'Veterano', 'Inexistente']) {
      const indice = await com(nome, true);
      expect(await com(nome, false), nome).toEqual(indice);
    }
    expect((await com('Cadete', false)).length).toBeGreaterThan(0);
    expect(await com('Veterano', false)).toEqual([]);
  });

  it('each row carries its category; categoria= and arma= are answered by the database, paged', async () => {
    const florete = await criarTurma(t.db, {
      id_professor,
      id_unidade,
      nome_turma: 'Florete A',
      arma: 'florete',
    });
    const sabre = await criarTurma(t.db, { id_professor, id_unidade, nome_turma: 'Sabre A', arma: 'sabre' });
    const mista = await criarTurma(t.db, { id_professor, id_unidade, nome_turma: 'Iniciação' });
    const nasc = (idade: number) => `${ano - idade}-06-15`;
    const cadete1 = await criarAluno(t.db, 'Zeca Cadete Um', {
      pessoa: { dt_nasc_pessoa: nasc(15) },
      turmas: [florete],
    });
    const cadete2 = await criarAluno(t.db, 'Zeca Cadete Dois', {
      pessoa: { dt_nasc_pessoa: nasc(16) },
      turmas: [sabre, mista],
    });
    const juvenil = await criarAluno(t.db, 'Zeca Juvenil', {
      pessoa: { dt_nasc_pessoa: nasc(17) },
      turmas: [florete, sabre],
    });
    const semData = await criarAluno(t.db, 'Zeca Sem Data', { turmas: [mista] });

    const pagina = async (filtro: string) => {
      const res = await chamar('GET', `/api/adm/alunos?q=Zeca&pageSize=1${filtro}`, admin);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        total: number;
        proxima: string | null;
        items: { id_aluno: number; categoria: string | null }[];
      };
    };
    const todos = await chamar('GET', '/api/adm/alunos?q=Zeca&pageSize=50', admin);
    const porId = new Map(
      todos
        .json()
        .items.map((i: { id_aluno: number; categoria: string | null }) => [i.id_aluno, i.categoria]),
    );
    expect(porId.get(cadete1.id_aluno)).toBe('Cadete');
    expect(porId.get(cadete2.id_aluno)).toBe('Cadete');
    expect(porId.get(juvenil.id_aluno)).toBe('Juvenil');
    expect(porId.get(semData.id_aluno)).toBeNull();

    const cadetes = await pagina('&categoria=Cadete');
    expect(cadetes.total).toBe(2);
    expect(cadetes.items).toHaveLength(1);
    expect(cadetes.proxima).not.toBeNull();
    const segunda = await chamar(
      'GET',
      `/api/adm/alunos?q=Zeca&pageSize=1&categoria=Cadete&after=${cadetes.proxima}`,
      admin,
    );
    expect(segunda.statusCode).toBe(200);
    const ids = [cadetes.items[0]!.id_aluno, segunda.json().items[0].id_aluno].sort();
    expect(ids).toEqual([cadete1.id_aluno, cadete2.id_aluno].sort());

    const idsDe = async (filtro: string) =>
      (
        (await chamar('GET', `/api/adm/alunos?q=Zeca&pageSize=50${filtro}`, admin)).json().items as {
          id_aluno: number;
        }[]
      )
        .map((i) => i.id_aluno)
        .sort();
    expect(await idsDe('&arma=sabre')).toEqual([cadete2.id_aluno, juvenil.id_aluno].sort());
    expect(await idsDe('&arma=florete&categoria=Cadete')).toEqual([cadete1.id_aluno]);
    expect(await idsDe('&categoria=Inexistente')).toEqual([]);

    // A season starting next month (December: this month) puts today in last year's season:
    // everyone is a year younger at once, with nothing stored to update.
    const mes = Number(hoje.slice(5, 7));
    const inicio = mes === 12 ? 12 : mes + 1;
    await chamar('PUT', '/api/esgrima/categorias', admin, { ...TABELA, inicio_temporada_mes: inicio });
    const esperado = anoDaTemporada(hoje, inicio) === ano ? 'Cadete' : 'Sub-15';
    const depois = (await chamar('GET', '/api/adm/alunos?q=Zeca%20Cadete%20Um&pageSize=5', admin)).json();
    expect(depois.items[0].categoria).toBe(esperado);
    await chamar('PUT', '/api/esgrima/categorias', admin, TABELA);
  });

  it("the profile shows the category and the weapons of the student's classes; the report counts per category and weapon", async () => {
    const lista = (await chamar('GET', '/api/adm/alunos?q=Zeca&pageSize=50', admin)).json().items as {
      id_aluno: number;
      nome_pessoa: string;
    }[];
    const id = (nome: string) => lista.find((a) => a.nome_pessoa === nome)!.id_aluno;
    const juvenil = (await chamar('GET', `/api/relatorios/aluno/${id('Zeca Juvenil')}`, admin)).json();
    expect(juvenil.esgrima).toEqual({ categoria: 'Juvenil', armas: ['florete', 'sabre'] });
    const semData = (await chamar('GET', `/api/relatorios/aluno/${id('Zeca Sem Data')}`, professor)).json();
    expect(semData.esgrima).toEqual({ categoria: null, armas: [] });

    const res = await chamar('GET', '/api/relatorios/categorias', admin);
    expect(res.statusCode).toBe(200);
    const { linhas, ano_temporada } = res.json() as {
      ano_temporada: number;
      linhas: {
        categoria: string | null;
        florete: number;
        espada: number;
        sabre: number;
        sem_arma: number;
        total: number;
      }[];
    };
    expect(ano_temporada).toBe(ano);
    expect(linhas).toEqual([
      { categoria: 'Cadete', florete: 1, espada: 0, sabre: 1, sem_arma: 1, total: 2 },
      { categoria: 'Juvenil', florete: 1, espada: 0, sabre: 1, sem_arma: 0, total: 1 },
      { categoria: null, florete: 0, espada: 0, sabre: 0, sem_arma: 1, total: 1 },
    ]);
    expect((await chamar('GET', '/api/relatorios/categorias', professor)).statusCode).toBe(403);
  });

  it('refuses a bad weapon or category filter with a pt-BR 400', async () => {
    for (const q of ['arma=bastao', 'categoria=%00', `categoria=${'x'.repeat(500)}`]) {
      const res = await chamar('GET', `/api/adm/alunos?${q}`, admin);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await chamar('GET', '/api/adm/alunos?categoria=Cadete', professor)).statusCode).toBe(403);
  });
});

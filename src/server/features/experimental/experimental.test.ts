// Trial classes over the API, on SQLite and PostgreSQL: the public list of open meetings
// (nothing personal), a booking with its consent row and its refusals (not a meeting of the
// class, past, too far, started, full even under two bookings at once, a minor without a
// guardian, hostile input), the per-address limit, and the desk's board: list and filters,
// status changes, the conversion summary, one trial, who may reach them; the retention purge.
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expurgarExperimentais } from '#server/repositories/experimentais.ts';
import { makeTestApp } from '#server/test/app.ts';
import { criarAluno, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_EXPERIMENTAL as M } from '#shared/messages/experimental.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import {
  EXPERIMENTAL_DIAS_A_FRENTE,
  EXPERIMENTAL_LIMITE,
  type ExperimentaisResumo,
  type ExperimentalDetalhe,
  type ExperimentalItem,
  type TurmaExperimental,
} from '#shared/schemas/experimental.ts';

const PROF = { email: 'prof@teste.local', senha: 'senha-do-prof', nome: 'Paulo Prof' };
const hoje = hojeNoFuso(FUSO_TESTE);
/** The meeting two days from now: the class's weekday. */
const DIA = somarDias(hoje, 2);

async function preparar() {
  const t = await makeTestApp();
  const prof = await t.createUser({ ...PROF, professor: true });
  const id_unidade = await criarUnidade(t.db, { nome_unidade: 'Sede' });
  const turma = (
    nome_turma: string,
    extra: { dia_semana?: string; horario?: string; qtd_maxima?: number } = {},
  ) =>
    criarTurma(t.db, {
      id_professor: prof.id_professor!,
      id_unidade,
      nome_turma,
      dia_semana: diaSemanaDe(DIA),
      horario: '18:00',
      qtd_maxima: 10,
      ...extra,
    } as Parameters<typeof criarTurma>[1]);
  const tFlorete = await turma('Florete Iniciante', { qtd_maxima: 3 });
  // Today's class at 08:00 has started (the test club's time is 12:xx); the one at 18:00 has not.
  const tCedo = await turma('Espada Manhã', { dia_semana: diaSemanaDe(hoje), horario: '08:00' });
  const tTarde = await turma('Sabre Noite', { dia_semana: diaSemanaDe(hoje), horario: '18:00' });
  await criarAluno(t.db, 'Aluno Matriculado', { turmas: [tFlorete] });
  let ip = 0;
  return {
    t,
    tFlorete,
    tCedo,
    tTarde,
    admin: await t.loginAdmin(),
    professor: await t.login(PROF.email, PROF.senha),
    call: (
      method: InjectOptions['method'],
      url: string,
      opts: { cookie?: string; payload?: unknown; ip?: string } = {},
    ) =>
      t.app.inject({
        method,
        url,
        payload: opts.payload as InjectOptions['payload'],
        // Each call from its own address unless one is given: the limit is tested on its own.
        remoteAddress: opts.ip ?? `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
        headers: { 'sec-fetch-site': 'same-origin', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      }),
  };
}

let c: Awaited<ReturnType<typeof preparar>>;
beforeEach(async () => {
  c = await preparar();
});
afterEach(() => c.t.close());

const adulto = (extra: Record<string, unknown> = {}) => ({
  nome: 'Júlia Experimental',
  dt_nasc: '1990-05-10',
  email: 'julia@teste.local',
  telefone: '(11) 98765-4321',
  id_turma: c.tFlorete,
  data: DIA,
  consentimento_contato: true,
  ...extra,
});
const menor = (extra: Record<string, unknown> = {}) =>
  adulto({ nome: 'Caio Pequeno', dt_nasc: somarDias(hoje, -365 * 10), email: 'caio@teste.local', ...extra });
const RESPONSAVEL = { nome: 'Marta Mãe', email: 'marta@teste.local', telefone: '11912345678' };

const reservar = (payload: unknown, ip?: string) => c.call('POST', '/api/experimental', { payload, ip });

describe('GET /api/experimental/turmas', () => {
  it('lists every class with its meetings from today to 60 days ahead and their free places, nothing personal', async () => {
    expect((await reservar(adulto())).statusCode).toBe(201);
    const res = await c.call('GET', '/api/experimental/turmas');
    expect(res.statusCode).toBe(200);
    const turmas = res.json() as TurmaExperimental[];
    const florete = turmas.find((x) => x.id_turma === c.tFlorete)!;
    expect(Object.keys(florete).sort()).toEqual(
      [
        'arma',
        'datas',
        'dia_semana',
        'horario',
        'id_turma',
        'id_unidade',
        'nome_turma',
        'nome_unidade',
      ].sort(),
    );
    expect(florete).toMatchObject({
      nome_turma: 'Florete Iniciante',
      nome_unidade: 'Sede',
      horario: '18:00',
    });
    // Three places, one student, one trial on DIA: one left; the next week's meeting: two.
    expect(florete.datas[0]).toEqual({ data: DIA, vagas: 1 });
    expect(florete.datas[1]).toEqual({ data: somarDias(DIA, 7), vagas: 2 });
    for (const d of florete.datas) {
      expect(diaSemanaDe(d.data)).toBe(diaSemanaDe(DIA));
      expect(d.data <= somarDias(hoje, EXPERIMENTAL_DIAS_A_FRENTE)).toBe(true);
    }
    // Today: only while the class has not started.
    expect(turmas.find((x) => x.id_turma === c.tCedo)!.datas[0].data).toBe(somarDias(hoje, 7));
    expect(turmas.find((x) => x.id_turma === c.tTarde)!.datas[0].data).toBe(hoje);
    expect(res.body).not.toContain('Paulo');
    expect(res.body).not.toContain('Júlia');
    expect(res.body).not.toContain('Matriculado');
  });
});

describe('POST /api/experimental', () => {
  it('books a trial as agendada and records the consent to be contacted under the privacy notice in force', async () => {
    const res = await reservar(adulto({ responsavel: RESPONSAVEL }));
    expect(res.statusCode).toBe(201);
    const { id_experimental } = res.json();
    const linha = await c.t.db
      .selectFrom('experimental')
      .selectAll()
      .where('id_experimental', '=', id_experimental)
      .executeTakeFirstOrThrow();
    // An adult's guardian is not kept; the phone as digits.
    expect(linha).toMatchObject({
      status: 'agendada',
      telefone: '11987654321',
      nome_responsavel: null,
      id_turma: c.tFlorete,
      data: DIA,
    });
    const consentimento = await c.t.db
      .selectFrom('experimental_consentimento as e')
      .innerJoin('documento_versao as d', 'd.id_documento_versao', 'e.id_documento_versao')
      .select(['d.documento', 'e.canal'])
      .where('e.id_experimental', '=', id_experimental)
      .execute();
    expect(consentimento).toEqual([{ documento: 'aviso_privacidade', canal: 'assistente_publico' }]);
  });

  it('keeps a minor’s guardian, and refuses a minor without one beside the field', async () => {
    const sem = await reservar(menor());
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({
      message: M.responsavelObrigatorio,
      campos: { responsavel: M.responsavelObrigatorio },
    });
    const com = await reservar(menor({ responsavel: RESPONSAVEL }));
    expect(com.statusCode).toBe(201);
    const linha = await c.t.db
      .selectFrom('experimental')
      .select(['nome_responsavel', 'telefone_responsavel'])
      .where('id_experimental', '=', com.json().id_experimental)
      .executeTakeFirstOrThrow();
    expect(linha).toEqual({ nome_responsavel: 'Marta Mãe', telefone_responsavel: '11912345678' });
  });

  it('refuses a date that is not a meeting, past, too far, already started or full, in pt-BR, writing nothing', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ data: somarDias(DIA, 1) }, M.dataNaoEDaTurma],
      [{ data: somarDias(DIA, -7) }, M.dataNoPassado],
      [{ data: somarDias(DIA, 7 * 9) }, M.dataLonge(EXPERIMENTAL_DIAS_A_FRENTE)],
      [{ id_turma: c.tCedo, data: hoje }, M.aulaJaComecou],
      [{ id_turma: 999999 }, M.turmaNaoEncontrada],
    ];
    for (const [extra, texto] of casos) {
      const res = await reservar(adulto(extra));
      expect(res.statusCode, texto).toBe(400);
      expect(res.json().message).toBe(texto);
    }
    // Three places, one student: two trials fill the meeting.
    expect((await reservar(adulto())).statusCode).toBe(201);
    expect((await reservar(adulto({ nome: 'Outra Pessoa' }))).statusCode).toBe(201);
    const cheia = await reservar(adulto({ nome: 'Terceira Pessoa' }));
    expect(cheia.statusCode).toBe(400);
    expect(cheia.json()).toMatchObject({ message: M.turmaLotada, campos: { data: M.turmaLotada } });
    expect(await contar()).toBe(2);
    // A lost trial gives its place back.
    const { items } = (await c.call('GET', '/api/experimentais', { cookie: c.admin })).json();
    const perdida = await c.call('PATCH', `/api/experimentais/${items[0].id_experimental}`, {
      cookie: c.admin,
      payload: { status: 'perdida', motivo: 'Desistiu' },
    });
    expect(perdida.statusCode).toBe(200);
    expect((await reservar(adulto({ nome: 'Terceira Pessoa' }))).statusCode).toBe(201);
  });

  it('gives the last place to one of two bookings made at once', async () => {
    expect((await reservar(adulto())).statusCode).toBe(201);
    const [a, b] = await Promise.all([
      reservar(adulto({ nome: 'Primeira' })),
      reservar(adulto({ nome: 'Segunda' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect(await contar()).toBe(2);
  });

  it('refuses hostile and incomplete input with 400 and a pt-BR message, never a 5xx', async () => {
    const corpos: unknown[] = [
      {},
      adulto({ consentimento_contato: false }),
      adulto({ nome: 'A\u0000B' }),
      adulto({ email: 'não é e-mail' }),
      adulto({ telefone: '123' }),
      adulto({ dt_nasc: '2999-01-01' }),
      adulto({ dt_nasc: '31/02/2000' }),
      adulto({ data: '2026-02-30' }),
      adulto({ id_turma: '1e3' }),
      adulto({ id_turma: 2 ** 40 }),
      adulto({ responsavel: { nome: '', email: 'x', telefone: '' } }),
      adulto({ nome: 'x'.repeat(500) }),
      [adulto()],
      null,
    ];
    for (const corpo of corpos) {
      const res = await reservar(corpo);
      expect(res.statusCode, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/\p{L}/u);
    }
    expect(await contar()).toBe(0);
  });

  it('limits bookings per address like the public enrolment; another address still books', async () => {
    for (let i = 0; i < EXPERIMENTAL_LIMITE.max; i++)
      expect((await reservar({}, '10.9.9.9')).statusCode).toBe(400);
    const demais = await reservar(adulto(), '10.9.9.9');
    expect(demais.statusCode).toBe(429);
    expect(demais.json().message).toBe(M.muitasExperimentais);
    expect((await reservar(adulto(), '10.9.9.10')).statusCode).toBe(201);
  });
});

async function contar() {
  const { n } = await c.t.db
    .selectFrom('experimental')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('the desk’s board', () => {
  async function tres() {
    const ids: number[] = [];
    for (const [nome, extra] of [
      ['Ana Teste', { data: somarDias(DIA, 7) }],
      ['Bia Teste', {}],
      ['Caio Teste', { id_turma: c.tTarde, data: hoje }],
    ] as const)
      ids.push((await reservar(adulto({ nome, ...extra }))).json().id_experimental);
    return ids;
  }

  it('lists the trials in meeting order, filtered by status, class and period, in keyset pages', async () => {
    const [ana, bia, caio] = await tres();
    const lista = async (q = '') =>
      (
        (await c.call('GET', `/api/experimentais${q}`, { cookie: c.admin })).json() as {
          items: ExperimentalItem[];
        }
      ).items.map((e) => e.id_experimental);
    expect(await lista()).toEqual([caio, bia, ana]);
    expect(await lista(`?id_turma=${c.tFlorete}`)).toEqual([bia, ana]);
    expect(await lista(`?de=${DIA}&ate=${DIA}`)).toEqual([bia]);
    expect(await lista('?q=caio')).toEqual([caio]);
    await c.call('PATCH', `/api/experimentais/${bia}`, {
      cookie: c.admin,
      payload: { status: 'compareceu' },
    });
    expect(await lista('?status=compareceu')).toEqual([bia]);
    const p1 = (await c.call('GET', '/api/experimentais?pageSize=2', { cookie: c.admin })).json();
    expect(p1.items.map((e: ExperimentalItem) => e.id_experimental)).toEqual([caio, bia]);
    expect(p1.total).toBe(3);
    const p2 = (
      await c.call('GET', `/api/experimentais?pageSize=2&after=${p1.proxima}`, { cookie: c.admin })
    ).json();
    expect(p2.items.map((e: ExperimentalItem) => e.id_experimental)).toEqual([ana]);
    const item = p2.items[0] as ExperimentalItem;
    expect(item).toMatchObject({
      nome: 'Ana Teste',
      nome_turma: 'Florete Iniciante',
      nome_unidade: 'Sede',
      status: 'agendada',
    });
    for (const q of [
      '?status=talvez',
      '?de=2026-13-01',
      `?de=${DIA}&ate=${hoje}`,
      '?after=%00',
      '?id_turma=abc',
    ])
      expect((await c.call('GET', `/api/experimentais${q}`, { cookie: c.admin })).statusCode, q).toBe(400);
  });

  it('moves a trial; lost needs its reason; a converted one no longer moves', async () => {
    const [ana] = await tres();
    const patch = (payload: unknown, id = ana) =>
      c.call('PATCH', `/api/experimentais/${id}`, { cookie: c.admin, payload });
    const sem = await patch({ status: 'perdida' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().campos).toEqual({ motivo: M.motivoObrigatorio });
    expect((await patch({ status: 'matriculada' })).statusCode).toBe(400);
    expect((await patch({ status: 'perdida', motivo: 'Sem horário' })).statusCode).toBe(200);
    let d = (
      await c.call('GET', `/api/experimentais/${ana}`, { cookie: c.admin })
    ).json() as ExperimentalDetalhe;
    expect(d).toMatchObject({ status: 'perdida', motivo: 'Sem horário' });
    expect((await patch({ status: 'agendada', motivo: 'ignorado' })).statusCode).toBe(200);
    d = (await c.call('GET', `/api/experimentais/${ana}`, { cookie: c.admin })).json();
    expect(d).toMatchObject({ status: 'agendada', motivo: null });
    await c.t.db
      .updateTable('experimental')
      .set({ status: 'matriculada' })
      .where('id_experimental', '=', ana)
      .execute();
    const matriculada = await patch({ status: 'faltou' });
    expect(matriculada.statusCode).toBe(409);
    expect(matriculada.json().message).toBe(M.jaMatriculada);
    expect((await patch({ status: 'faltou' }, 999999)).statusCode).toBe(404);
  });

  it('gives one trial with what the enrolment wizard pre-fills', async () => {
    const { id_experimental } = (await reservar(menor({ responsavel: RESPONSAVEL }))).json();
    const res = await c.call('GET', `/api/experimentais/${id_experimental}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Caio Pequeno',
      email: 'caio@teste.local',
      responsavel: RESPONSAVEL,
      id_turma: c.tFlorete,
      nome_turma: 'Florete Iniciante',
      dia_semana: diaSemanaDe(DIA),
      horario: '18:00',
      data: DIA,
    });
    expect((await c.call('GET', '/api/experimentais/999999', { cookie: c.admin })).statusCode).toBe(404);
  });

  it('summarises the last 90 days by status with the conversion rate among the decided ones', async () => {
    const [ana, bia, caio] = await tres();
    // Meetings in the past: moved back in the database (the API books from today only).
    await c.t.db
      .updateTable('experimental')
      .set({ data: somarDias(hoje, -10) })
      .execute();
    await c.t.db
      .updateTable('experimental')
      .set({ data: somarDias(hoje, -100) })
      .where('id_experimental', '=', caio)
      .execute();
    await c.t.db
      .updateTable('experimental')
      .set({ status: 'matriculada' })
      .where('id_experimental', '=', ana)
      .execute();
    await c.t.db
      .updateTable('experimental')
      .set({ status: 'faltou' })
      .where('id_experimental', '=', bia)
      .execute();
    const r = (
      await c.call('GET', '/api/experimentais/resumo', { cookie: c.admin })
    ).json() as ExperimentaisResumo;
    expect(r).toEqual({
      de: somarDias(hoje, -89),
      ate: hoje,
      total: 2,
      por_status: { agendada: 0, compareceu: 0, faltou: 1, matriculada: 1, perdida: 0 },
      taxa_conversao: 50,
    });
  });

  it('is for administrators only: a teacher is refused, anonymous callers too', async () => {
    const [ana] = await tres();
    for (const [method, url] of [
      ['GET', '/api/experimentais'],
      ['GET', '/api/experimentais/resumo'],
      ['GET', `/api/experimentais/${ana}`],
      ['PATCH', `/api/experimentais/${ana}`],
    ] as const) {
      const payload = method === 'PATCH' ? { status: 'faltou' } : undefined;
      expect((await c.call(method, url, { cookie: c.professor, payload })).statusCode, url).toBe(403);
      expect((await c.call(method, url, { payload })).statusCode, url).toBe(401);
    }
  });
});

describe('retention', () => {
  it('deletes a trial never converted a year after its meeting, with its consent; a converted one stays', async () => {
    const [velha, convertida, recente] = [
      (await reservar(adulto({ nome: 'Velha' }))).json().id_experimental,
      (await reservar(adulto({ nome: 'Convertida' }))).json().id_experimental,
      (await reservar(adulto({ nome: 'Recente', data: somarDias(DIA, 7) }))).json().id_experimental,
    ];
    const antiga = somarDias(hoje, -370);
    await c.t.db
      .updateTable('experimental')
      .set({ data: antiga })
      .where('id_experimental', 'in', [velha, convertida])
      .execute();
    await c.t.db
      .updateTable('experimental')
      .set({ status: 'matriculada' })
      .where('id_experimental', '=', convertida)
      .execute();
    expect(await expurgarExperimentais(c.t.db, hoje)).toBe(1);
    const restantes = await c.t.db
      .selectFrom('experimental')
      .select('id_experimental')
      .orderBy('id_experimental')
      .execute();
    expect(restantes.map((r) => r.id_experimental)).toEqual([convertida, recente]);
    const consentimentos = await c.t.db
      .selectFrom('experimental_consentimento')
      .select('id_experimental')
      .execute();
    expect(consentimentos.map((r) => r.id_experimental).sort()).toEqual([convertida, recente].sort());
  });
});

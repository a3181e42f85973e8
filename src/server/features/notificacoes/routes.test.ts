// The bell on both dialects: which notifications each role gets (a teacher their own
// classes' chamadas not sent; an administrator every kind), that they follow the data
// (a sent chamada is gone), and that read marks are per person.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarChamada, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { MSG_NOTIFICACOES } from '#shared/messages/notificacoes.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';
import { NOTIFICACOES_LIMITE, type Notificacoes } from '#shared/schemas/notificacao.ts';

const HOJE = hojeNoFuso(FUSO_TESTE);
const ONTEM = somarDias(HOJE, -1);
const ANO = Number(HOJE.slice(0, 4));
const ENTRADA = somarDias(HOJE, -2);

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function clube() {
  const { db } = t;
  const id_unidade = await criarUnidade(db);
  const prof = async (nome: string) =>
    (await t.createUser({ email: `${nome}@t.local`, senha: `senha-${nome}-1`, nome, professor: true }))
      .id_professor!;
  const dono = await prof('dono');
  const outro = await prof('outro');
  const turma = (nome_turma: string, id_professor: number, dia_semana: DiaSemana, qtd_maxima = 10) =>
    criarTurma(db, { nome_turma, id_professor, id_unidade, dia_semana, qtd_maxima });
  const doDono = await turma('Florete do Dono', dono, diaSemanaDe(ONTEM));
  const doOutro = await turma('Sabre do Outro', outro, diaSemanaDe(ONTEM));
  const cheia = await turma('Espada Cheia', outro, diaSemanaDe(somarDias(HOJE, 1)), 1);
  const { id_aluno: ana } = await criarAluno(db, 'Ana Antiga', { dt_inicio: somarDias(HOJE, -40) });
  // Joined two days ago: of the last 14 days only yesterday is a class day with a student.
  for (const id_turma of [doDono, doOutro, cheia]) await vincular(db, ana, id_turma, ENTRADA);
  return { id_unidade, doDono, doOutro, cheia, ana };
}

const pessoa = (nome: string) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

/** An adult's enrolment through POST /api/matricula, anonymously or by `cookie`. */
async function matricular(nome: string, id_unidade: number, turma: number, cookie?: string) {
  const body: MatriculaInput = {
    tipo_aluno: 'naoPagante',
    aluno: { ...pessoa(nome), dt_nasc_pessoa: `${ANO - 30}-03-15`, destro_canhoto: 'd' },
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Centro',
      rua: 'Rua A',
      numero: '1',
    },
    id_unidade,
    dias_semana: 1,
    turmas: [turma],
    contrato_aceito: true,
  } as MatriculaInput;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matricula',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function bell(cookie: string): Promise<Notificacoes> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ler = (cookie: string, chaves: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notificacoes/lidas', headers: { cookie }, payload: { chaves } });

const chavesDe = (n: Notificacoes) => n.itens.map((i) => i.chave).sort();

describe('/api/notificacoes', () => {
  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notificacoes'],
      ['POST', '/api/notificacoes/lidas'],
      ['POST', '/api/notificacoes/lidas/todas'],
    ] as const)
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? { chaves: [] } : undefined }))
          .statusCode,
      ).toBe(401);
  });

  it("gives a teacher their own classes' chamadas not sent, and nothing else", async () => {
    const ids = await clube();
    await matricular('Bia Pública', ids.id_unidade, ids.doDono);
    const r = await bell(await t.login('dono@t.local', 'senha-dono-1'));
    expect(r.itens).toEqual([
      {
        chave: `chamada:${ids.doDono}:${ONTEM}`,
        tipo: 'chamada',
        data: ONTEM,
        lida: false,
        id: ids.doDono,
        nome: 'Florete do Dono',
        alunos: null,
        qtd_maxima: null,
      },
    ]);
    expect([r.nao_lidas, r.total]).toEqual([1, 1]);
  });

  it('gives a logged-in person who teaches nothing no notification at all', async () => {
    const ids = await clube();
    await matricular('Bia Pública', ids.id_unidade, ids.doDono);
    await t.createUser({ email: 'nada@t.local', senha: 'senha-nada-1', nome: 'Nada' });
    const nada = await t.login('nada@t.local', 'senha-nada-1');
    expect(await bell(nada)).toEqual({ nao_lidas: 0, total: 0, itens: [] });
    // Marking every one read marks nothing: there is none of theirs.
    const todas = await t.app.inject({
      method: 'POST',
      url: '/api/notificacoes/lidas/todas',
      headers: { cookie: nada },
    });
    expect(todas.statusCode).toBe(200);
    expect(await t.db.selectFrom('notificacao_lida').selectAll().execute()).toEqual([]);
  });

  it('gives an administrator every kind: chamadas, public enrolments, full classes', async () => {
    const ids = await clube();
    const admin = await t.loginAdmin();
    const publica = await matricular('Bia Pública', ids.id_unidade, ids.doDono);
    await matricular('Caio Secretaria', ids.id_unidade, ids.doDono, admin);
    const r = await bell(admin);
    expect(chavesDe(r)).toEqual(
      [
        `chamada:${ids.doDono}:${ONTEM}`,
        `chamada:${ids.doOutro}:${ONTEM}`,
        `matricula:${publica}`,
        `lotada:${ids.cheia}`,
      ].sort(),
    );
    // Newest first: today's enrolment before yesterday's chamadas.
    expect(r.itens[0]).toMatchObject({ tipo: 'matricula', data: HOJE, id: publica, nome: 'Bia Pública' });
    expect(r.itens.find((i) => i.tipo === 'lotada')).toMatchObject({
      data: ENTRADA,
      id: ids.cheia,
      nome: 'Espada Cheia',
      alunos: 1,
      qtd_maxima: 1,
    });
    expect(r.nao_lidas).toBe(4);
    expect(MSG_NOTIFICACOES.lotada('Espada Cheia', 1, 1)).toBe('Turma lotada: Espada Cheia (1/1)');

    // A sent chamada is no longer a notification.
    await criarChamada(t.db, ids.doOutro, ONTEM, { status_c: 1 });
    expect(chavesDe(await bell(admin))).not.toContain(`chamada:${ids.doOutro}:${ONTEM}`);
  });

  it('keeps read marks per person; the count is the unread ones', async () => {
    const ids = await clube();
    await t.createUser({ email: 'b@t.local', senha: 'senha-admin-b', nome: 'Beto Admin', adm: 1 });
    const a = await t.loginAdmin();
    const b = await t.login('b@t.local', 'senha-admin-b');
    const chave = `chamada:${ids.doDono}:${ONTEM}`;

    const res = await ler(a, [chave, `lotada:${ids.doDono}`, 'matricula:999999']);
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json() as Notificacoes;
    expect(depois.itens.find((i) => i.chave === chave)?.lida).toBe(true);
    expect(depois.nao_lidas).toBe(depois.total - 1);
    // Keys of no current notification are not stored.
    expect(await t.db.selectFrom('notificacao_lida').select('chave').execute()).toEqual([{ chave }]);

    // The other administrator's are untouched, and a new request sees the mark (no cache).
    const deB = await bell(b);
    expect(deB.itens.find((i) => i.chave === chave)?.lida).toBe(false);
    expect(deB.nao_lidas).toBe(deB.total);
    expect((await bell(a)).nao_lidas).toBe(depois.total - 1);

    const todas = await t.app.inject({
      method: 'POST',
      url: '/api/notificacoes/lidas/todas',
      headers: { cookie: a },
    });
    expect(todas.statusCode).toBe(200);
    expect((todas.json() as Notificacoes).nao_lidas).toBe(0);
    expect((todas.json() as Notificacoes).itens.every((i) => i.lida)).toBe(true);
    expect((await bell(b)).nao_lidas).toBe(deB.total);

    // A notification that is gone takes its mark with it at the next write.
    await criarChamada(t.db, ids.doDono, ONTEM, { status_c: 1 });
    await ler(a, [`lotada:${ids.cheia}`]);
    const marcas = await t.db
      .selectFrom('notificacao_lida')
      .select('chave')
      .where('id_pessoa', '=', t.admin.id_pessoa)
      .execute();
    expect(marcas.map((m) => m.chave)).not.toContain(chave);
  });

  it('counts every unread notification, listing the newest NOTIFICACOES_LIMITE', async () => {
    const ids = await clube();
    const { db } = t;
    const { id_professor } = await db
      .selectFrom('turma')
      .select('id_professor')
      .where('id_turma', '=', ids.doDono)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < NOTIFICACOES_LIMITE; i++) {
      const id_turma = await criarTurma(db, {
        nome_turma: `Extra ${i}`,
        id_professor,
        id_unidade: ids.id_unidade,
        dia_semana: diaSemanaDe(ONTEM),
        horario: '19:00',
      });
      await vincular(db, ids.ana, id_turma, ENTRADA);
    }
    const r = await bell(await t.loginAdmin());
    expect(r.itens).toHaveLength(NOTIFICACOES_LIMITE);
    expect(r.total).toBe(NOTIFICACOES_LIMITE + 3);
    expect(r.nao_lidas).toBe(r.total);
  });

  it('refuses keys that are not ours with a pt-BR 400, and changes nothing', async () => {
    await clube();
    const a = await t.loginAdmin();
    for (const chaves of [
      [],
      ['x'],
      ['lotada:1\u0000'],
      [`lotada:${'9'.repeat(40)}`],
      Array(101).fill('lotada:1'),
      'lotada:1',
    ]) {
      const res = await ler(a, chaves);
      expect(res.statusCode, JSON.stringify(chaves)).toBe(400);
      expect(typeof (res.json() as { message: string }).message).toBe('string');
    }
    expect(await t.db.selectFrom('notificacao_lida').selectAll().execute()).toEqual([]);
  });
});

// The families' portal's tests: a club with two families and an adult student, a real SMTP
// server, and the calls a browser makes (each from its own address unless told).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarResponsavel,
  criarTurma,
  criarUnidade,
  tornarProfessor,
} from '#server/test/fabrica.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { COOKIE_FAMILIA } from '#shared/schemas/familia.ts';

const PROF = { email: 'prof.familia@teste.local', senha: 'senha-do-prof', nome: 'Paula Prof' };
export const EMAIL = {
  maria: 'maria@familia.test',
  pedro: 'pedro@familia.test',
  outra: 'outra@familia.test',
  carla: 'carla@familia.test',
  joao: 'joao@familia.test',
} as const;

export interface Clube {
  t: TestApp;
  smtp: ServidorSmtp;
  maria: number;
  pedro: number;
  joao: number;
  lia: number;
  carla: number;
  turma: number;
  adminCookie: string;
  profCookie: string;
}

/** How long a test waits for an e-mail: its first one renders the template, slow on a busy machine. */
export const ESPERA_EMAIL_MS = 60_000;

let endereco = 0;

/** The app against a fresh database and its own SMTP server, with the club's people. */
export async function montarClube(): Promise<Clube> {
  const smtp = await servidorSmtp();
  const t = await makeTestApp(
    {
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Clube <nao-responda@clube.test>',
      APP_URL: 'https://clube.test',
      TZ_CLUB: 'America/Sao_Paulo',
    },
    { entregaAutomatica: true },
  );
  const prof = await t.createUser({ ...PROF, professor: true });
  await t.db.updateTable('clube').set({ nome: 'Sala de Armas Teste' }).where('id_clube', '=', 1).execute();
  const unidade = await criarUnidade(t.db, {
    nome_unidade: 'Sede',
    endereco: { rua: 'Rua das Lâminas', numero: '12', bairro: 'Centro' },
  });
  const turma = await criarTurma(t.db, {
    id_professor: prof.id_professor ?? (await tornarProfessor(t.db, prof.id_pessoa)),
    id_unidade: unidade,
    nome_turma: 'Sabre infantil',
    dia_semana: 'terça',
    horario: '19:30',
  });
  const maria = (
    await criarResponsavel(t.db, 'Maria Souza', { email_pessoa: EMAIL.maria, cpf_pessoa: '52998224725' })
  ).id_pessoa;
  const pedro = (
    await criarResponsavel(t.db, 'Pedro Souza', { email_pessoa: EMAIL.pedro, telefone_pessoa: '11999998888' })
  ).id_pessoa;
  const outra = (await criarResponsavel(t.db, 'Olga Lima', { email_pessoa: EMAIL.outra })).id_pessoa;
  const joao = (
    await criarAluno(t.db, 'João Souza', {
      responsaveis: [maria, pedro],
      turmas: [turma],
      contrato: 'clube',
      pessoa: { dt_nasc_pessoa: '2015-04-02', email_pessoa: EMAIL.joao },
    })
  ).id_aluno;
  const lia = (await criarAluno(t.db, 'Lia Lima', { responsaveis: [outra], turmas: [turma] })).id_aluno;
  const carla = (
    await criarAluno(t.db, 'Carla Adulta', {
      tipo_aluno: 'naoPagante',
      turmas: [turma],
      contrato: 'clube',
      pessoa: { dt_nasc_pessoa: '1990-06-01', email_pessoa: EMAIL.carla },
    })
  ).id_aluno;
  return {
    t,
    smtp,
    maria,
    pedro,
    joao,
    lia,
    carla,
    turma,
    adminCookie: await t.loginAdmin(),
    profCookie: await t.login(PROF.email, PROF.senha),
  };
}

/** A same-origin browser request, from its own address unless `ip` is given. */
export function chamar(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  opts: { cookie?: string; payload?: unknown; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  endereco++;
  return t.app.inject({
    method,
    url,
    payload: opts.payload as InjectOptions['payload'],
    remoteAddress: opts.ip ?? `10.9.${(endereco >> 8) & 255}.${endereco & 255}`,
    headers: { 'sec-fetch-site': 'same-origin', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
}

/** The code in the e-mail that went to `email` (the latest one). */
export async function codigoRecebido(smtp: ServidorSmtp, email: string, n = 1): Promise<string> {
  const mails = (await smtp.esperar(n, ESPERA_EMAIL_MS)).filter((m) => m.para.includes(email));
  const m = /código de acesso à área da família é (\d{6})/.exec(mails.at(-1)?.texto ?? '');
  expect(m, mails.at(-1)?.texto).not.toBeNull();
  return m![1];
}

/** Asks for a code and signs in with it; answers the family Cookie header. */
export async function entrarComoFamilia(c: Clube, email: string): Promise<string> {
  c.smtp.recebidas.length = 0;
  expect((await chamar(c.t, 'POST', '/api/familia/codigo', { payload: { email } })).statusCode).toBe(202);
  const codigo = await codigoRecebido(c.smtp, email);
  const res = await chamar(c.t, 'POST', '/api/familia/entrar', { payload: { email, codigo } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((k) => k.name === COOKIE_FAMILIA);
  return `${COOKIE_FAMILIA}=${cookie!.value}`;
}

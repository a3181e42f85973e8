// What the teaching area's API tests share: a club made by the test-data factory (a
// unit, two teachers who log in, a user who teaches nothing, four classes, four
// students), the callers' cookies, and the club's days a class meets.
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';

/** The club's day (the test app's TZ_CLUB is the run's zone, FUSO_TESTE). */
export const HOJE = hojeNoFuso(FUSO_TESTE);
/** A day the class meets: its last `dia` up to today, or `semanasAtras` weeks before that. */
export const aula = (dia: DiaSemana, semanasAtras = 0) =>
  somarDias(ultimoEncontro(dia, HOJE), -7 * semanasAtras);
/** Florete A (tA) meets on Wednesdays: its last meeting. */
export const QUARTA = aula('quarta');

async function seed(t: TestApp) {
  const db = t.db;
  const id_unidade = await criarUnidade(db, {
    nome_unidade: 'DEC Centro',
    endereco: {
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    },
  });
  const p1 = await t.createUser({
    email: 'dono@teste.local',
    senha: 'senha-dono-1',
    nome: 'Paulo Dono',
    professor: true,
  });
  const p2 = await t.createUser({
    email: 'outro@teste.local',
    senha: 'senha-outro-1',
    nome: 'Olga Outra',
    professor: true,
  });
  await t.createUser({ email: 'nada@teste.local', senha: 'senha-nada-1', nome: 'Nina Sem Turma' });
  const turma = (
    nome_turma: string,
    id_professor: number,
    dia_semana: DiaSemana,
    horario: string,
    qtd_maxima = 10,
  ) => criarTurma(db, { nome_turma, id_professor, id_unidade, dia_semana, horario, qtd_maxima });
  const tA = await turma('Florete A', p1.id_professor!, 'quarta', '18:00');
  const tB = await turma('Espada B', p1.id_professor!, 'segunda', '08:00');
  const tCheia = await turma('Sabre Cheia', p1.id_professor!, 'sexta', '10:00', 1);
  const tOutro = await turma('Sabre Outro', p2.id_professor!, 'terça', '19:30');
  const aluno = async (nome: string) => (await criarAluno(db, nome)).id_aluno;
  const ana = await aluno('Ana Souza');
  const bruno = await aluno('Bruno Lima');
  const carla = await aluno('Carla Dias');
  const davi = await aluno('Davi 100% Reis');
  await vincular(db, [ana, bruno], tA);
  await vincular(db, carla, tOutro);
  await vincular(db, davi, tCheia);
  return { tA, tB, tCheia, tOutro, ana, bruno, carla, davi, p1, p2 };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Tabela = 'chamada' | 'chamada_aluno' | 'aluno_has_turma' | 'chamada_registro';

/** A fresh app with the club above, the cookies of the administrator, the two teachers and the user without classes. */
export async function montarAulas() {
  const t = await makeTestApp();
  const ids = await seed(t);
  return {
    t,
    ids,
    admin: await t.loginAdmin(),
    dono: await t.login('dono@teste.local', 'senha-dono-1'),
    outro: await t.login('outro@teste.local', 'senha-outro-1'),
    semTurma: await t.login('nada@teste.local', 'senha-nada-1'),
    /** Calls the app as `cookie` (anonymous when undefined). */
    call: (method: Method, url: string, cookie?: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
    /** How many rows a table holds. */
    count: async (table: Tabela) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type Aulas = Awaited<ReturnType<typeof montarAulas>>;

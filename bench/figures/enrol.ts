// 4. Enrolment: POST /api/matricula with the paying wizard's full submission as the
// administrator (10 connections), capacity checks on. Each round enrols into two
// classes made for it, so no round counts the places an earlier one took.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { type Context, type Figure, f0, JSON_HEADERS, type Row } from './figure';
import { medianRound, type Round, round } from './load';

const pessoa = (nome: string, k: number) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `bench${k}.${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

async function run(ctx: Context): Promise<Row[]> {
  console.info('4. Matrículas...');
  const { db } = ctx;
  const unidadeDec = await db
    .selectFrom('unidade')
    .select('id_unidade')
    .where('tipo', '=', 'dec')
    .orderBy('id_unidade')
    .executeTakeFirstOrThrow();
  // Two new classes for every round, so no round counts the places taken by an
  // earlier one (a club's class holds tens of students, not thousands).
  const { id_professor } = await db
    .selectFrom('professor')
    .select('id_professor')
    .orderBy('id_professor')
    .executeTakeFirstOrThrow();
  const turmasNovas = () =>
    Promise.all(
      (['terça', 'quinta'] as const).map(async (dia_semana) => {
        const r = await db
          .insertInto('turma')
          .values({
            nome_turma: `Turma Bench Matrícula ${dia_semana}`,
            qtd_maxima: 10_000_000,
            id_professor,
            id_unidade: unidadeDec.id_unidade,
            dia_semana,
            horario: '19:00',
          })
          .returning('id_turma')
          .executeTakeFirstOrThrow();
        return r.id_turma;
      }),
    );
  const ano = new Date().getUTCFullYear();
  let seq = 0;
  const matricular = async (amount: number) => {
    const turmas = await turmasNovas();
    return round({
      url: ctx.base,
      connections: Math.min(10, amount),
      amount,
      requests: [
        {
          method: 'POST',
          path: '/api/matricula',
          headers: { ...JSON_HEADERS, cookie: ctx.cookies.admin },
          setupRequest: (req: { body?: string }) => {
            const k = `${Date.now()}-${seq++}`;
            req.body = JSON.stringify({
              tipo_aluno: 'pagante',
              aluno: {
                ...pessoa('Bia Bench', seq),
                dt_nasc_pessoa: `${ano - 10}-03-15`,
                destro_canhoto: 'd',
              },
              responsavel1: pessoa(`Carla Bench ${k}`, seq),
              responsavel2: pessoa(`Davi Bench ${k}`, seq),
              financeiro: 'nao',
              responsavel_financeiro: pessoa(`Elisa Bench ${k}`, seq),
              endereco: {
                cep: '01310-100',
                estado: 'SP',
                cidade: 'São Paulo',
                bairro: 'Bela Vista',
                rua: 'Avenida Paulista',
                numero: '1000',
              },
              id_unidade: unidadeDec.id_unidade,
              dias_semana: 2,
              turmas,
              tipo_plano: 'semestral',
              dia_pagamento: 20,
              contrato_aceito: true,
            });
            return req;
          },
        },
      ] as never,
    });
  };
  const probe = await matricular(1);
  if (probe.non2xx) throw new Error('enrolment body refused');
  await matricular(100);
  const enrolN = ctx.quick ? 300 : 1000;
  const enrols: Round[] = [];
  for (let i = 0; i < ctx.rounds; i++) enrols.push(await matricular(enrolN));
  const er = medianRound(enrols);
  return [
    {
      figure: 'enrolments/s (paying wizard, 10 conn, capacity checks)',
      ours: f0(er.rps),
      baseline: '—',
      ratio: '—',
      // The issue sets this target for SQLite; PostgreSQL is shown against it, unmarked.
      target: ctx.postgres ? '(SQLite ≥ 200/s)' : '≥ 200/s',
      ok: ctx.postgres ? undefined : er.rps >= 200 && er.non2xx === 0,
    },
  ];
}

export const enrol: Figure = { name: 'enrolments', key: 'enrol', run };

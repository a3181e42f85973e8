// The classes a user sees: today's date, the week of classes, a class's detail, its
// recent meetings and its roster, and the rosters (names only) a device keeps. Class detail, meetings and roster: the class's own
// teacher or an administrator (403 "Esta turma não é sua." otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import { notFound } from '#server/http-error.ts';
import { acessoTurma, podeVerTurma } from '#server/policies/index.ts';
import { DIAS_SEMANA } from '#shared/constants.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { diaSemanaDe, hojeNoFuso } from '#shared/rules/datas.ts';
import { paraOAparelho } from '#shared/schemas/aparelho.ts';
import {
  alunoDoRoster,
  encontrosTurma,
  hojeResposta,
  minhaTurma,
  turmaDetalhe,
} from '#shared/schemas/chamada.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { naoESua, turmaPermitida } from './recusas';
import * as repo from './repository';
import { RosterCache } from './roster';

/** An administrator sees every class: a device keeps the first ones (a teacher has a handful). */
const MAXIMO_TURMAS_APARELHO = 40;

const turmasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, versions } = app;
  const rosters = new RosterCache(db, versions);

  // The club's calendar day, so screens never depend on the device's clock or zone.
  app.get('/api/aulas/hoje', { ...usuario, schema: { response: { 200: hojeResposta } } }, async () => {
    const hoje = hojeNoFuso(env.TZ_CLUB);
    return { hoje, dia_hoje: diaSemanaDe(hoje) };
  });

  // The classes this user sees (a teacher's own; every class for an administrator). Optional ?dia= filter.
  app.get(
    '/minhasturmas',
    {
      ...usuario,
      schema: {
        querystring: z.object({ dia: z.enum(DIAS_SEMANA).optional() }),
        response: { 200: z.array(minhaTurma) },
      },
    },
    async (request) =>
      repo.listarMinhasTurmas(db, { acesso: acessoTurma(userOf(request)), dia: request.query.dia }),
  );

  // What the caller's device keeps for the chamada without a network, in one answer: the
  // club's time zone and the classes this user sees (the class policy's condition), each
  // with its students' ids and names only. An administrator's device keeps the first ones.
  app.get(
    '/api/aulas/aparelho',
    { ...usuario, schema: { response: { 200: paraOAparelho } } },
    async (request) => ({
      fuso: env.TZ_CLUB,
      turmas: await repo.turmasParaOAparelho(db, {
        acesso: acessoTurma(userOf(request)),
        maximo: MAXIMO_TURMAS_APARELHO,
      }),
    }),
  );

  // Class detail. The original client reads it with PUT; GET is the same read.
  const detalhe = async (request: Parameters<typeof userOf>[0] & { params: { id: number } }) => {
    await turmaPermitida(db, userOf(request), request.params.id);
    const turma = await repo.turmaDetalhe(db, request.params.id);
    if (!turma) throw notFound(MSG_RECUSA.turmaNaoEncontrada);
    return turma;
  };
  const detalheSchema = { params: idParam, response: { 200: turmaDetalhe } };
  app.put('/minhasturmas/:id', { ...usuario, schema: detalheSchema }, detalhe);
  app.get('/minhasturmas/:id', { ...usuario, schema: detalheSchema }, detalhe);

  // The class's meetings of the last weeks and their chamada's state, newest first.
  app.get(
    '/minhasturmas/:id/encontros',
    { ...usuario, schema: { params: idParam, response: { 200: encontrosTurma } } },
    async (request) => {
      const turma = await turmaPermitida(db, userOf(request), request.params.id);
      return repo.encontrosDaTurma(db, turma, hojeNoFuso(env.TZ_CLUB));
    },
  );

  // The roster of a class (bounded by qtd_maxima, so a plain array), answered from
  // the roster cache: the class owner and the serialized body, one statement on a miss.
  // The bytes go out as they are (Fastify never serializes a Buffer or a string);
  // the response schema documents them.
  app.get(
    '/listaralunos/:idturma',
    {
      ...usuario,
      schema: {
        params: z.object({ idturma: idParam.shape.id }),
        response: { 200: z.array(alunoDoRoster) },
      },
    },
    async (request, reply) => {
      const id_turma = request.params.idturma;
      // Current: the access guard's session lookup synced the data versions (auth/sessions.ts).
      const hoje = hojeNoFuso(env.TZ_CLUB);
      const roster = rosters.peek(id_turma, hoje) ?? (await rosters.get(id_turma, hoje));
      if (roster.id_professor === null) throw notFound(MSG_RECUSA.turmaNaoEncontrada);
      if (!podeVerTurma(userOf(request), { id_professor: roster.id_professor })) throw naoESua();
      // `never`: the bytes stand for the schema's value (alunoDoRoster rows as JSON), not its type.
      return reply.header('content-type', 'application/json; charset=utf-8').send(roster.body as never);
    },
  );
};

export default turmasRoutes;

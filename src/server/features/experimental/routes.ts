// Trial classes. Anyone: the classes open to trials and a booking (limited per address, as
// the public enrolment). Administrators: the desk's board, one trial, its status, and the
// conversion summary. A teacher marks trials on the chamada (features/aulas).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico, sessionOf } from '#server/auth/guards.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import { exigirNascimentoAte } from '#server/nascimento.ts';
import { matriculaPeloClube } from '#server/policies/index.ts';
import { porEndereco, registrarLimites } from '#server/rate-limit.ts';
import { MSG_EXPERIMENTAL as M } from '#shared/messages/experimental.ts';
import { agoraNoFuso, idade } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import {
  EXPERIMENTAL_LIMITE,
  experimentaisPagina,
  experimentaisQuery,
  experimentaisResumo,
  experimentalCriada,
  experimentalDetalhe,
  experimentalInput,
  experimentalStatusInput,
  turmasExperimentais,
} from '#shared/schemas/experimental.ts';
import { idParam } from '#shared/schemas/fields.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { recusaDaReserva, recusaDoStatus } from './recusas';
import * as quadro from './repository-quadro';
import * as reserva from './repository-reserva';

/** Anonymous bookings per address (every attempt counts, a refused one too); the club's staff pass. */
const limiteAnonimo = porEndereco({
  ...EXPERIMENTAL_LIMITE,
  mensagem: M.muitasExperimentais,
  contar: 'chegada',
  isento: async (request) => matriculaPeloClube(await sessionOf(request)),
});

const experimentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const agora = () => agoraNoFuso(env.TZ_CLUB);
  await registrarLimites(app);

  // Anyone: the classes and their open meetings with free places; nothing personal.
  app.get(
    '/api/experimental/turmas',
    { ...publico, schema: { response: { 200: turmasExperimentais } } },
    () => reserva.turmasAbertas(db, agora()),
  );

  // Anyone: book a trial. A minor names a guardian; an adult's guardian is not kept.
  app.post(
    '/api/experimental',
    {
      config: { ...publico.config, rateLimit: limiteAnonimo },
      schema: { body: experimentalInput, response: { 201: experimentalCriada } },
    },
    async (request, reply) => {
      const e = request.body;
      const momento = agora();
      exigirNascimentoAte(e.dt_nasc, momento.hoje, 'dt_nasc');
      const menor = precisaResponsavel(idade(e.dt_nasc, momento.hoje));
      if (menor && !e.responsavel)
        throw badRequest(M.responsavelObrigatorio, { campos: { responsavel: M.responsavelObrigatorio } });
      const r = await reserva.reservar(
        db,
        { ...e, responsavel: menor ? e.responsavel : null },
        { agora: momento, instante: Date.now() },
      );
      if (!r.ok) throw recusaDaReserva(r);
      return reply.code(201).send({ id_experimental: r.id_experimental });
    },
  );

  // Administrators: the board.
  app.get(
    '/api/experimentais',
    { ...admin, schema: { querystring: experimentaisQuery, response: { 200: experimentaisPagina } } },
    (request) => quadro.listarExperimentais(db, request.query),
  );

  app.get('/api/experimentais/resumo', { ...admin, schema: { response: { 200: experimentaisResumo } } }, () =>
    quadro.resumoExperimentais(db, agora().hoje),
  );

  app.get(
    '/api/experimentais/:id',
    { ...admin, schema: { params: idParam, response: { 200: experimentalDetalhe } } },
    async (request) => {
      const e = await quadro.detalharExperimental(db, request.params.id);
      if (!e) throw notFound(M.experimentalNaoEncontrada);
      return e;
    },
  );

  app.patch(
    '/api/experimentais/:id',
    {
      ...admin,
      schema: { params: idParam, body: experimentalStatusInput, response: { 200: mensagemResposta } },
    },
    async (request) => {
      const r = await quadro.mudarStatus(db, request.params.id, request.body, Date.now());
      if (!r.ok) throw recusaDoStatus(r);
      return { message: M.statusAtualizado };
    },
  );
};

export default experimentalRoutes;

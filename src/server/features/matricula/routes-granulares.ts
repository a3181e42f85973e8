// The granular calls of the original API, for administrators: a person made a
// guardian, a person made a student.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { badRequest } from '#server/http-error.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { alunoInput, alunoSalvo, responsavelAlunoInput, responsavelSalvo } from '#shared/schemas/aluno.ts';
import { recusaDaMatricula } from './recusas';
import * as repo from './repository';

const granularesRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/responsavel_aluno {id_pessoa}.
  app.post(
    '/api/responsavel_aluno',
    { ...admin, schema: { body: responsavelAlunoInput, response: { 201: responsavelSalvo } } },
    async (request, reply) => {
      const r = await repo.tornarResponsavel(app.db, autoria(request), request.body.id_pessoa);
      if (!r.ok) throw recusaDaMatricula(r, { admin: true });
      return reply.code(201).send({ id: r.id_responsavel, id_responsavel: r.id_responsavel });
    },
  );

  // POST /api/aluno with the original body.
  app.post(
    '/api/aluno',
    { ...admin, schema: { body: alunoInput, response: { 201: alunoSalvo } } },
    async (request, reply) => {
      const a = request.body;
      if (a.tipo_aluno === 'pagante' && (!a.tipo_plano || !a.dia_pagamento))
        throw badRequest(MSG_RECUSA.planoObrigatorio);
      const r = await repo.tornarAluno(app.db, autoria(request), a);
      if (!r.ok) throw recusaDaMatricula(r, { admin: true });
      return reply.code(201).send({ id: r.id_aluno, id_aluno: r.id_aluno });
    },
  );
};

export default granularesRoutes;

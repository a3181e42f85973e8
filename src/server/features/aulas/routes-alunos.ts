// The students of a class: the administrators' search of every student and adding
// a student to a class; removing a student and moving one between classes, for the
// classes' own teacher or an administrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf, usuario } from '#server/auth/guards.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import { enviarListaCompleta } from '#server/lista-completa.ts';
import { acessoTurma } from '#server/policies/index.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import {
  alunoDaTurma,
  alunoTurma,
  alunoTurmaInput,
  destinosQuery,
  listarTodosQuery,
  removerAlunoQuery,
  transferido,
  transferirInput,
  turmaDestino,
} from '#shared/schemas/chamada.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { recusa, turmaPermitida } from './recusas';
import * as repo from './repository';

const alunosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;

  // Administrators: every student (the original client's complete list), streamed; with `limit` or `offset` a search
  // page of at most `limit` (default 20, max 100), as our add-student picker asks.
  app.get(
    '/listartodosalunos',
    { ...admin, schema: { querystring: listarTodosQuery, response: { 200: z.array(alunoDaTurma) } } },
    async (request, reply) => {
      const { q, limit, offset, fora_da_turma } = request.query;
      if (limit === undefined && offset === undefined)
        return enviarListaCompleta(
          reply,
          alunoDaTurma,
          (apos, n) => repo.alunosDepois(db, { q, fora_da_turma }, apos, n),
          (a) => a.id_aluno,
        );
      return repo.buscarAlunos(db, { q, fora_da_turma, limit: limit ?? 20, offset: offset ?? 0 });
    },
  );

  // Administrators: add a student to a class. 409 when full or already there.
  app.post(
    '/api/aluno_has_turma',
    { ...admin, schema: { body: alunoTurmaInput, response: { 201: alunoTurma } } },
    async (request, reply) => {
      const { id_aluno, id_turma } = request.body;
      const r = await repo.adicionarAluno(db, id_aluno, id_turma, hojeNoFuso(env.TZ_CLUB));
      if (!r.ok) throw recusa(r);
      return reply.code(201).send({ id_aluno, id_turma });
    },
  );

  // Removes student :id from the class named by ?id_turma=, that class only. Without it
  // (the original client sends only the student), from the student's one class; a student
  // in several classes is refused with 400 asking for id_turma, never removed from all.
  app.delete(
    '/api/aluno_has_turma/aluno/:id',
    {
      ...usuario,
      schema: { params: idParam, querystring: removerAlunoQuery, response: { 200: alunoTurma } },
    },
    async (request) => {
      let id_turma = request.query.id_turma;
      if (id_turma === undefined) {
        const turmas = await repo.turmasDoAluno(db, request.params.id);
        if (turmas.length === 0) throw notFound(MSG_RECUSA.alunoSemTurma);
        if (turmas.length > 1)
          throw badRequest(MSG_RECUSA.informeTurma, { campos: { id_turma: MSG_RECUSA.informeTurma } });
        [id_turma] = turmas as [number];
      }
      await turmaPermitida(db, userOf(request), id_turma);
      const r = await repo.removerAluno(db, request.params.id, id_turma);
      if (!r.ok) throw recusa(r);
      return { id_aluno: request.params.id, id_turma };
    },
  );

  // Where a student of class `de` can move: the classes this user sees (a teacher's own).
  app.get(
    '/api/aluno_has_turma/destinos',
    { ...usuario, schema: { querystring: destinosQuery, response: { 200: z.array(turmaDestino) } } },
    async (request) => {
      const { id_aluno, de } = request.query;
      const user = userOf(request);
      await turmaPermitida(db, user, de);
      return repo.turmasDestino(db, { id_aluno, de, acesso: acessoTurma(user) });
    },
  );

  // Moves a student between two classes the user may touch, in one transaction.
  app.post(
    '/api/aluno_has_turma/transferir',
    { ...usuario, schema: { body: transferirInput, response: { 200: transferido } } },
    async (request) => {
      const { id_aluno, de, para } = request.body;
      const user = userOf(request);
      await turmaPermitida(db, user, de);
      await turmaPermitida(db, user, para);
      const r = await repo.transferirAluno(db, { id_aluno, de, para }, hojeNoFuso(env.TZ_CLUB));
      if (!r.ok) throw recusa(r);
      return { id_aluno, de, para };
    },
  );
};

export default alunosRoutes;

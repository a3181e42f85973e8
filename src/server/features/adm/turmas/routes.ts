// Classes: the original client's GET/POST/PUT /api/turma{/id} and /admbackend/excluirturma/{id},
// plus the paginated list. Administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, adminAltera } from '#server/auth/guards.ts';
import { listaQuery, paginaNumerada, responderLista } from '#server/features/adm/lista.ts';
import { recusaDaTurma } from '#server/features/adm/recusas.ts';
import { notFound } from '#server/http-error.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { paginaCursor, paginaCursorQuery } from '#shared/schemas/lista.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { turmaInput, turmaItem, turmaLinha, turmaLinhaAdm, turmaSalva } from '#shared/schemas/turma.ts';
import * as repo from './repository';

const lista = { 200: z.array(turmaLinha) };
const pagina = { 200: paginaCursor(turmaLinhaAdm) };
const salva = { 200: turmaSalva };
const excluida = { 200: mensagemResposta };

const turmasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/turma', { ...admin, schema: { querystring: listaQuery, response: lista } }, (req, reply) =>
    responderLista(
      reply,
      req.query,
      turmaLinha,
      (b) => repo.listarTurmas(app.db, b),
      (q, apos, n) => repo.turmasDepois(app.db, q, apos, n),
      (x) => x.id_turma,
    ),
  );
  app.get(
    '/api/adm/turmas',
    { ...admin, schema: { querystring: paginaCursorQuery, response: pagina } },
    (req) =>
      req.query.page
        ? paginaNumerada(req.query, (b) => repo.listarTurmas(app.db, b))
        : repo.listarTurmasCursor(app.db, req.query),
  );

  app.get(
    '/api/turma/:id',
    { ...admin, schema: { params: idParam, response: { 200: turmaItem } } },
    async (req) => {
      const turma = await repo.obterTurma(app.db, req.params.id);
      if (!turma) throw notFound(MSG_ADM.turmaNaoEncontrada);
      return turma;
    },
  );

  // docs/compatibility.md: POST or PUT without an id creates, with an id updates.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/turma',
      ...admin,
      schema: { body: turmaInput, response: salva },
      handler: async (req) => {
        const r = await repo.criarTurma(app.db, req.body);
        if (!r.ok) throw recusaDaTurma(r);
        return { id: r.id_turma, id_turma: r.id_turma };
      },
    });
    app.route({
      method,
      url: '/api/turma/:id',
      ...admin,
      schema: { params: idParam, body: turmaInput, response: salva },
      handler: async (req) => {
        const { id } = req.params;
        const r = await repo.atualizarTurma(app.db, id, req.body);
        if (!r.ok) throw recusaDaTurma(r);
        return { id, id_turma: id };
      },
    });
  }

  async function excluir(id: number) {
    const r = await repo.excluirTurma(app.db, id);
    if (!r.ok) throw recusaDaTurma(r);
    return { message: MSG.turmaExcluida };
  }
  app.delete('/api/turma/:id', { ...admin, schema: { params: idParam, response: excluida } }, (req) =>
    excluir(req.params.id),
  );
  app.get(
    '/admbackend/excluirturma/:id',
    { ...adminAltera, schema: { params: idParam, response: excluida } },
    (req) => excluir(req.params.id),
  );
};

export default turmasRoutes;

// Units: the original client's GET/POST/PUT /api/unidade{/id} and /admbackend/excluirunidade/{id},
// plus the form's one-transaction calls and the paginated list. Administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, adminAltera } from '#server/auth/guards.ts';
import { listaQuery, paginaNumerada, responderLista } from '#server/features/adm/lista.ts';
import { recusaDaUnidade } from '#server/features/adm/recusas.ts';
import { notFound } from '#server/http-error.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { paginaCursor, paginaCursorQuery } from '#shared/schemas/lista.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import {
  unidadeCompletaInput,
  unidadeCompletaSalva,
  unidadeDetalhe,
  unidadeInput,
  unidadeItem,
  unidadeSalva,
} from '#shared/schemas/unidade.ts';
import * as repo from './repository';

const lista = { 200: z.array(unidadeItem) };
const pagina = { 200: paginaCursor(unidadeItem) };
const salva = { 200: unidadeSalva };
const excluida = { 200: mensagemResposta };

const unidadesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/unidade', { ...admin, schema: { querystring: listaQuery, response: lista } }, (req, reply) =>
    responderLista(
      reply,
      req.query,
      unidadeItem,
      (b) => repo.listarUnidades(app.db, b),
      (q, apos, n) => repo.unidadesDepois(app.db, q, apos, n),
      (x) => x.id_unidade,
    ),
  );
  app.get(
    '/api/adm/unidades',
    { ...admin, schema: { querystring: paginaCursorQuery, response: pagina } },
    (req) =>
      req.query.page
        ? paginaNumerada(req.query, (b) => repo.listarUnidades(app.db, b))
        : repo.listarUnidadesCursor(app.db, req.query),
  );

  app.get(
    '/api/unidade/:id',
    { ...admin, schema: { params: idParam, response: { 200: unidadeDetalhe } } },
    async (req) => {
      const unidade = await repo.obterUnidade(app.db, req.params.id);
      if (!unidade) throw notFound(MSG_ADM.unidadeNaoEncontrada);
      return unidade;
    },
  );

  /** A refused write of a unit as its answer. */

  // docs/compatibility.md: POST or PUT without an id creates, with an id updates.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/unidade',
      ...admin,
      schema: { body: unidadeInput, response: salva },
      handler: async (req) => {
        const r = await repo.criarUnidade(app.db, req.body);
        if (!r.ok) throw recusaDaUnidade(r);
        return { id: r.id_unidade, id_unidade: r.id_unidade };
      },
    });
    app.route({
      method,
      url: '/api/unidade/:id',
      ...admin,
      schema: { params: idParam, body: unidadeInput, response: salva },
      handler: async (req) => {
        const { id } = req.params;
        const r = await repo.atualizarUnidade(app.db, id, req.body);
        if (!r.ok) throw recusaDaUnidade(r);
        return { id, id_unidade: id };
      },
    });
  }

  app.post(
    '/api/unidade/completa',
    { ...admin, schema: { body: unidadeCompletaInput, response: { 200: unidadeCompletaSalva } } },
    async (req) => {
      const { endereco, ...unidade } = req.body;
      const ids = await repo.criarUnidadeCompleta(app.db, unidade, endereco);
      return { id: ids.id_unidade, ...ids };
    },
  );

  app.put(
    '/api/unidade/completa/:id',
    { ...admin, schema: { params: idParam, body: unidadeCompletaInput, response: salva } },
    async (req) => {
      const { endereco, ...unidade } = req.body;
      const { id } = req.params;
      const r = await repo.atualizarUnidadeCompleta(app.db, id, unidade, endereco);
      if (!r.ok) throw recusaDaUnidade(r);
      return { id, id_unidade: id };
    },
  );

  async function excluir(id: number) {
    const r = await repo.excluirUnidade(app.db, id);
    if (!r.ok) throw recusaDaUnidade(r);
    return { message: MSG_RECUSA.unidadeExcluida };
  }
  app.delete('/api/unidade/:id', { ...admin, schema: { params: idParam, response: excluida } }, (req) =>
    excluir(req.params.id),
  );
  app.get(
    '/admbackend/excluirunidade/:id',
    { ...adminAltera, schema: { params: idParam, response: excluida } },
    (req) => excluir(req.params.id),
  );
};

export default unidadesRoutes;

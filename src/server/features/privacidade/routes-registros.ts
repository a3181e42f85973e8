// The privacy registers, administrators only: data subjects' requests and security
// incidents. Neither has a delete route: incidents are kept at least 5 years, requests
// are the proof that each was answered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf } from '#server/auth/guards.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import {
  incidente,
  incidenteInput,
  pedido,
  pedidoAndamentoInput,
  pedidoInput,
} from '#shared/schemas/privacidade.ts';
import { idInt } from '#shared/schemas/resposta.ts';
import { recusaDaPrivacidade } from './recusas';
import * as repo from './repository-registros';

const registrosRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  app.get('/api/privacidade/pedidos', { ...admin, schema: { response: { 200: z.array(pedido) } } }, () =>
    repo.listarPedidos(app.db, hoje()),
  );

  app.post(
    '/api/privacidade/pedidos',
    { ...admin, schema: { body: pedidoInput(hoje), response: { 201: z.object({ id_pedido: idInt }) } } },
    async (req, reply) => {
      const r = await repo.registrarPedido(app.db, req.body, userOf(req).id_pessoa);
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(201).send({ id_pedido: r.id_pedido });
    },
  );

  app.put(
    '/api/privacidade/pedidos/:id',
    { ...admin, schema: { params: idParam, body: pedidoAndamentoInput(hoje), response: { 204: z.null() } } },
    async (req, reply) => {
      const r = await repo.andamentoDoPedido(app.db, req.params.id, req.body);
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/privacidade/incidentes',
    { ...admin, schema: { response: { 200: z.array(incidente) } } },
    () => repo.listarIncidentes(app.db),
  );

  app.post(
    '/api/privacidade/incidentes',
    {
      ...admin,
      schema: { body: incidenteInput(hoje), response: { 201: z.object({ id_incidente: idInt }) } },
    },
    async (req, reply) =>
      reply.code(201).send(await repo.registrarIncidente(app.db, req.body, userOf(req).id_pessoa)),
  );

  app.put(
    '/api/privacidade/incidentes/:id',
    { ...admin, schema: { params: idParam, body: incidenteInput(hoje), response: { 204: z.null() } } },
    async (req, reply) => {
      const r = await repo.atualizarIncidente(app.db, req.params.id, req.body);
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(204).send(null);
    },
  );
};

export default registrosRoutes;

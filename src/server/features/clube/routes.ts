// GET /api/clube (public: the name, CNPJ and contacts a receipt or the privacy notice
// shows) and PUT /api/clube (administrators).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico } from '#server/auth/guards.ts';
import { gravarClube, lerClube } from '#server/repositories/clube.ts';
import { clubeInput, clubeResponse } from '#shared/schemas/clube.ts';

const resposta = { 200: clubeResponse };

const clubeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/clube', { ...publico, schema: { response: resposta } }, () => lerClube(app.db));
  app.put('/api/clube', { ...admin, schema: { body: clubeInput, response: resposta } }, (req) =>
    gravarClube(app.db, req.body),
  );
};

export default clubeRoutes;

// The club's competition categories: GET /api/esgrima/categorias (anyone signed in: the
// screens name categories) and PUT (administrators: the whole table at once, in one
// transaction; a bad table is refused by the shared schema, beside its field).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, usuario } from '#server/auth/guards.ts';
import { gravarCategorias, lerCategorias } from '#server/repositories/categorias.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { categoriasInput, categoriasResponse } from '#shared/schemas/esgrima.ts';

const resposta = { 200: categoriasResponse };

const esgrimaRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);
  app.get('/api/esgrima/categorias', { ...usuario, schema: { response: resposta } }, () =>
    lerCategorias(app.db, hoje()),
  );
  app.put(
    '/api/esgrima/categorias',
    { ...admin, schema: { body: categoriasInput, response: resposta } },
    (req) => gravarCategorias(app.db, req.body, hoje()),
  );
};

export default esgrimaRoutes;

// The audit log's search (GET /api/auditoria), administrators only: by person, author,
// action and the club's days, newest first, a page at a time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { lerAuditoria } from '#server/repositories/auditoria.ts';
import { auditoriaQuery, paginaAuditoria } from '#shared/schemas/auditoria.ts';
import { inicioDoDia } from './dias';

const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auditoria',
    { ...admin, schema: { querystring: auditoriaQuery, response: { 200: paginaAuditoria } } },
    (req) => {
      const { pagina, pageSize, de, ate, ...resto } = req.query;
      const tz = app.env.TZ_CLUB;
      return lerAuditoria(
        app.db,
        {
          ...resto,
          de: de ? inicioDoDia(de, tz) : undefined,
          ate: ate ? inicioDoDia(ate, tz, 1) : undefined,
        },
        { limit: pageSize, offset: (pagina - 1) * pageSize },
      );
    },
  );
};

export default auditoriaRoutes;

// GET /api/config — the club's settings the browser needs (public, no session):
// its time zone, so the client never hard-codes one, and whether e-mail is configured.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { configResponse } from '#shared/schemas/config.ts';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { fuso: app.env.TZ_CLUB, email: Boolean(app.env.SMTP_URL) };
  app.get('/api/config', { ...publico, schema: { response: { 200: configResponse } } }, async () => config);
};

export default configRoutes;

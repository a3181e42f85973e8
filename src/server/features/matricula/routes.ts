// Enrolment routes, one file per responsibility. Anonymous callers may only enrol
// (limited per address) and read the public unit/class lists the wizards need; every
// other route is for administrators. See docs/decisions/004-public-enrolment.md.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarLimites } from '#server/rate-limit.ts';
import importacaoRoutes from './importacao/routes';
import assistenteRoutes from './routes-assistente';
import granularesRoutes from './routes-granulares';
import matriculaRoutes from './routes-matricula';

const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registrarLimites(app);
  await app.register(assistenteRoutes);
  await app.register(matriculaRoutes);
  await app.register(granularesRoutes);
  // Many enrolments at once, from a CSV.
  await app.register(importacaoRoutes);
};

export default enrolmentRoutes;

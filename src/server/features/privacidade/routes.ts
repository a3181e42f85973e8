// Consent and privacy routes (docs/product/privacy.md): the versioned documents and the
// acceptances, a person's consents, the personal consent link's public page, the data
// subjects' requests and the incident register. Administrators only, but the consent link
// and the documents in force, which anyone may read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrarLimites } from '#server/rate-limit.ts';
import consentimentosRoutes from './routes-consentimentos';
import documentosRoutes from './routes-documentos';
import registrosRoutes from './routes-registros';

const privacidadeRoutes: FastifyPluginAsyncZod = async (app) => {
  await registrarLimites(app);
  await app.register(documentosRoutes);
  await app.register(consentimentosRoutes);
  await app.register(registrosRoutes);
};

export default privacidadeRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cepRoutes: FastifyPluginAsyncZod = async () => {};

export default cepRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const admRoutes: FastifyPluginAsyncZod = async () => {};

export default admRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const matriculaRoutes: FastifyPluginAsyncZod = async () => {};

export default matriculaRoutes;

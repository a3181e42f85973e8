import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const aulasRoutes: FastifyPluginAsyncZod = async () => {};

export default aulasRoutes;

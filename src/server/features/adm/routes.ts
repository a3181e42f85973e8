// The administration API (docs/product/access.md, docs/compatibility.md): persons, addresses,
// units, teachers, classes and the student list. Every route is for administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import alunosRoutes from './alunos/routes';
import pessoasRoutes from './pessoas/routes';
import professoresRoutes from './professores/routes';
import turmasRoutes from './turmas/routes';
import unidadesRoutes from './unidades/routes';

const admRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pessoasRoutes);
  await app.register(unidadesRoutes);
  await app.register(professoresRoutes);
  await app.register(turmasRoutes);
  await app.register(alunosRoutes);
};

export default admRoutes;

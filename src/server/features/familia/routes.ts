// The families' portal (guardians and adult students, signed in by an e-mailed code) and
// the desk's control of it.
import type { FastifyPluginAsync } from 'fastify';
import acessoRoutes from './routes-acesso';
import alunosRoutes from './routes-alunos';
import entradaRoutes from './routes-entrada';

const familiaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(entradaRoutes);
  await app.register(alunosRoutes);
  await app.register(acessoRoutes);
};

export default familiaRoutes;

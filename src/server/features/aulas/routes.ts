// Teaching routes, one module per responsibility:
//   routes-turmas.ts   today's date, the week of classes, a class's detail, meetings and roster
//   routes-alunos.ts   the all-students search; adding, removing and moving a class's students
//   routes-chamada.ts  the attendance sheet, corrections and history
//   routes-envio.ts    the attendance send (idempotent per device id) and correction requests
//
// Who may call what:
// - every route needs a session (401 otherwise);
// - class detail, roster, remove, transfer and chamada: the class's own teacher
//   or an administrator (#server/policies; 403 "Esta turma não é sua." otherwise,
//   nothing changed);
// - the all-students search, adding a student to a class and correcting a Finalizada
//   chamada: administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import alunosRoutes from './routes-alunos';
import chamadaRoutes from './routes-chamada';
import envioRoutes from './routes-envio';
import turmasRoutes from './routes-turmas';

const aulasRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(turmasRoutes);
  await app.register(alunosRoutes);
  await app.register(chamadaRoutes);
  await app.register(envioRoutes);
};

export default aulasRoutes;

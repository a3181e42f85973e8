// GET /api/inicio: the home page's day (schemas/inicio.ts). Today's classes are those
// the class rule admits (a teacher's own, every class for an administrator, none for
// anyone else); the club's lists only for who may see the club (#server/policies).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import { acessoTurma, podeVerClube } from '#server/policies/index.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { inicioResposta } from '#shared/schemas/inicio.ts';
import * as repo from './repository';

const inicioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/inicio', { ...usuario, schema: { response: { 200: inicioResposta } } }, async (request) => {
    const quem = userOf(request);
    const acesso = acessoTurma(quem);
    const hoje = hojeNoFuso(app.env.TZ_CLUB);
    if (!podeVerClube(quem)) return { hoje, hoje_turmas: await repo.turmasDeHoje(app.db, hoje, acesso) };
    const desde = somarDias(hoje, -6);
    const [hoje_turmas, pendentes, lotadas, matriculas_semana] = await Promise.all([
      repo.turmasDeHoje(app.db, hoje, acesso),
      repo.chamadasPendentes(app.db, hoje, acesso),
      repo.turmasLotadas(app.db, acesso),
      repo.matriculasDesde(app.db, desde),
    ]);
    return { hoje, hoje_turmas, adm: { pendentes, lotadas, matriculas_semana, desde } };
  });
};

export default inicioRoutes;

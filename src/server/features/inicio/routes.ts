// GET /api/inicio: the home page's day (schemas/inicio.ts). A teacher sees their own
// classes; an administrator every class and the club's lists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { somarDias } from '#shared/rules/frequencia.ts';
import { inicioResposta } from '#shared/schemas/inicio.ts';
import * as repo from './repository';

const inicioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/inicio', { ...usuario, schema: { response: { 200: inicioResposta } } }, async (request) => {
    const user = userOf(request);
    const hoje = hojeNoFuso(app.env.TZ_CLUB);
    if (user.adm !== 1) {
      const hoje_turmas =
        user.id_professor === null
          ? { total: 0, itens: [] }
          : await repo.turmasDeHoje(app.db, hoje, user.id_professor);
      return { hoje, hoje_turmas };
    }
    const desde = somarDias(hoje, -6);
    const [hoje_turmas, pendentes, lotadas, matriculas_semana] = await Promise.all([
      repo.turmasDeHoje(app.db, hoje, null),
      repo.chamadasPendentes(app.db, hoje),
      repo.turmasLotadas(app.db),
      repo.matriculasDesde(app.db, desde),
    ]);
    return { hoje, hoje_turmas, adm: { pendentes, lotadas, matriculas_semana, desde } };
  });
};

export default inicioRoutes;

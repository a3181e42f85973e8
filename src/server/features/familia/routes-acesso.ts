// The desk's control of a student's family access (administrators):
// - GET    /api/adm/alunos/{id}/familia                       who may sign in for the student,
//          with an e-mail or not, their latest sign-in and open family sessions
// - DELETE /api/adm/alunos/{id}/familia/{id_pessoa}/sessoes   ends that person's family sessions
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { acessoFamiliaParam, acessoFamiliaResposta, sessoesEncerradas } from '#shared/schemas/familia.ts';
import { idParam } from '#shared/schemas/fields.ts';
import { recusaDaFamilia } from './recusas';
import { acessoDoAluno, encerrarSessoesDaFamilia } from './repository-acesso';

const acessoRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  app.get(
    '/api/adm/alunos/:id/familia',
    { ...admin, schema: { params: idParam, response: { 200: acessoFamiliaResposta } } },
    async (req) => {
      const r = await acessoDoAluno(app.db, req.params.id, hoje());
      if (!r) throw recusaDaFamilia({ ok: false, motivo: 'aluno_inexistente' });
      return r;
    },
  );

  app.delete(
    '/api/adm/alunos/:id/familia/:id_pessoa/sessoes',
    { ...admin, schema: { params: acessoFamiliaParam, response: { 200: sessoesEncerradas } } },
    async (req) => {
      const r = await encerrarSessoesDaFamilia(app.db, autoria(req), {
        id_aluno: req.params.id,
        id_pessoa: req.params.id_pessoa,
        hoje: hoje(),
      });
      if (!r.ok) throw recusaDaFamilia(r);
      return { encerradas: r.encerradas };
    },
  );
};

export default acessoRoutes;

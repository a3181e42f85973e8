// The administration's student list (GET /admbackend/aluno) and the student
// delete (GET /admbackend/excluiraluno/{id_aluno}, DELETE /api/aluno/{id_aluno}).
// Administrators only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, adminAltera } from '#server/auth/guards.ts';
import { listaQuery, responderLista } from '#server/features/adm/lista.ts';
import { recusaDoAluno } from '#server/features/adm/recusas.ts';
import { badRequest } from '#server/http-error.ts';
import { type Autoria, autoria } from '#server/repositories/auditoria.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { alunoItem, alunoItemAdm } from '#shared/schemas/aluno.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { desativarAlunoInput, historicoAluno, situacaoCampos } from '#shared/schemas/inativo.ts';
import { paginaCursor, paginaCursorQueryCom } from '#shared/schemas/lista.ts';
import { filtrosAlunosCampos } from '#shared/schemas/painel.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import * as repo from './repository';

/**
 * Our client's pages, with the dashboard's filters (shared/schemas/painel.ts) and the
 * situacao (ativos, inativos, todos).
 */
const alunosQuery = paginaCursorQueryCom({ ...filtrosAlunosCampos, ...situacaoCampos });

const lista = { 200: z.array(alunoItem) };
const pagina = { 200: paginaCursor(alunoItemAdm) };
const excluido = { 200: mensagemResposta };

const alunosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admbackend/aluno',
    { ...admin, schema: { querystring: listaQuery, response: lista } },
    (req, reply) =>
      responderLista(
        reply,
        req.query,
        alunoItem,
        (b) => repo.listarAlunos(app.db, b, hojeNoFuso(app.env.TZ_CLUB)),
        (q, apos, n) => repo.alunosDepois(app.db, q, apos, n),
        (x) => x.id_aluno,
      ),
  );
  app.get('/api/adm/alunos', { ...admin, schema: { querystring: alunosQuery, response: pagina } }, (req) =>
    repo.listarAlunosAdm(app.db, req.query, hojeNoFuso(app.env.TZ_CLUB)),
  );

  /** Today in the club's time zone; a deactivation's day is not after it. */
  function diaDaSaida(data: string | undefined) {
    const hoje = hojeNoFuso(app.env.TZ_CLUB);
    if (data && data > hoje)
      throw badRequest(MSG_INATIVO.dataFutura, { campos: { data: MSG_INATIVO.dataFutura } });
    return data ?? hoje;
  }

  app.post(
    '/api/adm/alunos/:id/desativar',
    { ...admin, schema: { params: idParam, body: desativarAlunoInput, response: excluido } },
    async (req) => {
      const data = diaDaSaida(req.body.data);
      const r = await repo.desativarAluno(app.db, req.params.id, data, req.body.motivo ?? null);
      if (!r.ok) throw recusaDoAluno(r);
      return { message: MSG_INATIVO.alunoDesativado };
    },
  );
  app.post(
    '/api/adm/alunos/:id/reativar',
    { ...admin, schema: { params: idParam, response: excluido } },
    async (req) => {
      const r = await repo.reativarAluno(app.db, req.params.id);
      if (!r.ok) throw recusaDoAluno(r);
      return { message: MSG_INATIVO.alunoReativado };
    },
  );
  app.get(
    '/api/adm/alunos/:id/historico',
    { ...admin, schema: { params: idParam, response: { 200: historicoAluno } } },
    async (req) => {
      const r = await repo.presencasDoAluno(app.db, req.params.id);
      if (!r.ok) throw recusaDoAluno(r);
      return { presencas: r.presencas };
    },
  );

  async function excluir(id: number, quem: Autoria) {
    const r = await repo.excluirAluno(app.db, quem, id);
    if (!r.ok) throw recusaDoAluno(r);
    return { message: MSG_RECUSA.alunoExcluido };
  }
  app.delete('/api/aluno/:id', { ...admin, schema: { params: idParam, response: excluido } }, (req) =>
    excluir(req.params.id, autoria(req)),
  );
  app.get(
    '/admbackend/excluiraluno/:id',
    { ...adminAltera, schema: { params: idParam, response: excluido } },
    (req) => excluir(req.params.id, autoria(req)),
  );
};

export default alunosRoutes;

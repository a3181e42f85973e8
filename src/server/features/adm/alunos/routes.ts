// The administration's student list (GET /admbackend/aluno) and the student
// delete (GET /admbackend/excluiraluno/{id_aluno}, DELETE /api/aluno/{id_aluno}).
// Administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, adminAltera } from '#server/auth/guards.ts';
import { listaQuery, paginaNumerada, responderLista } from '#server/features/adm/lista.ts';
import { notFound } from '#server/http-error.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { alunoItem } from '#shared/schemas/aluno.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { paginaCursor, paginaCursorQueryCom } from '#shared/schemas/lista.ts';
import { filtrosAlunosCampos } from '#shared/schemas/painel.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { filtroAlunos } from './filtros';
import * as repo from './repository';

/** Our client's pages, with the dashboard's filters (shared/schemas/painel.ts). */
const alunosQuery = paginaCursorQueryCom(filtrosAlunosCampos);

const lista = { 200: z.array(alunoItem) };
const pagina = { 200: paginaCursor(alunoItem) };
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
        (b) => repo.listarAlunos(app.db, b),
        (q, apos, n) => repo.alunosDepois(app.db, q, apos, n),
        (x) => x.id_aluno,
      ),
  );
  app.get('/api/adm/alunos', { ...admin, schema: { querystring: alunosQuery, response: pagina } }, (req) => {
    const filtro = filtroAlunos(app.db, req.query, hojeNoFuso(app.env.TZ_CLUB));
    // Old numbered pages know no filters: a filtered list is always paged by keyset.
    return req.query.page && !filtro
      ? paginaNumerada(req.query, (b) => repo.listarAlunos(app.db, b))
      : repo.listarAlunosCursor(app.db, req.query, filtro);
  });

  async function excluir(id: number) {
    const ok = await app.db.transaction().execute((trx) => repo.excluirAluno(trx, id));
    if (!ok) throw notFound(MSG_ADM.alunoNaoEncontrado);
    return { message: MSG.alunoExcluido };
  }
  app.delete('/api/aluno/:id', { ...admin, schema: { params: idParam, response: excluido } }, (req) =>
    excluir(req.params.id),
  );
  app.get(
    '/admbackend/excluiraluno/:id',
    { ...adminAltera, schema: { params: idParam, response: excluido } },
    (req) => excluir(req.params.id),
  );
};

export default alunosRoutes;

// The family's students (routes declared `familia`: a family session, and only the
// students it answers for: policies/familia.ts; another's is 404):
// - GET  /api/familia/alunos                          the list, by name
// - GET  /api/familia/alunos/{id_aluno}               one in full
// - GET  /api/familia/alunos/{id_aluno}/agenda.ics    the weekly classes as iCalendar
// - POST /api/familia/alunos/{id_aluno}/aceites       accept a pending version
// - POST /api/familia/alunos/{id_aluno}/finalidades   answer or withdraw a purpose
// - POST /api/familia/alunos/{id_aluno}/pedidos       a data subject's request
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familia, familiaOf } from '#server/auth/guards.ts';
import type { Autoria } from '#server/repositories/auditoria.ts';
import { segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import {
  aceitarInput,
  alunoFamilia,
  alunosFamilia,
  finalidadeFamiliaInput,
  idAlunoFamiliaParam,
  type PedidoFamiliaResposta,
  pedidoFamiliaInput,
  pedidoFamiliaResposta,
} from '#shared/schemas/familia.ts';
import { agendaIcs } from './agenda';
import { recusaDaFamilia } from './recusas';
import { aceitarVersao, pedirComoTitular, responderFinalidade } from './repository-acoes';
import { alunoDaFamiliaCompleto, alunosDaFamilia, alunoVisivel, turmasDoAluno } from './repository-alunos';

/** Who acts on a family route: the signed-in family person. */
const autoriaDaFamilia = (req: FastifyRequest): Autoria => ({
  id_autor: familiaOf(req).id_pessoa,
  id_requisicao: req.id,
});

const alunosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const hoje = () => hojeNoFuso(env.TZ_CLUB);
  let segredo: Promise<string> | null = null;
  const segredoDeLinks = () => {
    segredo ??= segredoDosLinks(db, env.LINK_SECRET).catch((err) => {
      segredo = null;
      throw err;
    });
    return segredo;
  };
  const completo = async (id_pessoa: number, id_aluno: number) => {
    const a = await alunoDaFamiliaCompleto(db, await segredoDeLinks(), id_pessoa, id_aluno, hoje());
    if (!a) throw recusaDaFamilia({ ok: false, motivo: 'aluno_inexistente' });
    return a;
  };

  app.get('/api/familia/alunos', { ...familia, schema: { response: { 200: alunosFamilia } } }, async (req) =>
    alunosDaFamilia(db, familiaOf(req).id_pessoa, hoje()),
  );

  app.get(
    '/api/familia/alunos/:id_aluno',
    { ...familia, schema: { params: idAlunoFamiliaParam, response: { 200: alunoFamilia } } },
    async (req) => completo(familiaOf(req).id_pessoa, req.params.id_aluno),
  );

  app.get(
    '/api/familia/alunos/:id_aluno/agenda.ics',
    { ...familia, schema: { params: idAlunoFamiliaParam } },
    async (req, reply) => {
      const dia = hoje();
      const aluno = await alunoVisivel(db, familiaOf(req).id_pessoa, req.params.id_aluno, dia);
      if (!aluno) throw recusaDaFamilia({ ok: false, motivo: 'aluno_inexistente' });
      const turmas = await turmasDoAluno(db, aluno.id_aluno);
      const texto = agendaIcs(
        { id_aluno: aluno.id_aluno, nome: aluno.nome, turmas },
        env.TZ_CLUB,
        dia,
        req.hostname,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="aulas-${aluno.id_aluno}.ics"`)
        .send(texto);
    },
  );

  app.post(
    '/api/familia/alunos/:id_aluno/aceites',
    {
      ...familia,
      schema: { params: idAlunoFamiliaParam, body: aceitarInput, response: { 200: alunoFamilia } },
    },
    async (req) => {
      const f = familiaOf(req);
      const r = await aceitarVersao(db, autoriaDaFamilia(req), f, {
        id_aluno: req.params.id_aluno,
        id_documento_versao: req.body.id_documento_versao,
        hoje: hoje(),
      });
      if (!r.ok) throw recusaDaFamilia(r);
      return completo(f.id_pessoa, req.params.id_aluno);
    },
  );

  app.post(
    '/api/familia/alunos/:id_aluno/finalidades',
    {
      ...familia,
      schema: {
        params: idAlunoFamiliaParam,
        body: finalidadeFamiliaInput,
        response: { 200: alunoFamilia },
      },
    },
    async (req) => {
      const f = familiaOf(req);
      const r = await responderFinalidade(db, autoriaDaFamilia(req), f, {
        ...req.body,
        id_aluno: req.params.id_aluno,
        hoje: hoje(),
      });
      if (!r.ok) throw recusaDaFamilia(r);
      return completo(f.id_pessoa, req.params.id_aluno);
    },
  );

  app.post(
    '/api/familia/alunos/:id_aluno/pedidos',
    {
      ...familia,
      schema: {
        params: idAlunoFamiliaParam,
        body: pedidoFamiliaInput,
        response: { 201: pedidoFamiliaResposta },
      },
    },
    async (req, reply) => {
      const r = await pedirComoTitular(db, autoriaDaFamilia(req), familiaOf(req), {
        ...req.body,
        id_aluno: req.params.id_aluno,
        hoje: hoje(),
      });
      if (!r.ok) throw recusaDaFamilia(r);
      const { ok: _, ...pedido } = r;
      const resposta: PedidoFamiliaResposta = pedido;
      return reply.code(201).send(resposta);
    },
  );
};

export default alunosRoutes;

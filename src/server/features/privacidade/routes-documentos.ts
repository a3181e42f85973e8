// The versioned documents: the versions (administrators), the ones in force (public: the
// wizard shows the optional purposes' texts), publishing a version, the students whose
// acceptance is older than the contract in force, and their personal links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico, userOf } from '#server/auth/guards.ts';
import { segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import {
  documentoVersao,
  linkConsentimento,
  novaVersaoInput,
  pendentesQuery,
  pendentesResposta,
} from '#shared/schemas/privacidade.ts';
import { idInt } from '#shared/schemas/resposta.ts';
import { recusaDaPrivacidade } from './recusas';
import * as repo from './repository-documentos';

const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  app.get(
    '/api/privacidade/documentos',
    { ...admin, schema: { response: { 200: z.array(documentoVersao) } } },
    () => repo.listarVersoes(app.db),
  );

  app.get(
    '/api/privacidade/documentos/vigentes',
    { ...publico, schema: { response: { 200: z.array(documentoVersao) } } },
    () => repo.vigentes(app.db, hoje()),
  );

  app.post(
    '/api/privacidade/documentos',
    {
      ...admin,
      schema: {
        body: novaVersaoInput,
        response: { 201: z.object({ id_documento_versao: idInt, versao: z.int() }) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await repo.publicarVersao(app.db, req.body, userOf(req).id_pessoa)),
  );

  app.get(
    '/api/privacidade/pendentes',
    { ...admin, schema: { querystring: pendentesQuery, response: { 200: pendentesResposta } } },
    async (req) =>
      repo.pendentes(app.db, await segredoDosLinks(app.db, app.env.LINK_SECRET), hoje(), req.query),
  );

  app.post(
    '/api/alunos/:id/link-consentimento',
    { ...admin, schema: { params: idParam, response: { 201: linkConsentimento } } },
    async (req, reply) => {
      const segredo = await segredoDosLinks(app.db, app.env.LINK_SECRET);
      const r = await repo.linkDeConsentimento(app.db, segredo, req.params.id);
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(201).send({ token: r.token, expira_em: r.expira_em });
    },
  );
};

export default documentosRoutes;

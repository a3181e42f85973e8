// A person's consents (administrators), a purpose answered or revoked at the desk, and the
// personal consent link's public page (no login; limited per address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico } from '#server/auth/guards.ts';
import { notFound } from '#server/http-error.ts';
import { porEndereco } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { idParam, tokenParam, z } from '#shared/schemas/fields.ts';
import {
  aceiteLinkInput,
  consentimentosResposta,
  mudarFinalidadeInput,
  paginaConsentimento,
} from '#shared/schemas/privacidade.ts';
import { recusaDaPrivacidade } from './recusas';
import * as repo from './repository-consentimentos';

/** Requests per address to the consent link's page, read and answer together. */
const limiteLink = porEndereco({
  max: 30,
  janelaMs: 15 * 60_000,
  mensagem: M.muitosAcessos,
  contar: 'chegada',
});

const consentimentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  app.get(
    '/api/pessoas/:id/consentimentos',
    { ...admin, schema: { params: idParam, response: { 200: consentimentosResposta } } },
    async (req) => {
      const c = await repo.consentimentosDaPessoa(app.db, req.params.id);
      if (!c) throw notFound(M.pessoaNaoEncontrada);
      return c;
    },
  );

  app.post(
    '/api/pessoas/:id/finalidades',
    { ...admin, schema: { params: idParam, body: mudarFinalidadeInput, response: { 204: z.null() } } },
    async (req, reply) => {
      const r = await repo.responderFinalidadeNaSecretaria(app.db, autoria(req), {
        ...req.body,
        id_aluno: req.params.id,
        hoje: hoje(),
      });
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/consentimento/:token',
    {
      config: { ...publico.config, rateLimit: limiteLink },
      schema: { params: tokenParam, response: { 200: paginaConsentimento } },
    },
    async (req) => {
      const pagina = await repo.paginaDoLink(app.db, req.params.token, hoje());
      if (!pagina) throw notFound(M.linkInvalido);
      return pagina;
    },
  );

  app.post(
    '/api/consentimento/:token',
    {
      config: { ...publico.config, rateLimit: limiteLink },
      schema: { params: tokenParam, body: aceiteLinkInput, response: { 204: z.null() } },
    },
    async (req, reply) => {
      const r = await repo.aceitarPeloLink(app.db, autoria(req), req.params.token, req.body, hoje());
      if (!r.ok) throw recusaDaPrivacidade(r);
      return reply.code(204).send(null);
    },
  );
};

export default consentimentosRoutes;

// GET /api/cep/:cep — the browser never calls the postal-code services itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { notFound, serviceUnavailable } from '#server/http-error.ts';
import { porEndereco, registrarLimites } from '#server/rate-limit.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { cepInfo } from '#shared/schemas/endereco.ts';
import { cep, z } from '#shared/schemas/fields.ts';
import { createCepLookup } from './servico';

/** Per-address budget of this public endpoint: well-formed CEPs asked per minute. */
const LIMITE = { max: 60, janelaMs: 60_000 } as const;

const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = createCepLookup({
    viacepUrl: app.env.CEP_VIACEP_URL,
    brasilapiUrl: app.env.CEP_BRASILAPI_URL,
    timeoutMs: app.env.CEP_TIMEOUT_MS,
  });
  await registrarLimites(app);

  app.get(
    '/api/cep/:cep',
    {
      config: {
        ...publico.config,
        rateLimit: porEndereco({ ...LIMITE, mensagem: MSG_RECUSA.muitasRequisicoes, contar: 'validado' }),
      },
      schema: { params: z.object({ cep }), response: { 200: cepInfo } },
    },
    async (request) => {
      const info = await lookup(request.params.cep).catch(() => {
        throw serviceUnavailable(MSG.cepIndisponivel);
      });
      if (!info) throw notFound(MSG.cepInvalido);
      return info;
    },
  );
};

export default cepRoutes;

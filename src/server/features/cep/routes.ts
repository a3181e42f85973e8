// GET /api/cep/:cep — the browser never calls the postal-code services itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { HttpError, notFound, tooManyRequests } from '#server/http-error.ts';
import { MSG } from '#shared/messages.ts';
import { cepInfo } from '#shared/schemas/endereco.ts';
import { cep, z } from '#shared/schemas/fields.ts';
import { createCepLookup } from './repository';

/** Per-address budget for this public endpoint. */
const LIMIT_PER_MINUTE = 60;

const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = createCepLookup({
    viacepUrl: app.env.CEP_VIACEP_URL,
    brasilapiUrl: app.env.CEP_BRASILAPI_URL,
    timeoutMs: app.env.CEP_TIMEOUT_MS,
  });
  const hits = new Map<string, { windowStart: number; count: number }>();

  app.get(
    '/api/cep/:cep',
    { ...publico, schema: { params: z.object({ cep }), response: { 200: cepInfo } } },
    async (request) => {
      const now = Date.now();
      const h = hits.get(request.ip);
      if (!h || now - h.windowStart > 60_000) {
        if (hits.size > 10_000) hits.clear();
        hits.set(request.ip, { windowStart: now, count: 1 });
      } else if (++h.count > LIMIT_PER_MINUTE) {
        throw tooManyRequests(MSG.muitasRequisicoes);
      }

      let info: Awaited<ReturnType<typeof lookup>>;
      try {
        info = await lookup(request.params.cep);
      } catch {
        throw new HttpError(503, MSG.cepIndisponivel);
      }
      if (!info) throw notFound(MSG.cepInvalido);
      return info;
    },
  );
};

export default cepRoutes;

// POST /login (log in, or check the session when sent without a body) and GET /sair.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests, unauthorized } from '#server/http-error.ts';
import { MSG } from '#shared/messages.ts';
import { z } from '#shared/schemas/fields.ts';
import {
  LOGIN_ERRO,
  type LoginResponse,
  loginInput,
  loginResponse,
  sairResposta,
} from '#shared/schemas/login.ts';
import { publico, sessionOf } from './guards';
import { verifyPassword } from './passwords';
import { createSession, deleteSession, hashToken, SESSION_COOKIE } from './sessions';
import { clearAccount, isThrottled, recordFailure, type ThrottlePolicy } from './throttle';

const emptyToUndefined = (v: unknown) =>
  v == null || (typeof v === 'object' && Object.keys(v as object).length === 0) ? undefined : v;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, db } = app;
  const throttle: ThrottlePolicy = {
    windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    maxPerAccount: env.LOGIN_MAX_FAILS_ACCOUNT,
    maxPerAddress: env.LOGIN_MAX_FAILS_ADDRESS,
  };
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.COOKIE_SECURE,
    maxAge: env.SESSION_MAX_DAYS * 86_400,
  };

  app.post(
    '/login',
    {
      ...publico,
      schema: {
        body: z.preprocess(emptyToUndefined, loginInput.optional()),
        response: { 200: loginResponse },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const body = request.body;
      if (!body) {
        const user = await sessionOf(request);
        if (!user) throw unauthorized();
        return { nome: user.nome, adm: user.adm };
      }

      if (await isThrottled(db, throttle, body.usuario, request.ip)) {
        throw tooManyRequests(MSG.muitasTentativas);
      }
      const pessoa = await db
        .selectFrom('pessoa')
        .select(['id_pessoa', 'nome_pessoa', 'adm', 'senha_pessoa'])
        .where('email_pessoa', '=', body.usuario)
        .where('senha_pessoa', 'is not', null)
        .executeTakeFirst();
      if (!pessoa) {
        await recordFailure(db, throttle, body.usuario, request.ip);
        throw unauthorized(MSG.usuarioIncorreto, { code: LOGIN_ERRO.usuario });
      }
      if (!(await verifyPassword(pessoa.senha_pessoa!, body.senha))) {
        await recordFailure(db, throttle, body.usuario, request.ip);
        throw unauthorized(MSG.senhaIncorreta, { code: LOGIN_ERRO.senha });
      }

      await clearAccount(db, body.usuario);
      // A new token at every login; an older session cookie of this browser is revoked.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, hashToken(previous));
      const token = await createSession(db, pessoa.id_pessoa);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return { nome: pessoa.nome_pessoa, adm: pessoa.adm === 1 ? 1 : 0 };
    },
  );

  app.get('/sair', { ...publico, schema: { response: { 200: sairResposta } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true } as const;
  });
};

export default authRoutes;

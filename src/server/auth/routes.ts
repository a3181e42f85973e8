// POST /login (log in, or check the session when sent without a body) and GET /sair.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, loginRecusado, unauthorized } from '#server/http-error.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { z } from '#shared/schemas/fields.ts';
import {
  LOGIN_ERRO,
  type LoginResponse,
  loginInput,
  loginResponse,
  sairResposta,
} from '#shared/schemas/login.ts';
import { opcoesDoCookie } from './cookie';
import { dispositivoDe } from './dispositivo';
import { publico, sessionOf } from './guards';
import { verifyPassword } from './passwords';
import { pessoaDoLogin, professorInativo } from './repository';
import { createSession, deleteSession, hashToken } from './repository-sessoes';
import { SESSION_COOKIE } from './sessions';
import { attemptSucceeded, beginAttempt, limitesDeTentativas, tentativaRecusada } from './throttle';

const emptyToUndefined = (v: unknown) =>
  v == null || (typeof v === 'object' && Object.keys(v as object).length === 0) ? undefined : v;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, db } = app;
  const throttle = limitesDeTentativas(env);
  const cookieOptions = (request: FastifyRequest) => opcoesDoCookie(env, request);

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
        return { nome: user.nome, adm: user.adm, troca_senha: user.troca_senha };
      }

      const attempt = await beginAttempt(db, throttle, body.usuario, request.ip);
      if (!attempt.ok) throw await tentativaRecusada(db, throttle, body.usuario, request.ip, reply);
      const pessoa = await pessoaDoLogin(db, body.usuario);
      if (!pessoa) throw loginRecusado(LOGIN_ERRO.usuario, MSG.usuarioIncorreto);
      if (!(await verifyPassword(pessoa.senha_pessoa!, body.senha)))
        throw loginRecusado(LOGIN_ERRO.senha, MSG.senhaIncorreta);
      // A teacher who left is deactivated and cannot log in (decision 014).
      if (await professorInativo(db, pessoa.id_pessoa)) throw forbidden(MSG_INATIVO.professorInativoLogin);

      await attemptSucceeded(db, body.usuario, request.ip);
      // A new token at every login; an older session cookie of this browser is revoked.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, hashToken(previous));
      const token = await createSession(
        db,
        pessoa.id_pessoa,
        Date.now(),
        dispositivoDe(request.headers['user-agent']),
      );
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      return {
        nome: pessoa.nome_pessoa,
        adm: pessoa.adm === 1 ? 1 : 0,
        troca_senha: pessoa.troca_senha === 1 ? 1 : 0,
      };
    },
  );

  // A logout changes state, so another site may not cause it (an image tag
  // pointing here): like the original client's deleting GETs, same-origin only (403 otherwise).
  app.get(
    '/sair',
    { config: { acesso: 'publico', alteraComGet: true }, schema: { response: { 200: sairResposta } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true } as const;
    },
  );
};

export default authRoutes;

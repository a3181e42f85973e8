// Signing in to the families' portal without a password:
// - POST /api/familia/codigo {email} (public): always 202 with the same body, answered
//   before any work, so neither the answer nor its time tells whether the e-mail is known.
//   For a family person (policies/familia.ts) it makes a 6-digit code (15 minutes, one use,
//   5 wrong tries; only its HMAC is kept) and queues its e-mail with a link to
//   /familia/entrar?email=…&codigo=…, a page that signs in only when its button is pressed
//   (a POST), so a mail scanner following the link spends nothing. At most a few codes per
//   person per hour, and a limit per client address.
// - POST /api/familia/entrar {email, codigo} (public): the login throttle of the staff's
//   login counts the try (this e-mail from this address, and the address); a right code
//   opens a family session (its own cookie, sent only to /api/familia), else 400.
// - GET /api/familia/sessao: who is signed in (401 without a family session).
// - POST /api/familia/sair: the family session ends.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opcoesDoCookie } from '#server/auth/cookie.ts';
import { dispositivoDe } from '#server/auth/dispositivo.ts';
import { familia, familiaOf, publico } from '#server/auth/guards.ts';
import { hashToken } from '#server/auth/repository-sessoes.ts';
import { apagarSessaoFamilia } from '#server/auth/repository-sessoes-familia.ts';
import {
  attemptSucceeded,
  beginAttempt,
  limitesDeTentativas,
  tentativaRecusada,
} from '#server/auth/throttle.ts';
import { avisarEntrega } from '#server/mensagens/enviar.ts';
import { porEndereco, registrarLimites } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { MSG_FAMILIA as M } from '#shared/messages/familia.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import {
  COOKIE_FAMILIA,
  DIGITOS_CODIGO,
  type EntrarInput,
  entrarInput,
  type PedirCodigoInput,
  pedirCodigoInput,
  type SessaoFamilia,
  sairFamiliaResposta,
  sessaoFamilia,
} from '#shared/schemas/familia.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { recusaDaFamilia } from './recusas';
import * as repo from './repository-codigos';

export const CODIGO = {
  validadeMs: 15 * 60_000,
  codigosPorHora: 3,
  pedidosPorEndereco: 10,
  janelaMs: 15 * 60_000,
} as const;

/** The family cookie's path: the browser sends it to the portal's API and nowhere else. */
const CAMINHO_DO_COOKIE = '/api/familia';

const limiteDePedidos = porEndereco({
  max: CODIGO.pedidosPorEndereco,
  janelaMs: CODIGO.janelaMs,
  mensagem: M.muitosPedidos,
  contar: 'chegada',
});

const entradaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  await registrarLimites(app);
  const throttle = limitesDeTentativas(env);
  const hoje = () => hojeNoFuso(env.TZ_CLUB);
  let segredo: Promise<string> | null = null;
  const segredoDeLinks = () => {
    segredo ??= segredoDosLinks(db, env.LINK_SECRET).catch((err) => {
      segredo = null;
      throw err;
    });
    return segredo;
  };

  app.post(
    '/api/familia/codigo',
    {
      config: { ...publico.config, rateLimit: limiteDePedidos },
      schema: { body: pedirCodigoInput, response: { 202: mensagemResposta } },
    },
    async (req, reply) => {
      const { email }: PedirCodigoInput = req.body;
      const quem = autoria(req);
      const origem = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
      const agora = Date.now();
      const trabalho = async () => {
        const pessoa = await repo.pessoaDaFamilia(db, email, hoje());
        if (!pessoa) return;
        const codigo = String(randomInt(0, 10 ** DIGITOS_CODIGO)).padStart(DIGITOS_CODIGO, '0');
        const url = `${origem}/familia/entrar?${new URLSearchParams({ email, codigo })}`;
        const feito = await repo.emitirCodigo(db, quem, {
          id_pessoa: pessoa.id_pessoa,
          codigoHash: repo.hashDoCodigo(await segredoDeLinks(), pessoa.id_pessoa, codigo),
          agora,
          expiraEm: agora + CODIGO.validadeMs,
          maximoPorHora: CODIGO.codigosPorHora,
          mensagem: (clube) => ({
            id_pessoa: pessoa.id_pessoa,
            email: pessoa.email,
            motivo: 'codigo_acesso',
            conteudo: {
              clube,
              assunto: M.codigoAssunto(clube),
              saudacao: M.codigoSaudacao(pessoa.nome_pessoa),
              paragrafos: [M.codigoCorpo(codigo)],
              botao: { rotulo: M.codigoBotao, url },
              nota: M.codigoIgnorar,
            },
          }),
        });
        if (feito) avisarEntrega();
      };
      // The answer leaves first: its time is the same for a known and an unknown e-mail.
      void trabalho().catch((err) => req.log.error(err));
      return reply.code(202).send({ message: M.codigoEnviado });
    },
  );

  app.post(
    '/api/familia/entrar',
    { ...publico, schema: { body: entrarInput, response: { 200: sessaoFamilia } } },
    async (req, reply): Promise<SessaoFamilia> => {
      const { email, codigo }: EntrarInput = req.body;
      const tentativa = await beginAttempt(db, throttle, email, req.ip);
      if (!tentativa.ok) throw await tentativaRecusada(db, throttle, email, req.ip, reply);
      const pessoa = await repo.pessoaDaFamilia(db, email, hoje());
      if (!pessoa) throw recusaDaFamilia({ ok: false, motivo: 'codigo_invalido' });
      const agora = Date.now();
      const r = await repo.entrarComCodigo(db, autoria(req), {
        id_pessoa: pessoa.id_pessoa,
        codigoHash: repo.hashDoCodigo(await segredoDeLinks(), pessoa.id_pessoa, codigo),
        agora,
        dispositivo: dispositivoDe(req.headers['user-agent']),
      });
      if (!r.ok) throw recusaDaFamilia(r);
      await attemptSucceeded(db, email, req.ip);
      // A new token at every sign-in; an older family cookie of this browser is revoked.
      const anterior = req.cookies[COOKIE_FAMILIA];
      if (anterior) await apagarSessaoFamilia(db, hashToken(anterior));
      reply.setCookie(COOKIE_FAMILIA, r.token, opcoesDoCookie(env, req, CAMINHO_DO_COOKIE));
      return { nome: pessoa.nome_pessoa };
    },
  );

  app.get(
    '/api/familia/sessao',
    { ...familia, schema: { response: { 200: sessaoFamilia } } },
    async (req) => ({
      nome: familiaOf(req).nome,
    }),
  );

  // Public, so a browser whose session already ended can still clear its cookie.
  app.post(
    '/api/familia/sair',
    { ...publico, schema: { response: { 200: sairFamiliaResposta } } },
    async (req, reply) => {
      const token = req.cookies[COOKIE_FAMILIA];
      if (token) await apagarSessaoFamilia(db, hashToken(token));
      reply.clearCookie(COOKIE_FAMILIA, { path: CAMINHO_DO_COOKIE });
      return { ok: true } as const;
    },
  );
};

export default entradaRoutes;

// A staff member who forgot the password (public routes):
// - POST /api/conta/recuperar {email}: always 202 with the same body, answered before any
//   work, so neither the answer nor its time tells whether the e-mail is known. For a staff
//   account it makes a link /redefinir/{token} (256 random bits; only its SHA-256 is kept;
//   one use; 1 hour) and queues its e-mail (at most a few per account per hour).
// - POST /api/conta/redefinir {token, nova}: the password rule of "Minha conta"; the link
//   is spent and every session of the account ends; an old or used link is a 400.
// Both are limited per client address and audited.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { exigirSenhaForte } from '#server/auth/senha-forte.ts';
import { avisarEntrega } from '#server/mensagens/enviar.ts';
import { porEndereco, registrarLimites } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_MENSAGENS as M } from '#shared/messages/mensagens.ts';
import { recuperarInput, redefinirInput, TOKEN_REDEFINICAO } from '#shared/schemas/mensagens.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { recusaDoLink } from './recusas';
import * as repo from './repository-recuperacao';

const RECUPERACAO = {
  validadeMs: 3_600_000,
  linksPorHora: 3,
  pedidosPorEndereco: 10,
  janelaMs: 15 * 60_000,
} as const;

const limite = porEndereco({
  max: RECUPERACAO.pedidosPorEndereco,
  janelaMs: RECUPERACAO.janelaMs,
  mensagem: M.muitosPedidos,
  contar: 'chegada',
});

const recuperacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  await registrarLimites(app);

  app.post(
    '/api/conta/recuperar',
    {
      config: { ...publico.config, rateLimit: limite },
      schema: { body: recuperarInput, response: { 202: mensagemResposta } },
    },
    async (req, reply) => {
      const quem = autoria(req);
      const origem = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
      const agora = Date.now();
      const trabalho = async () => {
        const conta = await repo.contaDaEquipe(db, req.body.email);
        if (!conta?.email_pessoa) return;
        const token = randomBytes(32).toString('base64url');
        const url = `${origem}/redefinir/${token}`;
        const feito = await repo.pedirLink(db, quem, {
          id_pessoa: conta.id_pessoa,
          email: conta.email_pessoa,
          token,
          agora,
          expiraEm: agora + RECUPERACAO.validadeMs,
          maximoPorHora: RECUPERACAO.linksPorHora,
          mensagem: (clube) => ({
            id_pessoa: conta.id_pessoa,
            email: conta.email_pessoa!,
            motivo: 'redefinir_senha',
            conteudo: {
              clube,
              assunto: M.redefinirAssunto(clube),
              saudacao: M.redefinirSaudacao(conta.nome_pessoa),
              paragrafos: [M.redefinirCorpo],
              botao: { rotulo: M.redefinirBotao, url },
              nota: M.redefinirIgnorar,
            },
          }),
        });
        if (feito) avisarEntrega();
      };
      // The answer leaves first: its time is the same for a known and an unknown e-mail.
      void trabalho().catch((err) => req.log.error(err));
      return reply.code(202).send({ message: M.recuperarEnviado });
    },
  );

  app.post(
    '/api/conta/redefinir',
    {
      config: { ...publico.config, rateLimit: limite },
      schema: { body: redefinirInput, response: { 200: mensagemResposta } },
    },
    async (req) => {
      const { token, nova } = req.body;
      const agora = Date.now();
      if (!TOKEN_REDEFINICAO.test(token)) throw recusaDoLink();
      const pessoa = await repo.pessoaDoLink(db, token, agora);
      if (!pessoa) throw recusaDoLink();
      await exigirSenhaForte(nova, { nome: pessoa.nome_pessoa, email: pessoa.email_pessoa }, 'nova');
      const r = await repo.redefinirPeloLink(db, autoria(req), token, await hashPassword(nova), agora);
      if (!r.ok) throw recusaDoLink(r);
      return { message: M.redefinida };
    },
  );
};

export default recuperacaoRoutes;

// The logged-in person's own account (`/api/conta/*`): change the password (every other
// session ends), see how strong a password being typed is, list and end one's sessions.
// These are the only API routes a person who must change their password may call
// (auth/guards.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { exigirSenhaForte } from '#server/auth/senha-forte.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import {
  attemptSucceeded,
  beginAttempt,
  limitesDeTentativas,
  tentativaRecusada,
} from '#server/auth/throttle.ts';
import { unauthorized } from '#server/http-error.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { avaliarSenha, entradasDaPessoa } from '#shared/rules/senha-forte.ts';
import {
  forcaSenhaInput,
  forcaSenhaResposta,
  sessaoItem,
  sessaoParam,
  trocarSenhaInput,
} from '#shared/schemas/conta.ts';
import { z } from '#shared/schemas/fields.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { recusaDaSessao, senhaAtualIncorreta, senhaIgualAtual } from './recusas';
import * as repo from './repository';
import recuperacaoRoutes from './routes-recuperacao';

const mensagem = { 200: mensagemResposta };

const contaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tentativas = limitesDeTentativas(app.env);
  await app.register(recuperacaoRoutes);

  app.post(
    '/api/conta/senha',
    { ...usuario, schema: { body: trocarSenhaInput, response: mensagem } },
    async (req, reply) => {
      const quem = userOf(req);
      const { atual, nova } = req.body;
      const pessoa = await repo.lerPessoaDaConta(db, quem.id_pessoa);
      if (!pessoa?.senha_pessoa) throw unauthorized();
      // The new password first: a refusal of it costs no try and no hash.
      if (nova === atual) throw senhaIgualAtual();
      await exigirSenhaForte(nova, { nome: pessoa.nome_pessoa, email: pessoa.email_pessoa }, 'nova');
      // Guessing the current password from a session left open counts like a login's tries.
      const chave = pessoa.email_pessoa ?? `pessoa:${quem.id_pessoa}`;
      const tentativa = await beginAttempt(db, tentativas, chave, req.ip);
      if (!tentativa.ok) throw await tentativaRecusada(db, tentativas, chave, req.ip, reply);
      if (!(await verifyPassword(pessoa.senha_pessoa, atual))) throw senhaAtualIncorreta();
      await attemptSucceeded(db, chave, req.ip);
      await repo.trocarSenha(db, quem.id_pessoa, await hashPassword(nova), quem.tokenHash);
      return { message: MSG_CONTA.senhaAlterada };
    },
  );

  // Nothing is stored or logged: the estimator's verdict on what is being typed, for the
  // meter beside the field (its dictionaries stay on the server).
  app.post(
    '/api/conta/senha/forca',
    { ...usuario, schema: { body: forcaSenhaInput, response: { 200: forcaSenhaResposta } } },
    async (req) => {
      const quem = userOf(req);
      const pessoa = await repo.lerPessoaDaConta(db, quem.id_pessoa);
      return avaliarSenha(req.body.senha, entradasDaPessoa(pessoa?.nome_pessoa, pessoa?.email_pessoa));
    },
  );

  app.get(
    '/api/conta/sessoes',
    { ...usuario, schema: { response: { 200: z.array(sessaoItem) } } },
    async (req) => {
      const quem = userOf(req);
      const sessoes = await repo.listarSessoes(db, quem.id_pessoa, quem.tokenHash);
      return sessoes.map((s) => ({
        ...s,
        dispositivo: s.dispositivo ?? MSG_CONTA.aparelhoDesconhecido,
        criada_em: new Date(s.criada_em).toISOString(),
        usada_em: new Date(s.usada_em).toISOString(),
      }));
    },
  );

  app.delete(
    '/api/conta/sessoes/:id',
    { ...usuario, schema: { params: sessaoParam, response: mensagem } },
    async (req, reply) => {
      const quem = userOf(req);
      const r = await repo.encerrarSessao(db, quem.id_pessoa, req.params.id, quem.tokenHash);
      if (!r.ok) throw recusaDaSessao(r);
      if (r.era_esta) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: MSG_CONTA.sessaoEncerrada };
    },
  );

  // "Sair de todos os aparelhos": this one too, so a person who fears a lost phone
  // leaves nothing open anywhere; they log in again here. A path of its own, so a
  // DELETE of one session whose id went missing can never end them all.
  app.post(
    '/api/conta/sessoes/encerrar-todas',
    { ...usuario, schema: { response: mensagem } },
    async (req, reply) => {
      await repo.encerrarTodasAsSessoes(db, userOf(req).id_pessoa);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: MSG_CONTA.sessaoEncerrada };
    },
  );
};

export default contaRoutes;

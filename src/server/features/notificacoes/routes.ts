// The bell (decision 018): GET /api/notificacoes lists the caller's notifications with the
// unread count; POST /api/notificacoes/lidas marks some read, POST …/lidas/todas every one.
// Both marking routes answer the list as it now is. Everything is read from the database
// on each request (decision 009): a mark made through one instance shows on every other.

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import { acessoTurma, podeVerClube } from '#server/policies/index.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { notificacoesLidasInput, notificacoesResposta } from '#shared/schemas/notificacao.ts';
import * as repo from './repository';

const resposta = { response: { 200: notificacoesResposta } };

/** The caller as the bell reads them: their classes' chamadas, and the club's notices for who may see the club. */
function leitorDe(request: FastifyRequest): repo.Leitor {
  const quem = userOf(request);
  return { id_pessoa: quem.id_pessoa, turmas: acessoTurma(quem), clube: podeVerClube(quem) };
}

const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  app.get('/api/notificacoes', { ...usuario, schema: resposta }, async (request) =>
    repo.notificacoesDe(app.db, leitorDe(request), hoje()),
  );

  app.post(
    '/api/notificacoes/lidas',
    { ...usuario, schema: { body: notificacoesLidasInput, ...resposta } },
    async (request) => {
      const [quem, dia] = [leitorDe(request), hoje()];
      await repo.marcarLidas(app.db, quem, dia, request.body.chaves, Date.now());
      return repo.notificacoesDe(app.db, quem, dia);
    },
  );

  app.post('/api/notificacoes/lidas/todas', { ...usuario, schema: resposta }, async (request) => {
    const [quem, dia] = [leitorDe(request), hoje()];
    await repo.marcarLidas(app.db, quem, dia, null, Date.now());
    return repo.notificacoesDe(app.db, quem, dia);
  });
};

export default notificacoesRoutes;

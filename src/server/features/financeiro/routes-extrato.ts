// Statement import: POST the bank's OFX or CSV as text → the credits with suggested
// charges; POST the accepted matches → recorded together or not at all. The public
// payment page's API (GET /api/pagar/{token}) is here too: no session, rate-limited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico } from '#server/auth/guards.ts';
import { porEndereco, registrarLimites } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { tokenParam } from '#shared/schemas/fields.ts';
import {
  EXTRATO_MAX,
  extratoConfirmacaoInput,
  extratoConfirmacaoResponse,
  extratoInput,
  extratoResponse,
  pagarClubeResponse,
  pagarResponse,
} from '#shared/schemas/financeiro.ts';
import { hojeDe } from './contexto';
import { creditosDoCsv, creditosDoOfx } from './extrato';
import { PaginasDePagamento } from './paginas-de-pagamento';
import { extratoIlegivel, linkInvalido, recusaDoExtrato } from './recusas';
import { confirmarConciliacao, sugerirConciliacao } from './repository-extrato';
import { contatoDoClube } from './repository-publico';

const extratoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, versions } = app;
  const paginas = new PaginasDePagamento(db, versions);
  await registrarLimites(app);

  app.post(
    '/api/financeiro/extrato',
    {
      ...admin,
      bodyLimit: EXTRATO_MAX * 2 + 1024,
      schema: { body: extratoInput, response: { 200: extratoResponse } },
    },
    async (req) => {
      const { tipo, conteudo } = req.body;
      const creditos = tipo === 'ofx' ? await creditosDoOfx(conteudo) : creditosDoCsv(conteudo);
      if (!creditos) throw extratoIlegivel();
      return { lancamentos: await sugerirConciliacao(db, creditos) };
    },
  );

  app.post(
    '/api/financeiro/extrato/confirmacao',
    {
      ...admin,
      bodyLimit: 1024 * 1024,
      schema: { body: extratoConfirmacaoInput, response: { 200: extratoConfirmacaoResponse } },
    },
    async (req) => {
      const r = await confirmarConciliacao(db, autoria(req), req.body);
      if (!r.ok) throw recusaDoExtrato(r);
      return { aplicados: r.aplicados, recibos: r.recibos };
    },
  );

  const limitePagar = {
    ...publico.config,
    // A family opening its link now and then, not a scan of tokens.
    rateLimit: porEndereco({
      max: app.env.PAGAR_LIMITE_POR_MINUTO,
      janelaMs: 60_000,
      mensagem: MSG_RECUSA.muitasRequisicoes,
      contar: 'chegada',
    }),
  };

  // What the page of a link that opens nothing shows: the club's name and contact only.
  app.get(
    '/api/pagar/clube',
    { config: limitePagar, schema: { response: { 200: pagarClubeResponse } } },
    () => contatoDoClube(db),
  );

  app.get(
    '/api/pagar/:token',
    { config: limitePagar, schema: { params: tokenParam, response: { 200: pagarResponse } } },
    // The bytes go out as they are (Fastify never serializes a Buffer); the response
    // schema documents them.
    async (req, reply) => {
      // No session to look up: this request syncs the data versions itself.
      const sync = versions.sync();
      if (sync) await sync;
      const pagina = await paginas.de(req.params.token, hojeDe(app));
      if (!pagina) throw linkInvalido();
      // `never`: the bytes stand for the schema's value (a `Pagar` as JSON), not its type. As
      // every JSON answer, never kept by a browser or a proxy (security-headers.ts).
      return reply.type('application/json; charset=utf-8').send(pagina as never);
    },
  );
};

export default extratoRoutes;

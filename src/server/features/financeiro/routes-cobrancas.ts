// The charges (list, one in full, cancel, issue again, the accountant's CSV), the issuing
// job on demand, payments, reversals and receipts, the late list and the month's summary.
// Administrators only.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { falha } from '#server/result.ts';
import { idParam } from '#shared/schemas/fields.ts';
import {
  cobrancaDetalhe,
  cobrancasCsvQuery,
  cobrancasQuery,
  cobrancasResponse,
  emitirResponse,
  inadimplentesQuery,
  inadimplentesResponse,
  motivoInput,
  numeroReciboParam,
  pagamentoInput,
  reciboResponse,
  resumoQuery,
  resumoResponse,
} from '#shared/schemas/financeiro.ts';
import { hojeDe, origemDe, segredoDe } from './contexto';
import { recusa, recusaDoCancelamento } from './recusas';
import { cancelarCobranca, reemitirCobranca } from './repository-acoes';
import { lerCobranca, listarCobrancas } from './repository-cobrancas';
import { cobrancasCsv } from './repository-csv';
import { emitirCobrancas } from './repository-emissao';
import { estornarPagamento, lerRecibo, registrarPagamento } from './repository-pagamentos';
import { inadimplentes, resumo } from './repository-painel';

const cobrancasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const segredo = segredoDe(app);

  const detalhe = async (id: number, req: FastifyRequest) => {
    const c = await lerCobranca(db, id, hojeDe(app), await segredo(), origemDe(req));
    if (!c) throw recusa(falha('cobranca_nao_encontrada'));
    return c;
  };
  const recibo = async (numero: number) => {
    const r = await lerRecibo(db, numero);
    if (!r) throw recusa(falha('recibo_nao_encontrado'));
    return r;
  };

  app.post(
    '/api/financeiro/emitir',
    { ...admin, schema: { response: { 200: emitirResponse } } },
    async (req) => ({
      emitidas: await emitirCobrancas(db, await segredo(), autoria(req), hojeDe(app)),
    }),
  );

  app.get(
    '/api/financeiro/cobrancas',
    { ...admin, schema: { querystring: cobrancasQuery, response: { 200: cobrancasResponse } } },
    async (req) => listarCobrancas(db, req.query, hojeDe(app), await segredo()),
  );

  app.get(
    '/api/financeiro/cobrancas.csv',
    { ...admin, schema: { querystring: cobrancasCsvQuery } },
    async (req, reply) => {
      const { de, ate } = req.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cobrancas-${de}-${ate}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(cobrancasCsv(db, de, ate, hojeDe(app), app.env.TZ_CLUB), { objectMode: false }));
    },
  );

  app.get(
    '/api/financeiro/cobrancas/:id',
    { ...admin, schema: { params: idParam, response: { 200: cobrancaDetalhe } } },
    (req) => detalhe(req.params.id, req),
  );

  app.post(
    '/api/financeiro/cobrancas/:id/cancelamento',
    { ...admin, schema: { params: idParam, body: motivoInput, response: { 200: cobrancaDetalhe } } },
    async (req) => {
      const r = await cancelarCobranca(db, autoria(req), req.params.id, req.body.motivo);
      if (!r.ok) throw recusaDoCancelamento(r);
      return detalhe(req.params.id, req);
    },
  );

  app.post(
    '/api/financeiro/cobrancas/:id/reemissao',
    { ...admin, schema: { params: idParam, response: { 200: cobrancaDetalhe } } },
    async (req) => {
      const r = await reemitirCobranca(db, await segredo(), autoria(req), req.params.id);
      if (!r.ok) throw recusa(r);
      return detalhe(r.id_cobranca, req);
    },
  );

  app.post(
    '/api/financeiro/cobrancas/:id/pagamento',
    { ...admin, schema: { params: idParam, body: pagamentoInput, response: { 200: reciboResponse } } },
    async (req) => {
      // The club's today, in its own time zone (TZ_CLUB).
      if (req.body.pago_em > hojeDe(app)) throw recusa(falha('data_futura'));
      const r = await registrarPagamento(db, autoria(req), req.params.id, req.body);
      if (!r.ok) throw recusa(r);
      return recibo(r.numero_recibo);
    },
  );

  app.post(
    '/api/financeiro/pagamentos/:id/estorno',
    { ...admin, schema: { params: idParam, body: motivoInput, response: { 200: cobrancaDetalhe } } },
    async (req) => {
      const r = await estornarPagamento(db, autoria(req), req.params.id, req.body.motivo);
      if (!r.ok) throw recusa(r);
      return detalhe(r.id_cobranca, req);
    },
  );

  app.get(
    '/api/financeiro/recibos/:numero',
    { ...admin, schema: { params: numeroReciboParam, response: { 200: reciboResponse } } },
    (req) => recibo(req.params.numero),
  );

  app.get(
    '/api/financeiro/inadimplentes',
    { ...admin, schema: { querystring: inadimplentesQuery, response: { 200: inadimplentesResponse } } },
    async (req) => inadimplentes(db, req.query, hojeDe(app), await segredo(), origemDe(req)),
  );

  app.get(
    '/api/financeiro/resumo',
    { ...admin, schema: { querystring: resumoQuery, response: { 200: resumoResponse } } },
    (req) => {
      const hoje = hojeDe(app);
      return resumo(db, req.query.competencia ?? hoje.slice(0, 7), hoje);
    },
  );
};

export default cobrancasRoutes;

// Billing's settings, prices (the club's, each unit's override, the history) and a
// student's discounts. Administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import {
  configuracaoInput,
  configuracaoResponse,
  descontosInput,
  descontosResponse,
  historicoPrecosQuery,
  historicoPrecosResponse,
  idAlunoParam,
  idUnidadeParam,
  precosInput,
  precosResponse,
  precoUnidadeInput,
  precoUnidadeResponse,
} from '#shared/schemas/financeiro.ts';
import { recusa } from './recusas';
import * as cfg from './repository-configuracao';
import { gravarDescontos, lerDescontos } from './repository-descontos';

const configuracaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/financeiro/configuracao',
    { ...admin, schema: { response: { 200: configuracaoResponse } } },
    () => cfg.lerConfiguracao(db),
  );
  app.put(
    '/api/financeiro/configuracao',
    { ...admin, schema: { body: configuracaoInput, response: { 200: configuracaoResponse } } },
    (req) => cfg.gravarConfiguracao(db, autoria(req), req.body, app.env.TZ_CLUB),
  );

  app.get('/api/financeiro/precos', { ...admin, schema: { response: { 200: precosResponse } } }, () =>
    cfg.lerPrecos(db),
  );
  app.put(
    '/api/financeiro/precos',
    { ...admin, schema: { body: precosInput, response: { 200: precosResponse } } },
    (req) => cfg.gravarPrecos(db, autoria(req), req.body),
  );
  app.get(
    '/api/financeiro/precos/historico',
    { ...admin, schema: { querystring: historicoPrecosQuery, response: { 200: historicoPrecosResponse } } },
    (req) => cfg.historicoDePrecos(db, req.query.id_unidade),
  );
  app.get(
    '/api/financeiro/precos/unidades/:id_unidade',
    { ...admin, schema: { params: idUnidadeParam, response: { 200: precoUnidadeResponse } } },
    async (req) => {
      const r = await cfg.lerPrecosUnidade(db, req.params.id_unidade);
      if (!r.ok) throw recusa(r);
      return r.precos;
    },
  );
  app.put(
    '/api/financeiro/precos/unidades/:id_unidade',
    {
      ...admin,
      schema: { params: idUnidadeParam, body: precoUnidadeInput, response: { 200: precoUnidadeResponse } },
    },
    async (req) => {
      const r = await cfg.gravarPrecosUnidade(db, autoria(req), req.params.id_unidade, req.body);
      if (!r.ok) throw recusa(r);
      return r.precos;
    },
  );

  app.get(
    '/api/financeiro/alunos/:id_aluno/descontos',
    { ...admin, schema: { params: idAlunoParam, response: { 200: descontosResponse } } },
    async (req) => {
      const r = await lerDescontos(db, req.params.id_aluno);
      if (!r.ok) throw recusa(r);
      return r.descontos;
    },
  );
  app.put(
    '/api/financeiro/alunos/:id_aluno/descontos',
    {
      ...admin,
      schema: { params: idAlunoParam, body: descontosInput, response: { 200: descontosResponse } },
    },
    async (req) => {
      const r = await gravarDescontos(db, autoria(req), req.params.id_aluno, req.body);
      if (!r.ok) throw recusa(r);
      return r.descontos;
    },
  );
};

export default configuracaoRoutes;

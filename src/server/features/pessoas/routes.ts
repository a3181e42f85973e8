// A person's data under the LGPD, administrators only: reveal the masked documents, export
// everything, anonymise (one person, or in bulk from the retention screen), and the retention
// settings with the list of who is due (docs/decisions/028-audit-and-anonymisation.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin } from '#server/auth/guards.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { idParam } from '#shared/schemas/fields.ts';
import {
  anonimizacaoEmLoteFeita,
  anonimizacaoEmLoteInput,
  anonimizacaoFeita,
  anonimizacaoInput,
  devidos,
  exportacao,
  expurgoFeito,
  identidadeRevelada,
  retencao,
} from '#shared/schemas/pessoas-dados.ts';
import { recusaDaPessoa } from './recusas';
import { anonimizarEmLote, anonimizarPessoa } from './repository-anonimizacao';
import { exportarPessoa } from './repository-exportacao';
import { revelarIdentidade } from './repository-identidade';
import {
  expurgarExperimentais,
  lerRetencao,
  listarDevidos,
  purgarAuditoria,
  salvarRetencao,
} from './repository-retencao';

const pessoasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/pessoas/:id/identidade',
    { ...admin, schema: { params: idParam, response: { 200: identidadeRevelada } } },
    async (req) => {
      const r = await revelarIdentidade(db, autoria(req), req.params.id);
      if (!r.ok) throw recusaDaPessoa(r);
      return r.documentos;
    },
  );

  app.get(
    '/api/pessoas/:id/exportacao',
    { ...admin, schema: { params: idParam, response: { 200: exportacao } } },
    async (req) => {
      const r = await exportarPessoa(db, autoria(req), req.params.id);
      if (!r.ok) throw recusaDaPessoa(r);
      return r.exportacao;
    },
  );

  app.post(
    '/api/pessoas/:id/anonimizacao',
    { ...admin, schema: { params: idParam, body: anonimizacaoInput, response: { 200: anonimizacaoFeita } } },
    async (req) => {
      const r = await anonimizarPessoa(db, autoria(req), req.params.id);
      if (!r.ok) throw recusaDaPessoa(r);
      return { id_pessoa: req.params.id, nome: r.nome };
    },
  );

  app.get('/api/pessoas/retencao', { ...admin, schema: { response: { 200: retencao } } }, () =>
    lerRetencao(db),
  );

  app.put(
    '/api/pessoas/retencao',
    { ...admin, schema: { body: retencao, response: { 200: retencao } } },
    async (req) => {
      await salvarRetencao(db, req.body);
      return req.body;
    },
  );

  app.get('/api/pessoas/devidos', { ...admin, schema: { response: { 200: devidos } } }, () =>
    listarDevidos(db, hojeNoFuso(app.env.TZ_CLUB)),
  );

  app.post(
    '/api/pessoas/anonimizacoes',
    { ...admin, schema: { body: anonimizacaoEmLoteInput, response: { 200: anonimizacaoEmLoteFeita } } },
    async (req) => {
      const r = await anonimizarEmLote(db, autoria(req), req.body.ids);
      if (!r.ok) throw recusaDaPessoa(r);
      return { anonimizadas: r.anonimizadas };
    },
  );

  // Retention: the audit entries past their years, and the trial classes never converted.
  app.post('/api/pessoas/expurgo', { ...admin, schema: { response: { 200: expurgoFeito } } }, async () => ({
    apagadas: await purgarAuditoria(db),
    experimentais_apagadas: await expurgarExperimentais(db, hojeNoFuso(app.env.TZ_CLUB)),
  }));
};

export default pessoasRoutes;

// Payment reminders: their rules and running the job now, the reminders a charge or a
// student got and a person's choice about them (administrators); the personal stop link's
// public page, read and confirmed by POST so a mail scanner that opens links stops nothing
// (no login; limited per address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico } from '#server/auth/guards.ts';
import { notFound } from '#server/http-error.ts';
import { avisarEntrega } from '#server/mensagens/enviar.ts';
import { porEndereco } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { abrirLink } from '#server/repositories/links-publicos.ts';
import { MSG_FINANCEIRO } from '#shared/messages/financeiro.ts';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { idParam, tokenParam } from '#shared/schemas/fields.ts';
import { idAlunoParam } from '#shared/schemas/financeiro.ts';
import {
  lembretesConfig,
  lembretesDoAluno,
  lembretesLista,
  paginaParar,
  preferenciaInput,
  preferenciaLembretes,
  processarResponse,
} from '#shared/schemas/lembretes.ts';
import { hojeDe, segredoDe } from './contexto';
import { origemDosLinks, processarLembretes } from './lembretes';
import * as repo from './repository-lembretes';
import * as paradas from './repository-lembretes-paradas';

/** Requests per address to the stop page, read and confirmation together. */
const limiteLink = porEndereco({
  max: 30,
  janelaMs: 15 * 60_000,
  mensagem: M.muitosAcessos,
  contar: 'chegada',
});

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

const lembretesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const segredo = segredoDe(app);

  app.get('/api/financeiro/lembretes', { ...admin, schema: { response: { 200: lembretesConfig } } }, () =>
    repo.lerConfigLembretes(db),
  );
  app.put(
    '/api/financeiro/lembretes',
    { ...admin, schema: { body: lembretesConfig, response: { 200: lembretesConfig } } },
    (req) => repo.gravarConfigLembretes(db, autoria(req), req.body),
  );
  app.post(
    '/api/financeiro/lembretes/processar',
    { ...admin, schema: { response: { 200: processarResponse } } },
    async () => {
      const enviadas = await processarLembretes(db, {
        segredo: await segredo(),
        origem: origemDosLinks(app.env),
        hoje: hojeDe(app),
      });
      if (enviadas > 0) avisarEntrega();
      return { enviadas };
    },
  );
  app.get(
    '/api/financeiro/cobrancas/:id/lembretes',
    { ...admin, schema: { params: idParam, response: { 200: lembretesLista } } },
    async (req) => {
      if (!(await repo.cobrancaExiste(db, req.params.id)))
        throw notFound(MSG_FINANCEIRO.cobrancaNaoEncontrada);
      return repo.listarLembretes(db, { id_cobranca: req.params.id });
    },
  );
  app.get(
    '/api/financeiro/alunos/:id_aluno/lembretes',
    { ...admin, schema: { params: idAlunoParam, response: { 200: lembretesDoAluno } } },
    async (req) => {
      const pagador = await repo.pagadorDoAluno(db, req.params.id_aluno);
      const preferencia = pagador && (await paradas.preferenciaDaPessoa(db, pagador.id_pessoa));
      if (!pagador || !preferencia) throw notFound(MSG_FINANCEIRO.alunoNaoEncontrado);
      return {
        pagador: { ...preferencia, nome: pagador.nome },
        lembretes: await repo.listarLembretes(db, { id_aluno: req.params.id_aluno }),
      };
    },
  );
  app.get(
    '/api/financeiro/lembretes/pessoas/:id',
    { ...admin, schema: { params: idParam, response: { 200: preferenciaLembretes } } },
    async (req) => {
      const p = await paradas.preferenciaDaPessoa(db, req.params.id);
      if (!p) throw notFound(M.pessoaNaoEncontrada);
      return p;
    },
  );
  app.put(
    '/api/financeiro/lembretes/pessoas/:id',
    {
      ...admin,
      schema: { params: idParam, body: preferenciaInput, response: { 200: preferenciaLembretes } },
    },
    async (req) => {
      const r = await paradas.registrarPreferencia(db, autoria(req), {
        id_pessoa: req.params.id,
        recebe: req.body.recebe,
        canal: 'secretaria',
      });
      if (!r.ok) throw notFound(M.pessoaNaoEncontrada);
      const p = await paradas.preferenciaDaPessoa(db, req.params.id);
      if (!p) throw notFound(M.pessoaNaoEncontrada);
      return p;
    },
  );

  const abrir = async (token: string) => {
    const id_pessoa = await abrirLink(db, 'parar_lembretes', token);
    const pessoa = id_pessoa === null ? undefined : await paradas.pessoaDoParar(db, id_pessoa);
    if (id_pessoa === null || !pessoa) throw notFound(M.linkInvalido);
    return { id_pessoa, pessoa };
  };
  const pagina = async (nome: string, parado: boolean) => ({
    nome: primeiroNome(nome),
    clube: (await lerClube(db)).nome,
    parado,
  });

  app.get(
    '/api/lembretes/parar/:token',
    {
      ...publico,
      config: { ...publico.config, rateLimit: limiteLink },
      schema: { params: tokenParam, response: { 200: paginaParar } },
    },
    async (req) => {
      const { pessoa } = await abrir(req.params.token);
      return pagina(pessoa.nome_pessoa, pessoa.parado === 1);
    },
  );
  app.post(
    '/api/lembretes/parar/:token',
    {
      ...publico,
      config: { ...publico.config, rateLimit: limiteLink },
      schema: { params: tokenParam, response: { 200: paginaParar } },
    },
    async (req) => {
      const { id_pessoa, pessoa } = await abrir(req.params.token);
      await paradas.registrarPreferencia(db, autoria(req), { id_pessoa, recebe: false, canal: 'link' });
      return pagina(pessoa.nome_pessoa, true);
    },
  );
};

export default lembretesRoutes;

// Person and address calls (docs/compatibility.md): GET lists, per-id reads, POST/PUT.
// All for administrators only: the public enrolment wizard saves through its
// own single-transaction endpoint (POST /api/matricula), not these.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf } from '#server/auth/guards.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { exigirSenhaForte } from '#server/auth/senha-forte.ts';
import { listaQuery, responderLista } from '#server/features/adm/lista.ts';
import { recusaDaPessoa, recusaDoEndereco } from '#server/features/adm/recusas.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import { exigirNascimentoAte } from '#server/nascimento.ts';
import { podeDefinirAdm } from '#server/policies/index.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { endereco, enderecoAvulsoInput, enderecoSalvo } from '#shared/schemas/endereco.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { pessoaInput, pessoaPublica, pessoaSalva } from '#shared/schemas/pessoa.ts';
import * as repo from './repository';

const pessoas = { 200: z.array(pessoaPublica) };
const enderecos = { 200: z.array(endereco) };

const pessoasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/pessoa', { ...admin, schema: { querystring: listaQuery, response: pessoas } }, (req, reply) =>
    responderLista(
      reply,
      req.query,
      pessoaPublica,
      (b) => repo.listarPessoas(app.db, b),
      (q, apos, n) => repo.pessoasDepois(app.db, q, apos, n),
      (x) => x.id_pessoa,
    ),
  );

  app.get(
    '/api/pessoa/:id',
    { ...admin, schema: { params: idParam, response: { 200: pessoaPublica } } },
    async (req) => {
      const pessoa = await repo.obterPessoa(app.db, autoria(req), req.params.id);
      if (!pessoa) throw notFound(MSG_ADM.pessoaNaoEncontrada);
      return pessoa;
    },
  );

  async function dadosPessoa(body: typeof pessoaInput._output) {
    const { senha_pessoa, ...resto } = body;
    exigirNascimentoAte(resto.dt_nasc_pessoa, hojeNoFuso(app.env.TZ_CLUB), 'dt_nasc_pessoa');
    if (senha_pessoa)
      await exigirSenhaForte(
        senha_pessoa,
        { nome: resto.nome_pessoa, email: resto.email_pessoa },
        'senha_pessoa',
      );
    return { ...resto, senhaHash: senha_pessoa ? await hashPassword(senha_pessoa) : null };
  }

  /** A refused write of a person as its answer. */

  app.post(
    '/api/pessoa',
    { ...admin, schema: { body: pessoaInput, response: { 200: pessoaSalva } } },
    async (req) => {
      const r = await repo.criarPessoa(app.db, autoria(req), await dadosPessoa(req.body));
      if (!r.ok) throw recusaDaPessoa(r);
      return { id: r.id_pessoa, id_pessoa: r.id_pessoa };
    },
  );

  app.put(
    '/api/pessoa/:id',
    { ...admin, schema: { params: idParam, body: pessoaInput, response: { 200: pessoaSalva } } },
    async (req) => {
      const { id } = req.params;
      if (!podeDefinirAdm(userOf(req), id, req.body.adm))
        throw badRequest(MSG_ADM.proprioAdm, { campos: { adm: MSG_ADM.proprioAdm } });
      const r = await repo.atualizarPessoa(app.db, autoria(req), id, await dadosPessoa(req.body));
      if (!r.ok) throw recusaDaPessoa(r);
      return { id, id_pessoa: id };
    },
  );

  app.get(
    '/api/endereco',
    { ...admin, schema: { querystring: listaQuery, response: enderecos } },
    (req, reply) =>
      responderLista(
        reply,
        req.query,
        endereco,
        (b) => repo.listarEnderecos(app.db, b),
        (q, apos, n) => repo.enderecosDepois(app.db, q, apos, n),
        (e) => e.id_endereco,
      ),
  );

  app.get(
    '/api/endereco/:id',
    { ...admin, schema: { params: idParam, response: { 200: endereco } } },
    async (req) => {
      const achado = await repo.obterEndereco(app.db, req.params.id);
      if (!achado) throw notFound(MSG_ADM.enderecoNaoEncontrado);
      return achado;
    },
  );

  app.post(
    '/api/endereco',
    { ...admin, schema: { body: enderecoAvulsoInput, response: { 200: enderecoSalvo } } },
    async (req) => {
      const id = await repo.criarEndereco(app.db, req.body);
      return { id, id_endereco: id };
    },
  );

  app.put(
    '/api/endereco/:id',
    { ...admin, schema: { params: idParam, body: enderecoAvulsoInput, response: { 200: enderecoSalvo } } },
    async (req) => {
      const { id } = req.params;
      const r = await repo.atualizarEndereco(app.db, id, req.body);
      if (!r.ok) throw recusaDoEndereco(r);
      return { id, id_endereco: id };
    },
  );
};

export default pessoasRoutes;

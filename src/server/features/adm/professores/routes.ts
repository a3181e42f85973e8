// Teachers: the original client's GET/POST/PUT /api/professor{/id}, /admbackend/professor and
// /admbackend/excluirprofessor/{id}, plus the form's one-transaction calls
// (person + address + teacher) and the paginated list. Administrators only.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, adminAltera, userOf } from '#server/auth/guards.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { exigirSenhaForte } from '#server/auth/senha-forte.ts';
import { gerarSenhaTemporaria } from '#server/auth/senha-temporaria.ts';
import type { SessionUser } from '#server/auth/sessions.ts';
import { listaQuery, paginaNumerada, responderLista } from '#server/features/adm/lista.ts';
import type { PessoaEnviada } from '#server/features/adm/pessoas/repository.ts';
import { recusaDoProfessor } from '#server/features/adm/recusas.ts';
import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { exigirNascimentoAte } from '#server/nascimento.ts';
import { podeDefinirAdm, podeExcluirPessoa, podeRedefinirSenha } from '#server/policies/index.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { senhaTemporariaResposta } from '#shared/schemas/conta.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { desativarProfessorInput, situacaoCampos } from '#shared/schemas/inativo.ts';
import { paginaCursor, paginaCursorQueryCom } from '#shared/schemas/lista.ts';
import {
  professorCompletoInput,
  professorCompletoSalvo,
  professorDetalhe,
  professorEdicaoInput,
  professorInput,
  professorItem,
  professorItemAdm,
  professorPeloCaminhoInput,
  professorSalvo,
} from '#shared/schemas/professor.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import * as repo from './repository';

const lista = { 200: z.array(professorItem) };
const pagina = { 200: paginaCursor(professorItemAdm) };
/** Our client's pages, with the situacao (default: ativos). */
const professoresQuery = paginaCursorQueryCom(situacaoCampos);
const salvo = { 200: professorSalvo };
const completoSalvo = { 200: professorCompletoSalvo };
const excluido = { 200: mensagemResposta };

/**
 * Person fields of the teacher form, with the birth date checked against the club's day
 * `hoje` and the password checked by the rule and hashed (or absent).
 */
async function dadosPessoa(
  {
    senha_pessoa,
    endereco: _endereco,
    ...pessoa
  }: Omit<PessoaEnviada, 'senhaHash' | 'id_endereco'> & {
    senha_pessoa?: string | null;
    endereco: unknown;
  },
  hoje: string,
): Promise<PessoaEnviada> {
  exigirNascimentoAte(pessoa.dt_nasc_pessoa, hoje, 'dt_nasc_pessoa');
  if (senha_pessoa)
    await exigirSenhaForte(
      senha_pessoa,
      { nome: pessoa.nome_pessoa, email: pessoa.email_pessoa },
      'senha_pessoa',
    );
  return { ...pessoa, senhaHash: senha_pessoa ? await hashPassword(senha_pessoa) : null };
}

const professoresRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/professor and /admbackend/professor: a page, or the complete list. */
  const listaDeProfessores = (reply: FastifyReply, query: z.infer<typeof listaQuery>) =>
    responderLista(
      reply,
      query,
      professorItem,
      (b) => repo.listarProfessores(app.db, b),
      (q, apos, n) => repo.professoresDepois(app.db, q, apos, n),
      (x) => x.id_professor,
    );

  app.get(
    '/api/professor',
    { ...admin, schema: { querystring: listaQuery, response: lista } },
    (req, reply) => listaDeProfessores(reply, req.query),
  );
  app.get(
    '/admbackend/professor',
    { ...admin, schema: { querystring: listaQuery, response: lista } },
    (req, reply) => listaDeProfessores(reply, req.query),
  );
  app.get(
    '/api/adm/professores',
    { ...admin, schema: { querystring: professoresQuery, response: pagina } },
    (req) => {
      const situacao = req.query.situacao ?? 'ativos';
      return req.query.page
        ? paginaNumerada(req.query, (b) => repo.listarProfessores(app.db, b, situacao, true))
        : repo.listarProfessoresCursor(app.db, req.query, situacao);
    },
  );

  app.post(
    '/api/adm/professores/:id/desativar',
    { ...admin, schema: { params: idParam, body: desativarProfessorInput, response: excluido } },
    async (req) => {
      const hoje = hojeNoFuso(app.env.TZ_CLUB);
      const data = req.body.data ?? hoje;
      if (data > hoje) throw badRequest(MSG_INATIVO.dataFutura, { campos: { data: MSG_INATIVO.dataFutura } });
      if (req.params.id === userOf(req).id_pessoa) throw conflict(MSG_INATIVO.proprioDesativar);
      const r = await repo.desativarProfessor(app.db, autoria(req), req.params.id, data);
      if (!r.ok) throw recusaDoProfessor(r);
      return { message: MSG_INATIVO.professorDesativado };
    },
  );
  app.post(
    '/api/adm/professores/:id/reativar',
    { ...admin, schema: { params: idParam, response: excluido } },
    async (req) => {
      const r = await repo.reativarProfessor(app.db, autoria(req), req.params.id);
      if (!r.ok) throw recusaDoProfessor(r);
      return { message: MSG_INATIVO.professorReativado };
    },
  );

  // A temporary password, answered once and stored only as its hash; the teacher changes
  // it at the next login. Not for one's own password (that is Minha conta's).
  app.post(
    '/api/adm/professores/:id/senha',
    { ...admin, schema: { params: idParam, response: { 200: senhaTemporariaResposta } } },
    async (req) => {
      if (!podeRedefinirSenha(userOf(req), req.params.id)) throw conflict(MSG_CONTA.redefinirPropria);
      const senha_temporaria = gerarSenhaTemporaria();
      const r = await repo.redefinirSenhaProfessor(
        app.db,
        autoria(req),
        req.params.id,
        await hashPassword(senha_temporaria),
      );
      if (!r.ok) throw recusaDoProfessor(r);
      return { senha_temporaria };
    },
  );

  app.get(
    '/api/professor/:id',
    { ...admin, schema: { params: idParam, response: { 200: professorDetalhe } } },
    async (req) => {
      const professor = await repo.lerProfessor(app.db, autoria(req), req.params.id);
      if (!professor) throw notFound(MSG_ADM.professorNaoEncontrado);
      return professor;
    },
  );

  // docs/compatibility.md: POST or PUT, with or without /{id}: without an id creates, with an id
  // updates.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/professor',
      ...admin,
      schema: { body: professorInput, response: salvo },
      handler: async (req) => {
        const r = await repo.criarProfessor(app.db, req.body);
        if (!r.ok) throw recusaDoProfessor(r);
        return { id: r.id_professor, id_professor: r.id_professor };
      },
    });
    app.route({
      method,
      url: '/api/professor/:id',
      ...admin,
      schema: { params: idParam, body: professorPeloCaminhoInput, response: salvo },
      handler: async (req) => {
        const { id } = req.params;
        // A teacher's id is its person's (decision 012): the path names the teacher, and a
        // body that names a person names the same one.
        if (req.body.id_pessoa !== undefined && req.body.id_pessoa !== id)
          throw badRequest(MSG_ADM.professorOutraPessoa, {
            campos: { id_pessoa: MSG_ADM.professorOutraPessoa },
          });
        const r = await repo.atualizarProfessor(app.db, id, req.body.caminho_foto ?? null);
        if (!r.ok) throw recusaDoProfessor(r);
        return { id, id_professor: id };
      },
    });
  }

  app.post(
    '/api/professor/completo',
    { ...admin, schema: { body: professorCompletoInput, response: completoSalvo } },
    async (req) => {
      const r = await repo.criarProfessorCompleto(
        app.db,
        autoria(req),
        await dadosPessoa(req.body, hojeNoFuso(app.env.TZ_CLUB)),
        req.body.endereco,
      );
      if (!r.ok) throw recusaDoProfessor(r);
      const { ok: _, ...ids } = r;
      return { id: ids.id_professor, ...ids };
    },
  );

  app.put(
    '/api/professor/completo/:id',
    { ...admin, schema: { params: idParam, body: professorEdicaoInput, response: completoSalvo } },
    async (req) => {
      const { id } = req.params;
      const pessoa = await dadosPessoa(req.body, hojeNoFuso(app.env.TZ_CLUB));
      const atual = await repo.obterProfessor(app.db, id);
      if (!atual) throw notFound(MSG_ADM.professorNaoEncontrado);
      if (!podeDefinirAdm(userOf(req), atual.id_pessoa, pessoa.adm))
        throw badRequest(MSG_ADM.proprioAdm, { campos: { adm: MSG_ADM.proprioAdm } });
      const r = await repo.atualizarProfessorCompleto(app.db, autoria(req), id, pessoa, req.body.endereco);
      if (!r.ok) throw recusaDoProfessor(r);
      const { ok: _, ...ids } = r;
      return { id, ...ids };
    },
  );

  async function excluir(id: number, quem: SessionUser) {
    // Nobody deletes the record they are signed in with (an unknown teacher is still a 404).
    if (!podeExcluirPessoa(quem, id) && (await repo.obterProfessor(app.db, id)))
      throw conflict(MSG_ADM.proprioCadastro);
    const r = await repo.excluirProfessor(app.db, id);
    if (!r.ok) throw recusaDoProfessor(r);
    return { message: MSG_RECUSA.professorExcluido };
  }
  app.delete('/api/professor/:id', { ...admin, schema: { params: idParam, response: excluido } }, (req) =>
    excluir(req.params.id, userOf(req)),
  );
  app.get(
    '/admbackend/excluirprofessor/:id',
    { ...adminAltera, schema: { params: idParam, response: excluido } },
    (req) => excluir(req.params.id, userOf(req)),
  );
};

export default professoresRoutes;

// The club's armory: administrators manage the items and lend and receive them; a teacher
// sees the gear of their own students only (a student they teach, a class of theirs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf, usuario } from '#server/auth/guards.ts';
import { badRequest, forbidden, notFound } from '#server/http-error.ts';
import { podeVerAluno, podeVerTurma } from '#server/policies/index.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_MATERIAL as M } from '#shared/messages/material.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { idParam } from '#shared/schemas/fields.ts';
import {
  atrasosPagina,
  atrasosQuery,
  devolucaoFeita,
  devolucaoInput,
  emprestimoCriado,
  emprestimoInput,
  materialCriado,
  materialDaTurma,
  materialDetalhe,
  materialDoAluno,
  materialInput,
  materialPagina,
  materialQuery,
} from '#shared/schemas/material.ts';
import { mensagemResposta } from '#shared/schemas/resposta.ts';
import { recusaDoEmprestimo, recusaDoMaterial } from './recusas';
import * as repo from './repository';
import * as emprestimos from './repository-emprestimos';

/** A loan is due back from today to a year from today. */
const PRAZO_MAX_DIAS = 366;

const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const hoje = () => hojeNoFuso(env.TZ_CLUB);

  app.get(
    '/api/material',
    { ...admin, schema: { querystring: materialQuery, response: { 200: materialPagina } } },
    (req) => repo.listarMaterial(db, req.query),
  );

  app.post(
    '/api/material',
    { ...admin, schema: { body: materialInput, response: { 201: materialCriado } } },
    async (req, reply) => {
      const r = await repo.criarMaterial(db, req.body);
      if (!r.ok) throw recusaDoMaterial(r);
      return reply.code(201).send({ id_material: r.id_material });
    },
  );

  app.get(
    '/api/material/atrasados',
    { ...admin, schema: { querystring: atrasosQuery, response: { 200: atrasosPagina } } },
    (req) => emprestimos.atrasados(db, req.query, hoje()),
  );

  // What a student holds: administrators, and the teachers of the student's current classes.
  app.get(
    '/api/material/aluno/:id',
    { ...usuario, schema: { params: idParam, response: { 200: materialDoAluno } } },
    async (req) => {
      const turmas = await emprestimos.turmasDoAluno(db, req.params.id);
      if (!turmas) throw notFound(MSG_ADM.alunoNaoEncontrado);
      if (!podeVerAluno(userOf(req), turmas)) throw forbidden();
      return emprestimos.materialDoAluno(db, req.params.id, hoje());
    },
  );

  // Who of a class holds club gear: its teacher and administrators.
  app.get(
    '/api/material/turma/:id',
    { ...usuario, schema: { params: idParam, response: { 200: materialDaTurma } } },
    async (req) => {
      const turma = await emprestimos.professorDaTurma(db, req.params.id);
      if (!turma) throw notFound(MSG_ADM.turmaNaoEncontrada);
      if (!podeVerTurma(userOf(req), turma)) throw forbidden();
      return emprestimos.materialDaTurma(db, req.params.id, hoje());
    },
  );

  app.get(
    '/api/material/:id',
    { ...admin, schema: { params: idParam, response: { 200: materialDetalhe } } },
    async (req) => {
      const detalhe = await repo.detalharMaterial(db, req.params.id);
      if (!detalhe) throw notFound(M.materialNaoEncontrado);
      return detalhe;
    },
  );

  app.put(
    '/api/material/:id',
    { ...admin, schema: { params: idParam, body: materialInput, response: { 200: mensagemResposta } } },
    async (req) => {
      const r = await repo.atualizarMaterial(db, req.params.id, req.body);
      if (!r.ok) throw recusaDoMaterial(r);
      return { message: M.materialSalvo };
    },
  );

  app.post(
    '/api/material/:id/emprestimo',
    { ...admin, schema: { params: idParam, body: emprestimoInput, response: { 201: emprestimoCriado } } },
    async (req, reply) => {
      const dia = hoje();
      const { devolver_ate } = req.body;
      if (devolver_ate < dia)
        throw badRequest(M.devolucaoNoPassado, { campos: { devolver_ate: M.devolucaoNoPassado } });
      if (devolver_ate > somarDias(dia, PRAZO_MAX_DIAS))
        throw badRequest(M.devolucaoLonge, { campos: { devolver_ate: M.devolucaoLonge } });
      const r = await emprestimos.emprestar(db, req.params.id, req.body, userOf(req).id_pessoa);
      if (!r.ok) throw recusaDoEmprestimo(r);
      return reply.code(201).send({ id_emprestimo: r.id_emprestimo, message: M.emprestimoFeito });
    },
  );

  app.post(
    '/api/material/:id/devolucao',
    { ...admin, schema: { params: idParam, body: devolucaoInput, response: { 200: devolucaoFeita } } },
    async (req) => {
      const r = await emprestimos.devolver(db, req.params.id, req.body.estado, userOf(req).id_pessoa);
      if (!r.ok) throw recusaDoMaterial(r);
      return { message: M.devolucaoFeita };
    },
  );
};

export default materialRoutes;

// Enrolment routes. Anonymous callers may only create an enrolment (rate-limited
// per address) and read the public unit/class lists the wizards need; every
// other route is for administrators. See docs/decisions/004-public-enrolment.md.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico, sessionOf } from '#server/auth/guards.ts';
import { isCpfViolation, isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '#server/http-error.ts';
import { MATRICULA_LIMITE, TIPOS_UNIDADE, type TipoUnidade } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { hojeNoFuso, idade } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import { alunoInput, alunoSalvo, responsavelAlunoInput, responsavelSalvo } from '#shared/schemas/aluno.ts';
import { id, texto, z } from '#shared/schemas/fields.ts';
import {
  alunoAllData,
  conferirMatricula,
  edicaoMatriculaInput,
  edicaoSalva,
  matriculaInput,
  matriculaSalva,
  turmaFormatada,
} from '#shared/schemas/matricula.ts';
import { unidadeCidade } from '#shared/schemas/unidade.ts';
import importacaoRoutes from './importacao/routes';
import * as repo from './repository';

const tipoUnidade = z.enum(TIPOS_UNIDADE, { error: 'Tipo de unidade inválido.' });
const cidade = texto(100);
const unidades = { 200: z.array(unidadeCidade) };

/** A fixed-window counter per client address, kept in this process. */
function criarLimitador(max: number, janelaMs: number) {
  const janelas = new Map<string, { inicio: number; n: number }>();
  return (chave: string, agora = Date.now()) => {
    if (janelas.size > 10_000) {
      for (const [k, v] of janelas) if (agora - v.inicio >= janelaMs) janelas.delete(k);
    }
    const j = janelas.get(chave);
    if (!j || agora - j.inicio >= janelaMs) {
      janelas.set(chave, { inicio: agora, n: 1 });
      return true;
    }
    j.n += 1;
    return j.n <= max;
  };
}

const matriculaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Administrators: many enrolments at once, from a CSV (importacao/).
  await app.register(importacaoRoutes);
  const permitir = criarLimitador(MATRICULA_LIMITE.max, MATRICULA_LIMITE.janelaMs);

  /** onRequest: anonymous enrolments per address are limited; administrators are not. */
  async function limitarAnonimos(request: FastifyRequest) {
    const user = await sessionOf(request);
    if (user?.adm === 1) return;
    if (!permitir(request.ip)) throw tooManyRequests(MSG.muitasMatriculas);
  }

  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  // ---- Public reads the wizards need -------------------------------------------------

  // Public: units of two tipos in a city (paying wizard: dec + particular).
  app.post(
    '/api/unidade/cidade/2tipo',
    {
      ...publico,
      schema: { body: z.object({ cidade, tipo1: tipoUnidade, tipo2: tipoUnidade }), response: unidades },
    },
    async (request) => {
      const { cidade: c, tipo1, tipo2 } = request.body;
      return repo.unidadesNaCidade(app.db, c, [tipo1, tipo2] as TipoUnidade[]);
    },
  );

  // Public: units of one tipo in a city (non-paying: dec; school: publica).
  app.post(
    '/api/unidade/cidade/1tipo',
    { ...publico, schema: { body: z.object({ cidade, tipo: tipoUnidade }), response: unidades } },
    async (request) => repo.unidadesNaCidade(app.db, request.body.cidade, [request.body.tipo]),
  );

  // Public: classes with nome_formatado and free places; ?id_unidade= narrows to one unit.
  app.get(
    '/api/turma/formatada',
    {
      ...publico,
      schema: {
        querystring: z.object({ id_unidade: id.optional() }),
        response: { 200: z.array(turmaFormatada) },
      },
    },
    async (request) => repo.turmasFormatadas(app.db, request.query.id_unidade),
  );

  // ---- The whole enrolment -------------------------------------------------------------

  // Anyone (anonymous included, rate-limited per address): one enrolment, one transaction.
  app.post(
    '/api/matricula',
    {
      ...publico,
      onRequest: limitarAnonimos,
      schema: { body: matriculaInput, response: { 201: matriculaSalva } },
    },
    async (request, reply) => {
      const m = request.body;
      const dia = hoje();
      const erro = conferirMatricula(m, dia);
      if (erro) throw badRequest(erro);
      const menor = precisaResponsavel(idade(m.aluno.dt_nasc_pessoa, dia));
      const sessao = await sessionOf(request);
      const admin = sessao?.adm === 1;
      // Made by someone without a session: the bell tells the administrators (decision 018).
      const publica = sessao === null;
      const salvar = () =>
        app.db.transaction().execute((trx) =>
          repo.salvarMatricula(trx, app.dialect, m, {
            hoje: dia,
            menor,
            agora: Date.now(),
            admin,
            publica,
          }),
        );
      // A person with one of its CPFs was written meanwhile (a concurrent enrolment of
      // the same student or guardian): once more, now finding them (decision 013).
      const salvo = await salvar()
        .catch((err: unknown) => {
          if (isCpfViolation(err)) return salvar();
          throw err;
        })
        .catch((err: unknown) => {
          if (isCpfViolation(err)) throw conflict(MSG.cpfEmUso);
          throw err;
        });
      // The receipt, as saved: the server says what the classes and the plan are.
      const turmas = await repo.turmasDoRecibo(app.db, m.turmas);
      const pagante = m.tipo_aluno === 'pagante';
      return reply.code(201).send({
        id: salvo.id_aluno,
        ...salvo,
        nome_aluno: m.aluno.nome_pessoa,
        tipo_aluno: m.tipo_aluno,
        turmas,
        tipo_plano: pagante ? (m.tipo_plano ?? null) : null,
        dia_pagamento: pagante ? (m.dia_pagamento ?? null) : null,
      });
    },
  );

  // Administrators: edit mode's save (address, persons, plan/due day) in one transaction.
  app.put(
    '/api/matricula/:id_aluno',
    {
      ...admin,
      schema: {
        params: z.object({ id_aluno: id }),
        body: edicaoMatriculaInput,
        response: { 200: edicaoSalva },
      },
    },
    async (request) => {
      const { id_aluno } = request.params;
      const atual = await repo.alunoAllData(app.db, id_aluno);
      if (!atual) throw notFound();
      const e = request.body;
      const dia = hoje();
      const erro = conferirMatricula({ ...e, tipo_aluno: atual.tipo_aluno }, dia);
      if (erro) throw badRequest(erro);
      const menor = precisaResponsavel(idade(e.aluno.dt_nasc_pessoa, dia));
      const ok = await app.db
        .transaction()
        .execute((trx) => repo.salvarEdicao(trx, id_aluno, e, menor))
        .catch((err: unknown) => {
          if (isCpfViolation(err)) throw conflict(MSG.cpfEmUso);
          throw err;
        });
      if (!ok) throw notFound();
      return { id: id_aluno };
    },
  );

  // Administrators: the edit mode's read (spec §3 allData), as an array.
  app.get(
    '/api/aluno/allData/:id_aluno',
    {
      ...admin,
      schema: { params: z.object({ id_aluno: id }), response: { 200: z.array(alunoAllData) } },
    },
    async (request) => {
      const row = await repo.alunoAllData(app.db, request.params.id_aluno);
      if (!row) throw notFound();
      return [row];
    },
  );

  // ---- Granular calls of spec §7, for administrators ------------------------------------

  // Administrators: POST /api/responsavel_aluno {id_pessoa}.
  app.post(
    '/api/responsavel_aluno',
    { ...admin, schema: { body: responsavelAlunoInput, response: { 201: responsavelSalvo } } },
    async (request, reply) => {
      const { id_pessoa } = request.body;
      if (!(await repo.pessoaExiste(app.db, id_pessoa))) throw badRequest(MSG.naoEncontrado);
      try {
        const idResponsavel = await repo.inserirResponsavelAluno(app.db, id_pessoa);
        return reply.code(201).send({ id: idResponsavel, id_responsavel: idResponsavel });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Esta pessoa já é responsável.');
        throw err;
      }
    },
  );

  // Administrators: POST /api/aluno with the spec's body.
  app.post(
    '/api/aluno',
    { ...admin, schema: { body: alunoInput, response: { 201: alunoSalvo } } },
    async (request, reply) => {
      const a = request.body;
      if (a.tipo_aluno === 'pagante' && (!a.tipo_plano || !a.dia_pagamento))
        throw badRequest(MSG.planoObrigatorio);
      if (!(await repo.pessoaExiste(app.db, a.id_pessoa))) throw badRequest(MSG.naoEncontrado);
      for (const r of [a.id_responsavel, a.id_responsavel2]) {
        if (r != null && !(await repo.responsavelExiste(app.db, r))) throw badRequest(MSG.naoEncontrado);
      }
      try {
        const idAluno = await repo.inserirAluno(app.db, a);
        return reply.code(201).send({ id: idAluno, id_aluno: idAluno });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Esta pessoa já é aluno.');
        if (isForeignKeyViolation(err)) throw badRequest(MSG.naoEncontrado);
        throw err;
      }
    },
  );
};

export default matriculaRoutes;

// The whole enrolment: the wizards' save (anyone, anonymous callers limited per
// address), and the edit mode's read and save (administrators).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, publico, sessionOf } from '#server/auth/guards.ts';
import { badRequest, forbidden, notFound } from '#server/http-error.ts';
import { exigirNascimentoAte } from '#server/nascimento.ts';
import { matriculaPeloClube } from '#server/policies/index.ts';
import { porEndereco } from '#server/rate-limit.ts';
import { autoria } from '#server/repositories/auditoria.ts';
import { turmasComUnidade } from '#server/repositories/turmas-com-unidade.ts';
import { MATRICULA_LIMITE } from '#shared/constants.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, idade } from '#shared/rules/datas.ts';
import { precisaResponsavel } from '#shared/rules/passos.ts';
import { id, z } from '#shared/schemas/fields.ts';
import {
  alunoAllData,
  conferirMatricula,
  edicaoMatriculaInput,
  edicaoSalva,
  matriculaInput,
  matriculaSalva,
} from '#shared/schemas/matricula.ts';
import { recusaDaMatricula } from './recusas';
import * as repo from './repository';

/** Anonymous enrolments per address (every attempt counts, a refused one too); administrators pass. */
const limiteAnonimo = porEndereco({
  ...MATRICULA_LIMITE,
  mensagem: MSG_RECUSA.muitasMatriculas,
  contar: 'chegada',
  isento: async (request) => matriculaPeloClube(await sessionOf(request)),
});

const matriculaRoutes: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeNoFuso(app.env.TZ_CLUB);

  // Anyone: one enrolment, all of it or nothing; answered with its receipt.
  app.post(
    '/api/matricula',
    {
      config: { ...publico.config, rateLimit: limiteAnonimo },
      schema: { body: matriculaInput, response: { 201: matriculaSalva } },
    },
    async (request, reply) => {
      const m = request.body;
      const dia = hoje();
      exigirNascimentoAte(m.aluno.dt_nasc_pessoa, dia, 'aluno.dt_nasc_pessoa');
      const erro = conferirMatricula(m, dia);
      if (erro) throw badRequest(erro);
      const sessao = await sessionOf(request);
      const admin = matriculaPeloClube(sessao);
      // Converting a trial is the desk's (its board): the public wizard cannot name one.
      if (m.id_experimental && !admin) throw forbidden(MSG_EXPERIMENTAL.conversaoSoPeloClube);
      const salvo = await repo.matricular(app.db, m, {
        hoje: dia,
        menor: precisaResponsavel(idade(m.aluno.dt_nasc_pessoa, dia)),
        agora: Date.now(),
        admin,
        // Made by someone without a session: the bell tells the administrators.
        publica: sessao === null,
        // A public route: the session (staff entering it) is looked up here, not by the guard.
        quem: { ...autoria(request), id_autor: sessao?.id_pessoa ?? null },
      });
      if (!salvo.ok) throw recusaDaMatricula(salvo, { admin });
      // The receipt, as saved: the server says what the classes and the plan are (read after the
      // enrolment's transaction has committed, so the class rows it locked are free again).
      const turmas = await turmasComUnidade(app.db, { ids: m.turmas });
      const pagante = m.tipo_aluno === 'pagante';
      return reply.code(201).send({
        id: salvo.id_aluno,
        id_aluno: salvo.id_aluno,
        id_pessoa: salvo.id_pessoa,
        contrato: salvo.contrato,
        nome_aluno: m.aluno.nome_pessoa,
        tipo_aluno: m.tipo_aluno,
        turmas,
        tipo_plano: pagante ? (m.tipo_plano ?? null) : null,
        dia_pagamento: pagante ? (m.dia_pagamento ?? null) : null,
      });
    },
  );

  // Administrators: the edit mode's save (address, persons, plan/due day), all or nothing.
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
      const e = request.body;
      const dia = hoje();
      // The input is refused before the student is looked up, as the schema's refusals are.
      exigirNascimentoAte(e.aluno.dt_nasc_pessoa, dia, 'aluno.dt_nasc_pessoa');
      const tipo_aluno = await repo.tipoDoAluno(app.db, id_aluno);
      if (!tipo_aluno) throw notFound();
      // A student's id is its person's (decision 012).
      const erro = conferirMatricula({ ...e, tipo_aluno }, dia);
      if (erro) throw badRequest(erro);
      const menor = precisaResponsavel(idade(e.aluno.dt_nasc_pessoa, dia));
      const r = await repo.salvarEdicao(app.db, autoria(request), id_aluno, e, menor);
      if (!r.ok) throw recusaDaMatricula(r, { admin: true });
      return { id: id_aluno };
    },
  );

  // Administrators: the edit mode's read (allData), as an array.
  app.get(
    '/api/aluno/allData/:id_aluno',
    {
      ...admin,
      schema: { params: z.object({ id_aluno: id }), response: { 200: z.array(alunoAllData) } },
    },
    async (request) => {
      const row = await repo.alunoAllData(app.db, autoria(request), request.params.id_aluno);
      if (!row) throw notFound();
      return [row];
    },
  );
};

export default matriculaRoutes;

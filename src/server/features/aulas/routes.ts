// Teaching routes (spec §7): the week of classes, class detail and roster,
// adding/removing/transferring students, and attendance (chamada).
//
// Who may call what:
// - every route needs a session (401 otherwise);
// - class detail, roster, remove, transfer and chamada: the class's own teacher
//   or an administrator (403 "Esta turma não é sua." otherwise, nothing changed);
// - the all-students search, adding a student to a class and correcting a Finalizada
//   chamada: administrators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf, usuario } from '#server/auth/guards.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http-error.ts';
import { enviarListaCompleta } from '#server/lista-completa.ts';
import { DIAS_SEMANA } from '#shared/constants.ts';
import { MSG, MSG_REG } from '#shared/messages.ts';
import { diaSemanaDe, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import {
  alunoDaTurma,
  alunoDoRoster,
  alunoTurma,
  alunoTurmaInput,
  chamadaBuscarInput,
  chamadaCorrigirInput,
  chamadaEnviarInput,
  destinosQuery,
  encontrosTurma,
  folhaChamada,
  historicoChamada,
  hojeResposta,
  listarTodosQuery,
  minhaTurma,
  removerAlunoQuery,
  transferido,
  transferirInput,
  turmaDestino,
  turmaDetalhe,
} from '#shared/schemas/chamada.ts';
import { idParam, z } from '#shared/schemas/fields.ts';
import { podeVerTurma, professorDoFiltro } from './access';
import * as repo from './repository';
import { RosterCache } from './roster';

/** Another teacher's class: the refusal says so, so the screen can tell the person. */
const naoESua = () => forbidden(MSG.turmaNaoESua);

const folha = { 200: folhaChamada };

const aulasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect, env, versions } = app;
  const rosters = new RosterCache(db, versions);

  /** The class, after checking it exists and this user may see it. */
  async function turmaPermitida(request: Parameters<typeof userOf>[0], id_turma: number) {
    const turma = await repo.turmaDono(db, id_turma);
    if (!turma) throw notFound(MSG.turmaNaoEncontrada);
    if (!podeVerTurma(userOf(request), turma)) throw naoESua();
    return turma;
  }

  // The club's calendar day, so screens never depend on the device's clock or zone.
  app.get('/api/aulas/hoje', { ...usuario, schema: { response: { 200: hojeResposta } } }, async () => {
    const hoje = hojeNoFuso(env.TZ_CLUB);
    return { hoje, dia_hoje: diaSemanaDe(hoje) };
  });

  // A teacher's classes; an administrator's answer is every class. Optional ?dia= filter.
  app.get(
    '/minhasturmas',
    {
      ...usuario,
      schema: {
        querystring: z.object({ dia: z.enum(DIAS_SEMANA).optional() }),
        response: { 200: z.array(minhaTurma) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return repo.listarMinhasTurmas(db, {
        id_professor: user.id_professor,
        todas: user.adm === 1,
        dia: request.query.dia,
      });
    },
  );

  // Class detail. The spec reads it with PUT; GET is the same read.
  const detalhe = async (request: Parameters<typeof userOf>[0] & { params: { id: number } }) => {
    await turmaPermitida(request, request.params.id);
    const turma = await repo.turmaDetalhe(db, request.params.id);
    if (!turma) throw notFound(MSG.turmaNaoEncontrada);
    return turma;
  };
  const detalheSchema = { params: idParam, response: { 200: turmaDetalhe } };
  app.put('/minhasturmas/:id', { ...usuario, schema: detalheSchema }, detalhe);
  app.get('/minhasturmas/:id', { ...usuario, schema: detalheSchema }, detalhe);

  // The class's meetings of the last weeks and their chamada's state, newest first.
  app.get(
    '/minhasturmas/:id/encontros',
    { ...usuario, schema: { params: idParam, response: { 200: encontrosTurma } } },
    async (request) => {
      const turma = await turmaPermitida(request, request.params.id);
      return repo.encontrosDaTurma(db, turma, hojeNoFuso(env.TZ_CLUB));
    },
  );

  // The roster of a class (bounded by qtd_maxima, so a plain array), answered from
  // the roster cache: the class owner and the serialized body, one statement on a miss.
  // The bytes go out as they are (Fastify never serializes a Buffer or a string);
  // the response schema documents them.
  app.get(
    '/listaralunos/:idturma',
    {
      ...usuario,
      schema: {
        params: z.object({ idturma: idParam.shape.id }),
        response: { 200: z.array(alunoDoRoster) },
      },
    },
    async (request, reply) => {
      const id_turma = request.params.idturma;
      // Current: the access guard's session lookup synced the data versions (auth/sessions.ts).
      const roster = rosters.peek(id_turma) ?? (await rosters.get(id_turma));
      if (roster.id_professor === null) throw notFound(MSG.turmaNaoEncontrada);
      if (!podeVerTurma(userOf(request), { id_professor: roster.id_professor })) throw naoESua();
      // `never`: the bytes stand for the schema's value (alunoDoRoster rows as JSON), not its type.
      return reply.header('content-type', 'application/json; charset=utf-8').send(roster.body as never);
    },
  );

  // Administrators: every student (spec §7), streamed; with `limit` or `offset` a search
  // page of at most `limit` (default 20, max 100), as our add-student picker asks.
  app.get(
    '/listartodosalunos',
    { ...admin, schema: { querystring: listarTodosQuery, response: { 200: z.array(alunoDaTurma) } } },
    async (request, reply) => {
      const { q, limit, offset, fora_da_turma } = request.query;
      if (limit === undefined && offset === undefined)
        return enviarListaCompleta(
          reply,
          alunoDaTurma,
          (apos, n) => repo.alunosDepois(db, { q, fora_da_turma }, apos, n),
          (a) => a.id_aluno,
        );
      return repo.buscarAlunos(db, { q, fora_da_turma, limit: limit ?? 20, offset: offset ?? 0 });
    },
  );

  // Administrators: add a student to a class. 409 when full or already there.
  app.post(
    '/api/aluno_has_turma',
    { ...admin, schema: { body: alunoTurmaInput, response: { 201: alunoTurma } } },
    async (request, reply) => {
      const { id_aluno, id_turma } = request.body;
      const r = await repo.adicionarAluno(db, dialect, id_aluno, id_turma, hojeNoFuso(env.TZ_CLUB));
      if (r === 'sem_turma') throw notFound(MSG.turmaNaoEncontrada);
      if (r === 'sem_aluno') throw notFound(MSG.alunoNaoEncontrado);
      if (r === 'lotada') throw conflict(MSG.turmaLotada);
      if (r === 'duplicado') throw conflict(MSG.alunoJaNaTurma);
      return reply.code(201).send({ id_aluno, id_turma });
    },
  );

  // Removes student :id from the class named by ?id_turma=, that class only. Without it
  // (the spec's client sends only the student), from the student's one class; a student
  // in several classes is refused with 400 asking for id_turma, never removed from all.
  app.delete(
    '/api/aluno_has_turma/aluno/:id',
    {
      ...usuario,
      schema: { params: idParam, querystring: removerAlunoQuery, response: { 200: alunoTurma } },
    },
    async (request) => {
      let id_turma = request.query.id_turma;
      if (id_turma === undefined) {
        const turmas = await repo.turmasDoAluno(db, request.params.id);
        if (turmas.length === 0) throw notFound(MSG.alunoSemTurma);
        if (turmas.length > 1) throw badRequest(MSG.informeTurma, { campos: { id_turma: MSG.informeTurma } });
        [id_turma] = turmas as [number];
      }
      await turmaPermitida(request, id_turma);
      const n = await repo.removerAluno(db, request.params.id, id_turma);
      if (n === 0) throw notFound(MSG.alunoNaoEstaNaTurma);
      return { id_aluno: request.params.id, id_turma };
    },
  );

  // Where a student of class `de` can move: a teacher sees only their own classes.
  app.get(
    '/api/aluno_has_turma/destinos',
    { ...usuario, schema: { querystring: destinosQuery, response: { 200: z.array(turmaDestino) } } },
    async (request) => {
      const { id_aluno, de } = request.query;
      await turmaPermitida(request, de);
      return repo.turmasDestino(db, { id_aluno, de, id_professor: professorDoFiltro(userOf(request)) });
    },
  );

  // Moves a student between two classes the user may touch, in one transaction.
  app.post(
    '/api/aluno_has_turma/transferir',
    { ...usuario, schema: { body: transferirInput, response: { 200: transferido } } },
    async (request) => {
      const { id_aluno, de, para } = request.body;
      await turmaPermitida(request, de);
      await turmaPermitida(request, para);
      const r = await repo.transferirAluno(db, dialect, { id_aluno, de, para }, hojeNoFuso(env.TZ_CLUB));
      if (r === 'sem_turma') throw notFound(MSG.turmaNaoEncontrada);
      if (r === 'nao_esta') throw notFound(MSG.alunoNaoEstaNaTurma);
      if (r === 'duplicado') throw conflict(MSG.alunoJaNaTurma);
      if (r === 'lotada') throw conflict(MSG.turmaLotada);
      return { id_aluno, de, para };
    },
  );

  // The attendance sheet of a class on a date; the chamada is created on first request,
  // only for a day the class meets, today or before (400 otherwise, nothing written).
  app.post(
    '/api/chamada/buscar',
    { ...usuario, schema: { body: chamadaBuscarInput, response: folha } },
    async (request) => {
      const { id_turma, data_c } = request.body;
      const folha = await repo.abrirFolha(db, userOf(request), id_turma, data_c, hojeNoFuso(env.TZ_CLUB));
      if (folha === 'sem_turma') throw notFound(MSG.turmaNaoEncontrada);
      if (folha === 'proibida') throw naoESua();
      if (folha === 'futura')
        throw badRequest(MSG_REG.dataFutura, { campos: { data_c: MSG_REG.dataFutura } });
      if ('sem_aula' in folha) {
        const message = MSG_REG.diaSemAula(isoParaBr(data_c), folha.sem_aula);
        throw badRequest(message, { campos: { data_c: message } });
      }
      return folha;
    },
  );

  // Sends a chamada not sent yet: every mark, the note, status 1 and its record in one
  // transaction. A Finalizada one is read-only: a repeat that changes nothing answers
  // the sheet, anything else is refused (409).
  app.post(
    '/api/chamada/enviar',
    { ...usuario, schema: { body: chamadaEnviarInput, response: folha } },
    async (request) => {
      const { id_chamada, alunos, observacao } = request.body;
      const user = userOf(request);
      const envio = {
        id_chamada,
        alunos,
        observacao: observacao ?? null,
        adm: user.adm === 1,
        id_professor: user.id_professor,
        id_pessoa: user.id_pessoa,
        autor: user.nome,
      };
      const r = await repo.enviarChamada(db, envio);
      if (r.ok) return r.folha;
      if (r.motivo === 'nao_encontrada') throw notFound(MSG.chamadaNaoEncontrada);
      if (r.motivo === 'proibida') throw naoESua();
      if (r.motivo === 'finalizada') throw conflict(MSG_REG.chamadaJaEnviada);
      throw badRequest(MSG.alunoForaDaTurma);
    },
  );

  // Administrators: corrects a Finalizada chamada from the version its history showed
  // (409 when someone corrected it meanwhile); recorded like a send.
  app.post(
    '/api/chamada/corrigir',
    { ...admin, schema: { body: chamadaCorrigirInput, response: folha } },
    async (request) => {
      const user = userOf(request);
      const r = await repo.corrigirChamada(db, {
        ...request.body,
        observacao: request.body.observacao ?? null,
        id_pessoa: user.id_pessoa,
        autor: user.nome,
      });
      if (r.ok) return r.folha;
      if (r.motivo === 'nao_encontrada') throw notFound(MSG.chamadaNaoEncontrada);
      if (r.motivo === 'nao_enviada') throw conflict(MSG_REG.chamadaNaoEnviada);
      if (r.motivo === 'conflito') throw conflict(MSG_REG.correcaoConcorrente);
      throw badRequest(MSG.alunoForaDaTurma);
    },
  );

  // The chamada as it is now (with its version) and every send and correction of it.
  app.get(
    '/api/chamada/:id/historico',
    { ...usuario, schema: { params: idParam, response: { 200: historicoChamada } } },
    async (request) => {
      const turma = await repo.turmaDaChamada(db, request.params.id);
      if (!turma) throw notFound(MSG.chamadaNaoEncontrada);
      if (!podeVerTurma(userOf(request), turma)) throw naoESua();
      const h = await repo.historicoChamada(db, request.params.id);
      if (!h) throw notFound(MSG.chamadaNaoEncontrada);
      return h;
    },
  );
};

export default aulasRoutes;

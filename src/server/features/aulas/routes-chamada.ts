// Attendance (chamada): the sheet of a class on a date and its history, for the class's
// own teacher or an administrator; corrections of a sent one, for administrators only.
// The send and the correction requests: routes-envio.ts.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admin, userOf, usuario } from '#server/auth/guards.ts';
import { notFound } from '#server/http-error.ts';
import { acessoTurma, podeVerTurma } from '#server/policies/index.ts';
import { experimentaisDaFolha } from '#server/repositories/experimentais.ts';
import { falha } from '#server/result.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import {
  type ChamadaLinha,
  chamadaBuscarInput,
  chamadaCorrigirInput,
  folhaChamada,
  historicoChamada,
} from '#shared/schemas/chamada.ts';
import { idParam } from '#shared/schemas/fields.ts';
import { FolhaCache } from './folhas';
import { naoESua, recusa, recusaDaAbertura } from './recusas';
import * as repo from './repository';

const folha = { 200: folhaChamada };

/** A sheet already written by its response schema: the bytes go out as they are. */
const enviarFolha = (reply: FastifyReply, body: Buffer) =>
  // `never`: the bytes stand for the schema's value (the sheet's rows as JSON), not its type.
  reply.header('content-type', 'application/json; charset=utf-8').send(body as never);

const chamadaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, versions } = app;
  const folhas = new FolhaCache(versions);

  // The attendance sheet of a class on a date; the chamada is created on first request,
  // only for a day the class meets, today or before (400 otherwise, nothing written).
  app.post(
    '/api/chamada/buscar',
    { ...usuario, schema: { body: chamadaBuscarInput, response: folha } },
    async (request, reply) => {
      const { id_turma, data_c, com_experimentais } = request.body;
      if (com_experimentais === 1) return comExperimentais(request, reply);
      const acesso = acessoTurma(userOf(request));
      // An existing chamada's sheet from memory (current: the access guard's session
      // lookup synced the data versions); the class policy decides as on a miss. A sheet
      // is kept only after an answer that found its date not after today, and days only
      // move forward, so a hit needs no date check.
      const hit = folhas.peek(id_turma, data_c);
      if (hit) {
        if (!acesso.permite(hit)) throw recusa(falha('acesso_negado'));
        return enviarFolha(reply, hit.body);
      }
      const hoje = hojeNoFuso(env.TZ_CLUB);
      const stamp = folhas.stamp();
      const r = await repo.abrirFolha(db, acesso, id_turma, data_c, hoje);
      if (r.ok) return enviarFolha(reply, folhas.keep(id_turma, data_c, stamp, r.id_professor, r.folha).body);
      // Not a day the class meets: the message names the days it does (a refusal, not the hot path).
      throw await recusaDaAbertura(db, r.motivo, id_turma, data_c);
    },
  );

  /**
   * The sheet with the meeting's trial rows after the students' (id_experimental and the
   * person's name only), asked for by our client: the students' sheet as above, then the
   * trials read on every request (they are few, and a booking may come at any time).
   */
  async function comExperimentais(request: Parameters<typeof userOf>[0], reply: FastifyReply) {
    const { id_turma, data_c } = request.body as { id_turma: number; data_c: string };
    const acesso = acessoTurma(userOf(request));
    let linhas: ChamadaLinha[];
    const hit = folhas.peek(id_turma, data_c);
    if (hit) {
      if (!acesso.permite(hit)) throw recusa(falha('acesso_negado'));
      linhas = JSON.parse(hit.body.toString('utf8')) as ChamadaLinha[];
    } else {
      const r = await repo.abrirFolha(db, acesso, id_turma, data_c, hojeNoFuso(env.TZ_CLUB));
      if (!r.ok) throw await recusaDaAbertura(db, r.motivo, id_turma, data_c);
      linhas = r.folha;
    }
    const experimentais = await experimentaisDaFolha(db, id_turma, data_c);
    const { id_chamada, status_c, observacao } = linhas[0];
    const semAlunos = linhas.length === 1 && linhas[0].id_aluno === null;
    return reply.send([
      ...(semAlunos && experimentais.length > 0 ? [] : linhas),
      ...experimentais.map((e) => ({
        id_chamada,
        data_c,
        status_c,
        observacao,
        id_aluno: null,
        nome_pessoa: e.nome,
        presenca: e.presenca,
        id_experimental: e.id_experimental,
      })),
    ]);
  }

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
      if (!r.ok) throw recusa(r);
      return r.folha;
    },
  );

  // The chamada as it is now (with its version) and every send and correction of it.
  app.get(
    '/api/chamada/:id/historico',
    { ...usuario, schema: { params: idParam, response: { 200: historicoChamada } } },
    async (request) => {
      const turma = await repo.turmaDaChamada(db, request.params.id);
      if (!turma) throw notFound(MSG_RECUSA.chamadaNaoEncontrada);
      if (!podeVerTurma(userOf(request), turma)) throw naoESua();
      const h = await repo.historicoChamada(db, request.params.id);
      if (!h) throw notFound(MSG_RECUSA.chamadaNaoEncontrada);
      return h;
    },
  );
};

export default chamadaRoutes;

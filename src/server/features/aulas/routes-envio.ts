// The attendance send (POST /api/chamada/enviar), from the sheet opened online or from a
// device that took it offline, answered once per device id (`Idempotency-Key`:
// idempotencia.ts, docs/decisions/030-idempotent-send.md), and a teacher's request that an
// administrator correct a sent chamada (POST /api/chamada/:id/pedido-correcao).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf, usuario } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/sessions.ts';
import { badRequest, conflict, notFound } from '#server/http-error.ts';
import { acessoTurma, podeVerTurma } from '#server/policies/index.ts';
import { experimentaisDaFolha } from '#server/repositories/experimentais.ts';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { recusaDaFeitaEm } from '#shared/rules/envio-chamada.ts';
import {
  type ChamadaLinha,
  CODIGO_ENVIO,
  chamadaEnviarInput,
  folhaChamada,
  type HistoricoChamada,
  pedidoCorrecao,
  pedidoCorrecaoInput,
} from '#shared/schemas/chamada.ts';
import { idParam } from '#shared/schemas/fields.ts';
import { impressaoDe, lerChave, umaVez } from './idempotencia';
import { naoESua, recusa, recusaDaAbertura } from './recusas';
import * as repo from './repository';

type Corpo = {
  id_chamada?: number;
  id_turma?: number;
  data_c?: string;
  alunos: { id_aluno: number; presenca: 0 | 1 }[];
  observacao?: string | null;
  feita_em?: string;
  experimentais?: { id_experimental: number; presenca: 0 | 1 }[];
};

/** The chamada as sent, as the sheet's rows (one row with null student fields when it has no marks). */
function folhaEnviada(h: HistoricoChamada): ChamadaLinha[] {
  const base = { id_chamada: h.id_chamada, data_c: h.data_c, status_c: h.status_c, observacao: h.observacao };
  if (h.alunos.length === 0) return [{ ...base, id_aluno: null, nome_pessoa: null, presenca: null }];
  return h.alunos.map((a) => ({ ...base, ...a }));
}

const envioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;

  /** The sent sheet with the meeting's trial rows after the students'. */
  async function comExperimentais(folha: ChamadaLinha[]): Promise<ChamadaLinha[]> {
    const c = folha[0];
    const turma = await repo.turmaDaChamada(db, c.id_chamada);
    if (!turma) return folha;
    const experimentais = await experimentaisDaFolha(db, turma.id_turma, c.data_c);
    const semAlunos = folha.length === 1 && c.id_aluno === null;
    return [
      ...(semAlunos && experimentais.length > 0 ? [] : folha),
      ...experimentais.map((e) => ({
        id_chamada: c.id_chamada,
        data_c: c.data_c,
        status_c: c.status_c,
        observacao: c.observacao,
        id_aluno: null,
        nome_pessoa: e.nome,
        presenca: e.presenca,
        id_experimental: e.id_experimental,
      })),
    ];
  }

  /**
   * One send. A sheet named by class and date is opened first (created under the rules of
   * opening it: a day the class meets, not after today). `novo`: a device's send (a key,
   * the class and date, or `feita_em`): a Finalizada chamada with other marks is refused
   * with its code and the sheet as sent; the original client's send keeps its answer.
   */
  async function enviar(corpo: Corpo, user: SessionUser, novo: boolean) {
    const acesso = acessoTurma(user);
    let id_chamada = corpo.id_chamada;
    let data_c = corpo.data_c;
    if (id_chamada === undefined) {
      const r = await repo.abrirFolha(db, acesso, corpo.id_turma!, data_c!, hojeNoFuso(env.TZ_CLUB));
      if (!r.ok) throw await recusaDaAbertura(db, r.motivo, corpo.id_turma!, data_c!);
      id_chamada = r.folha[0].id_chamada;
    }
    let feita_em: number | null = null;
    if (corpo.feita_em !== undefined) {
      feita_em = Date.parse(corpo.feita_em);
      if (data_c === undefined) {
        const turma = await repo.turmaDaChamada(db, id_chamada);
        if (!turma) throw notFound(MSG_RECUSA.chamadaNaoEncontrada);
        if (!podeVerTurma(user, turma)) throw naoESua();
        data_c = turma.data_c;
      }
      const fora = recusaDaFeitaEm(feita_em, data_c, Date.now(), env.TZ_CLUB);
      if (fora) {
        const message = fora === 'futuro' ? MSG_ENVIO.feitaNoFuturo : MSG_ENVIO.feitaAntesDaAula;
        throw badRequest(message, { campos: { feita_em: message } });
      }
    }
    const r = await repo.enviarChamada(db, {
      id_chamada,
      alunos: corpo.alunos,
      observacao: corpo.observacao ?? null,
      acesso,
      id_pessoa: user.id_pessoa,
      autor: user.nome,
      feita_em,
      experimentais: corpo.experimentais,
    });
    // A send that marked trials answers their rows too, after the students'.
    if (r.ok) return corpo.experimentais ? comExperimentais(r.folha) : r.folha;
    if (r.motivo === 'finalizada' && novo) {
      const h = await repo.historicoChamada(db, id_chamada);
      if (h)
        throw conflict(MSG_ENVIO.enviadaComOutrasMarcas, {
          code: CODIGO_ENVIO.enviadaComOutrasMarcas,
          enviada: folhaEnviada(h),
        });
    }
    throw recusa(r);
  }

  // Sends a chamada not sent yet: every mark, the note, status 1 and its record in one
  // transaction. A Finalizada one is read-only: a repeat that changes nothing answers
  // the sheet, anything else is refused (409). With an Idempotency-Key, a repeat of
  // the key gets the first answer again, byte for byte.
  app.post(
    '/api/chamada/enviar',
    { ...usuario, schema: { body: chamadaEnviarInput, response: { 200: folhaChamada } } },
    async (request, reply) => {
      const chave = lerChave(request.headers['idempotency-key']);
      const user = userOf(request);
      const corpo = request.body;
      const novo = chave !== undefined || corpo.id_chamada === undefined || corpo.feita_em !== undefined;
      if (chave === undefined) return enviar(corpo, user, novo);
      const k = { id_pessoa: user.id_pessoa, chave, impressao: impressaoDe(corpo) };
      const r = await umaVez(db, k, () => enviar(corpo, user, novo));
      if (r.repetida) reply.header('idempotent-replayed', 'true');
      // The status and bytes as first given (the sheet, or a refusal in the error shape):
      // `as 200` and `never` only because the route's types know its success answer alone.
      return reply
        .code(r.status as 200)
        .header('content-type', 'application/json; charset=utf-8')
        .send(Buffer.from(r.corpo) as never);
    },
  );

  // A teacher (or an administrator) asks for a correction of a sent chamada of their class;
  // the administrators see it in the bell and on the chamada's history.
  app.post(
    '/api/chamada/:id/pedido-correcao',
    {
      ...usuario,
      schema: { params: idParam, body: pedidoCorrecaoInput, response: { 201: pedidoCorrecao } },
    },
    async (request, reply) => {
      const user = userOf(request);
      const turma = await repo.turmaDaChamada(db, request.params.id);
      if (!turma) throw notFound(MSG_RECUSA.chamadaNaoEncontrada);
      if (!podeVerTurma(user, turma)) throw naoESua();
      const r = await repo.pedirCorrecao(db, {
        id_chamada: request.params.id,
        mensagem: request.body.mensagem,
        id_pessoa: user.id_pessoa,
        autor: user.nome,
        agora: Date.now(),
      });
      if (!r.ok) throw recusa(r);
      return reply.code(201).send(r.pedido);
    },
  );
};

export default envioRoutes;

// What the teaching routes share: the class a request names, once its policy admits
// the user, and the HTTP answer to each reason a repository of this area refuses with.
import type { Executor } from '#server/db/executor.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import { podeVerTurma, type Quem } from '#server/policies/index.ts';
import { type Falha, falha } from '#server/result.ts';
import { MSG_ENVIO, MSG_REG } from '#shared/messages/chamada.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { CODIGO_ENVIO } from '#shared/schemas/chamada.ts';
import { turmaDono } from './repository';

/** Another teacher's class: the refusal says so, so the screen can tell the person. */
export const naoESua = () => forbidden(MSG_RECUSA.turmaNaoESua);

/** The class (owner, capacity, weekday), after checking it exists and `quem` may see it. */
export async function turmaPermitida(db: Executor, quem: Quem, id_turma: number) {
  const turma = await turmaDono(db, id_turma);
  if (!turma) throw notFound(MSG_RECUSA.turmaNaoEncontrada);
  if (!podeVerTurma(quem, turma)) throw naoESua();
  return turma;
}

type FalhaAulas = Falha<
  | 'turma_inexistente'
  | 'aluno_inexistente'
  | 'chamada_inexistente'
  | 'nao_esta_na_turma'
  | 'acesso_negado'
  | 'ja_na_turma'
  | 'lotada'
  | 'finalizada'
  | 'nao_enviada'
  | 'conflito'
  | 'fora_da_turma'
  | 'data_futura'
  | 'outro_corpo'
  | 'em_andamento'
  | 'experimental_fora'
>;

const RECUSAS: Recusas<FalhaAulas> = {
  turma_inexistente: () => notFound(MSG_RECUSA.turmaNaoEncontrada),
  aluno_inexistente: () => notFound(MSG_RECUSA.alunoNaoEncontrado),
  chamada_inexistente: () => notFound(MSG_RECUSA.chamadaNaoEncontrada),
  nao_esta_na_turma: () => notFound(MSG_RECUSA.alunoNaoEstaNaTurma),
  acesso_negado: naoESua,
  ja_na_turma: () => conflict(MSG_RECUSA.alunoJaNaTurma),
  lotada: () => conflict(MSG_RECUSA.turmaLotada),
  finalizada: () => conflict(MSG_REG.chamadaJaEnviada),
  nao_enviada: () => conflict(MSG_REG.chamadaNaoEnviada),
  conflito: () => conflict(MSG_REG.correcaoConcorrente),
  fora_da_turma: () => badRequest(MSG_RECUSA.alunoForaDaTurma),
  data_futura: () => badRequest(MSG_REG.dataFutura, { campos: { data_c: MSG_REG.dataFutura } }),
  // An Idempotency-Key sent again: with another request, or while its first is still running.
  outro_corpo: () =>
    new HttpError(422, MSG_ENVIO.chaveComOutroCorpo, { code: CODIGO_ENVIO.chaveComOutroCorpo }),
  em_andamento: () => conflict(MSG_ENVIO.chaveEmAndamento, { code: CODIGO_ENVIO.chaveEmAndamento }),
  experimental_fora: () => badRequest(MSG_EXPERIMENTAL.experimentalDeOutraTurma),
};

/** The answer to a repository's refusal. */
export const recusa = (r: FalhaAulas): HttpError => responder(RECUSAS, r);

/**
 * The answer to a sheet that could not be opened (or created by a send from a device):
 * a day the class does not meet is named with the days it does.
 */
export async function recusaDaAbertura(
  db: Executor,
  motivo: 'data_futura' | 'turma_inexistente' | 'acesso_negado' | 'sem_aula',
  id_turma: number,
  data_c: string,
): Promise<HttpError> {
  if (motivo !== 'sem_aula') return recusa(falha(motivo));
  const turma = await turmaDono(db, id_turma);
  if (!turma) return recusa(falha('turma_inexistente'));
  const message = MSG_REG.diaSemAula(isoParaBr(data_c), turma.dia_semana);
  return badRequest(message, { campos: { data_c: message } });
}

// What the teaching routes share: the class a request names, once its policy admits
// the user, and the HTTP answer to each reason a repository of this area refuses with.
import type { Executor } from '#server/db/executor.ts';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '#server/http-error.ts';
import { podeVerTurma, type Quem } from '#server/policies/index.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { turmaDono } from './repository';

/** Another teacher's class: the refusal says so, so the screen can tell the person. */
export const naoESua = () => forbidden(MSG.turmaNaoESua);

/** The class (owner, capacity, weekday), after checking it exists and `quem` may see it. */
export async function turmaPermitida(db: Executor, quem: Quem, id_turma: number) {
  const turma = await turmaDono(db, id_turma);
  if (!turma) throw notFound(MSG.turmaNaoEncontrada);
  if (!podeVerTurma(quem, turma)) throw naoESua();
  return turma;
}

const RECUSAS = {
  turma_inexistente: () => notFound(MSG.turmaNaoEncontrada),
  aluno_inexistente: () => notFound(MSG.alunoNaoEncontrado),
  chamada_inexistente: () => notFound(MSG.chamadaNaoEncontrada),
  nao_esta_na_turma: () => notFound(MSG.alunoNaoEstaNaTurma),
  acesso_negado: naoESua,
  ja_na_turma: () => conflict(MSG.alunoJaNaTurma),
  lotada: () => conflict(MSG.turmaLotada),
  finalizada: () => conflict(MSG_REG.chamadaJaEnviada),
  nao_enviada: () => conflict(MSG_REG.chamadaNaoEnviada),
  conflito: () => conflict(MSG_REG.correcaoConcorrente),
  fora_da_turma: () => badRequest(MSG.alunoForaDaTurma),
  data_futura: () => badRequest(MSG_REG.dataFutura, { campos: { data_c: MSG_REG.dataFutura } }),
} satisfies Record<string, () => HttpError>;

/** The answer to a repository's refusal. */
export function recusa(motivo: keyof typeof RECUSAS): HttpError {
  return RECUSAS[motivo]();
}

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
  if (motivo !== 'sem_aula') return recusa(motivo);
  const turma = await turmaDono(db, id_turma);
  if (!turma) return recusa('turma_inexistente');
  const message = MSG_REG.diaSemAula(isoParaBr(data_c), turma.dia_semana);
  return badRequest(message, { campos: { data_c: message } });
}

// The reports' refusals as HTTP answers.
import { type HttpError, notFound, type Recusas, responder } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

type FalhaRelatorio = Falha<'turma_nao_encontrada' | 'aluno_nao_encontrado'>;

const RELATORIO: Recusas<FalhaRelatorio> = {
  turma_nao_encontrada: () => notFound(MSG_RECUSA.turmaNaoEncontrada),
  aluno_nao_encontrado: () => notFound(MSG_ADM.alunoNaoEncontrado),
};

export const recusaDoRelatorio = (r: FalhaRelatorio): HttpError => responder(RELATORIO, r);

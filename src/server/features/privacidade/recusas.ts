// The privacy feature's refusals as HTTP answers, each with its pt-BR text.
import { badRequest, type HttpError, notFound, type Recusas, responder } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';

type Motivo =
  | 'aluno_inexistente'
  | 'sem_contrato'
  | 'respondente_invalido'
  | 'link_invalido'
  | 'pessoa_inexistente'
  | 'pedido_inexistente'
  | 'incidente_inexistente';

const RECUSAS: Recusas<Falha<Motivo>> = {
  aluno_inexistente: () => notFound(M.alunoNaoEncontrado),
  sem_contrato: () => badRequest(M.semContrato),
  respondente_invalido: () =>
    badRequest(M.respondenteInvalido, { campos: { id_respondente: M.respondenteInvalido } }),
  link_invalido: () => notFound(M.linkInvalido),
  pessoa_inexistente: () =>
    badRequest(M.pessoaNaoEncontrada, { campos: { id_pessoa: M.pessoaNaoEncontrada } }),
  pedido_inexistente: () => notFound(M.pedidoNaoEncontrado),
  incidente_inexistente: () => notFound(M.incidenteNaoEncontrado),
};

export const recusaDaPrivacidade = (r: Falha<Motivo>): HttpError => responder(RECUSAS, r);

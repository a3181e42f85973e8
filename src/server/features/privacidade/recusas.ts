// The privacy feature's refusals as HTTP answers, each with its pt-BR text.
import { badRequest, type HttpError, notFound } from '#server/http-error.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';

type Motivo =
  | 'aluno_inexistente'
  | 'sem_contrato'
  | 'respondente_invalido'
  | 'link_invalido'
  | 'pessoa_inexistente'
  | 'pedido_inexistente'
  | 'incidente_inexistente';

export function recusaDaPrivacidade(r: { motivo: Motivo }): HttpError {
  switch (r.motivo) {
    case 'aluno_inexistente':
      return notFound(M.alunoNaoEncontrado);
    case 'sem_contrato':
      return badRequest(M.semContrato);
    case 'respondente_invalido':
      return badRequest(M.respondenteInvalido, { campos: { id_respondente: M.respondenteInvalido } });
    case 'link_invalido':
      return notFound(M.linkInvalido);
    case 'pessoa_inexistente':
      return badRequest(M.pessoaNaoEncontrada, { campos: { id_pessoa: M.pessoaNaoEncontrada } });
    case 'pedido_inexistente':
      return notFound(M.pedidoNaoEncontrado);
    case 'incidente_inexistente':
      return notFound(M.incidenteNaoEncontrado);
  }
}

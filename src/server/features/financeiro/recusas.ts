// Billing's refusals as HTTP answers: each reason a repository gives, its status and pt-BR text.
import { badRequest, conflict, type HttpError, notFound } from '#server/http-error.ts';
import { MSG_FINANCEIRO as M } from '#shared/messages/financeiro.ts';
import type { RecusaCobranca } from './repository-acoes';
import type { RecusaExtrato } from './repository-extrato';
import type { RecusaPagamento } from './repository-pagamentos';

type Motivo =
  | RecusaCobranca
  | RecusaPagamento
  | 'aluno_nao_encontrado'
  | 'unidade_nao_encontrada'
  | 'recibo_nao_encontrado'
  | 'data_futura';

export function recusa(motivo: Motivo): HttpError {
  switch (motivo) {
    case 'cobranca_nao_encontrada':
      return notFound(M.cobrancaNaoEncontrada);
    case 'pagamento_nao_encontrado':
      return notFound(M.pagamentoNaoEncontrado);
    case 'recibo_nao_encontrado':
      return notFound(M.reciboNaoEncontrado);
    case 'aluno_nao_encontrado':
      return notFound(M.alunoNaoEncontrado);
    case 'unidade_nao_encontrada':
      return notFound(M.unidadeNaoEncontrada);
    case 'data_futura':
      return badRequest(M.dataFutura, { campos: { pago_em: M.dataFutura } });
    case 'ja_paga':
      return conflict(M.jaPaga);
    case 'ja_cancelada':
      return conflict(M.jaCancelada);
    case 'ja_estornado':
      return conflict(M.jaEstornado);
    case 'nao_cancelada':
      return conflict(M.reemitirNaoCancelada);
    case 'periodo_com_cobranca':
      return conflict(M.periodoComCobranca);
    case 'sem_cobranca':
      return conflict(M.semCobranca);
    case 'sem_configuracao':
      return conflict(M.semConfiguracao);
  }
}

/** Cancelling a paid charge names what to do first. */
export const recusaDoCancelamento = (motivo: RecusaCobranca) =>
  motivo === 'ja_paga' ? conflict(M.cancelarPaga) : recusa(motivo);

export function recusaDoExtrato(motivo: RecusaExtrato, fitid: string): HttpError {
  return motivo === 'lancamento_aplicado'
    ? conflict(M.lancamentoAplicado(fitid))
    : conflict(M.lancamentoCobranca(fitid));
}

export const extratoIlegivel = () => badRequest(M.extratoInvalido);
export const linkInvalido = () => notFound(M.linkInvalido);

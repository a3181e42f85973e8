// Billing's refusals as HTTP answers: each reason a repository gives, its status and pt-BR text.
import {
  badRequest,
  conflict,
  type HttpError,
  notFound,
  type Recusas,
  responder,
} from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
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

const RECUSAS: Recusas<Falha<Motivo>> = {
  cobranca_nao_encontrada: () => notFound(M.cobrancaNaoEncontrada),
  pagamento_nao_encontrado: () => notFound(M.pagamentoNaoEncontrado),
  recibo_nao_encontrado: () => notFound(M.reciboNaoEncontrado),
  aluno_nao_encontrado: () => notFound(M.alunoNaoEncontrado),
  unidade_nao_encontrada: () => notFound(M.unidadeNaoEncontrada),
  data_futura: () => badRequest(M.dataFutura, { campos: { pago_em: M.dataFutura } }),
  ja_paga: () => conflict(M.jaPaga),
  ja_cancelada: () => conflict(M.jaCancelada),
  ja_estornado: () => conflict(M.jaEstornado),
  nao_cancelada: () => conflict(M.reemitirNaoCancelada),
  periodo_com_cobranca: () => conflict(M.periodoComCobranca),
  sem_cobranca: () => conflict(M.semCobranca),
  sem_configuracao: () => conflict(M.semConfiguracao),
};

/** The answer to a refusal of billing. */
export const recusa = (r: Falha<Motivo>): HttpError => responder(RECUSAS, r);

/** Cancelling a paid charge names what to do first. */
const CANCELAMENTO: Recusas<Falha<RecusaCobranca>> = { ...RECUSAS, ja_paga: () => conflict(M.cancelarPaga) };
export const recusaDoCancelamento = (r: Falha<RecusaCobranca>): HttpError => responder(CANCELAMENTO, r);

/** A statement's line that cannot be applied, named by its FITID. */
type FalhaExtrato = Falha<RecusaExtrato> & { fitid: string };
const EXTRATO: Recusas<FalhaExtrato> = {
  lancamento_aplicado: (r) => conflict(M.lancamentoAplicado(r.fitid)),
  lancamento_cobranca: (r) => conflict(M.lancamentoCobranca(r.fitid)),
};
export const recusaDoExtrato = (r: FalhaExtrato): HttpError => responder(EXTRATO, r);

export const extratoIlegivel = () => badRequest(M.extratoInvalido);
export const linkInvalido = () => notFound(M.linkInvalido);

// The billing contract's building blocks shared by ./financeiro.ts and ./financeiro-painel.ts:
// the enumerations, money in centavos and the month.
import { MSG_FINANCEIRO as M } from '#shared/messages/financeiro.ts';
import { numero, z } from './fields';

export const PIX_TIPOS = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixTipo = (typeof PIX_TIPOS)[number];
export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const STATUS_COBRANCA = ['aberta', 'paga', 'cancelada'] as const;
export type StatusCobranca = (typeof STATUS_COBRANCA)[number];
/** The status filter also takes `vencida`: open and past its due date. */
export const FILTROS_STATUS = [...STATUS_COBRANCA, 'vencida'] as const;

/** R$ 100.000,00: the largest amount any field takes. */
export const VALOR_MAXIMO = 10_000_000;
/** The largest late fee the law allows (CDC art. 52 §1), in percent. */
export const MULTA_MAXIMA = 2;
export const JUROS_MAXIMO = 10;
export const ANTECEDENCIA_PADRAO = 10;
export const ANTECEDENCIA_MAXIMA = 60;
export const PIX_NOME_MAX = 25;
export const PIX_CIDADE_MAX = 15;

/** An amount in centavos: a whole number from `min` to R$ 100.000,00 (digits as text accepted). */
export const centavos = (min = 0) =>
  numero(
    z
      .number({ error: M.valorInvalido })
      .int(M.valorInvalido)
      .min(min, min > 0 ? M.valorMinimo : M.valorInvalido)
      .max(VALOR_MAXIMO, M.valorMaximo),
  );

/** YYYY-MM */
export const competencia = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.competenciaInvalida);

/**
 * A late fee of an open charge past its due date, computed for the club's today and never
 * stored: the multa (its rate) and the juros (the monthly rate, pro rata over `dias`).
 */
export const linhaAtraso = z.object({
  tipo: z.enum(['multa', 'juros']),
  valor: z.number().int(),
  /** multa: percent of the charge; juros: percent a month. */
  percentual: z.number(),
  /** juros: the days late; null for the multa. */
  dias: z.number().int().nullable(),
});
export type LinhaAtraso = z.infer<typeof linhaAtraso>;

// Billing (docs/product/finance.md): the requests and answers of /api/financeiro/* and of
// the public payment page's GET /api/pagar/{token}. Money is integer centavos everywhere;
// percentages are numbers with at most two decimals (2.5 is 2,5 %).
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { TIPOS_PLANO } from '#shared/constants.ts';
import { MSG_FINANCEIRO as M } from '#shared/messages/financeiro.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { dataIso, id, numero, texto, textoLimpo, textoLivre, z } from './fields';
import {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIA_PADRAO,
  centavos,
  competencia,
  FILTROS_STATUS,
  FORMAS_PAGAMENTO,
  JUROS_MAXIMO,
  linhaAtraso,
  MULTA_MAXIMA,
  PIX_CIDADE_MAX,
  PIX_NOME_MAX,
  PIX_TIPOS,
  type PixTipo,
  STATUS_COBRANCA,
} from './financeiro-base';
import { paginaCursor, paginaCursorQueryCom } from './lista';

// The contract's one import path: the building blocks and the read-outs, re-exported.
export {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIA_PADRAO,
  centavos,
  competencia,
  FORMAS_PAGAMENTO,
  type FormaPagamento,
  JUROS_MAXIMO,
  type LinhaAtraso,
  MULTA_MAXIMA,
  PIX_CIDADE_MAX,
  PIX_NOME_MAX,
  PIX_TIPOS,
  type PixTipo,
  STATUS_COBRANCA,
  type StatusCobranca,
  VALOR_MAXIMO,
} from './financeiro-base';
export {
  cobrancasCsvQuery,
  EXTRATO_MAX,
  type ExtratoConfirmacao,
  extratoConfirmacaoInput,
  extratoConfirmacaoResponse,
  extratoInput,
  extratoResponse,
  type Inadimplente,
  inadimplenteItem,
  inadimplentesQuery,
  inadimplentesResponse,
  type LancamentoExtrato,
  lancamentoExtrato,
  type Pagar,
  type PagarClube,
  pagarClubeResponse,
  pagarResponse,
  type Resumo,
  resumoQuery,
  resumoResponse,
  TIPOS_EXTRATO,
} from './financeiro-painel';

/** A percentage with at most two decimals, from 0 to `max`. */
const percentual = (max: number, acima: string) =>
  z
    .number({ error: M.percentualInvalido })
    .min(0, M.percentualInvalido)
    .max(max, acima)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: M.percentualInvalido,
    });

// ---- settings ------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key as stored and put in the BR Code: CPF/CNPJ digits, lower-case e-mail, +55… phone, lower-case UUID. */
export function normalizarChavePix(tipo: PixTipo, chave: string): string {
  const t = chave.trim();
  if (tipo === 'cpf' || tipo === 'cnpj') return t.replace(/[.\-/\s]/g, '');
  if (tipo === 'email' || tipo === 'aleatoria') return t.toLowerCase();
  const digitos = t.replace(/[\s()\-.]/g, '');
  return digitos.startsWith('+') ? digitos : `+55${digitos}`;
}

/** Whether a normalised key is valid for its type. */
export function chavePixValida(tipo: PixTipo, chave: string): boolean {
  switch (tipo) {
    case 'cpf':
      return /^\d{11}$/.test(chave) && isValidCPF(chave);
    case 'cnpj':
      return /^\d{14}$/.test(chave) && isValidCNPJ(chave);
    case 'email':
      return chave.length <= 77 && EMAIL.test(chave);
    case 'telefone':
      return /^\+55[1-9]{2}\d{8,9}$/.test(chave);
    case 'aleatoria':
      return UUID.test(chave);
  }
}

const vazioNulo = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/**
 * The beneficiary's name and city as a BR Code carries them: letters, digits and spaces,
 * at most `max` characters — a longer one is refused, never cut.
 */
const textoPix = (max: number, acima: string) =>
  z
    .string({ error: MSG_RECUSA.campoObrigatorio })
    .trim()
    .min(1, MSG_RECUSA.campoObrigatorio)
    .max(max, acima)
    .refine((v) => textoLimpo(v) && /^[\p{L}\d ]+$/u.test(v), M.pixNomeCaracteres);

export const configuracaoInput = z
  .object({
    pix_tipo: z.enum(PIX_TIPOS),
    pix_chave: z
      .string({ error: M.pixChaveVazia })
      .trim()
      .min(1, M.pixChaveVazia)
      .max(120)
      .refine((v) => textoLimpo(v)),
    /** Empty: the club's name as a BR Code carries it (#shared/rules/pix-nome.ts), filled in when saved. */
    pix_nome: z.preprocess(vazioNulo, textoPix(PIX_NOME_MAX, M.pixNomeLongo).nullable()),
    pix_cidade: textoPix(PIX_CIDADE_MAX, M.pixCidadeLonga),
    multa_percentual: percentual(MULTA_MAXIMA, M.multaMaxima),
    juros_percentual_mes: percentual(JUROS_MAXIMO, M.jurosMaximo),
    dias_antecedencia: numero(
      z
        .number({ error: M.antecedenciaInvalida })
        .int(M.antecedenciaInvalida)
        .min(0, M.antecedenciaInvalida)
        .max(ANTECEDENCIA_MAXIMA, M.antecedenciaInvalida),
    ).default(ANTECEDENCIA_PADRAO),
  })
  .transform((v) => ({ ...v, pix_chave: normalizarChavePix(v.pix_tipo, v.pix_chave) }))
  .superRefine((v, ctx) => {
    if (!chavePixValida(v.pix_tipo, v.pix_chave))
      ctx.addIssue({ code: 'custom', path: ['pix_chave'], message: M.pixChave[v.pix_tipo] });
  });
export type ConfiguracaoInput = z.output<typeof configuracaoInput>;

/** GET answers null fields until the settings are first saved (`configurada` false). */
export const configuracaoResponse = z.object({
  configurada: z.boolean(),
  pix_tipo: z.enum(PIX_TIPOS).nullable(),
  pix_chave: z.string().nullable(),
  pix_nome: z.string().nullable(),
  pix_cidade: z.string().nullable(),
  multa_percentual: z.number(),
  juros_percentual_mes: z.number(),
  dias_antecedencia: z.number().int(),
  /** The club day billing started (the settings' first save): no due date before it is issued. */
  cobranca_desde: z.string().nullable(),
});
export type Configuracao = z.infer<typeof configuracaoResponse>;

// ---- prices --------------------------------------------------------------------------------

/** The club's prices: mensal per month, semestral per 6 months, anual per 12 months. */
export const precosInput = z.object({
  mensal: centavos(1),
  semestral: centavos(1),
  anual: centavos(1),
});
export type PrecosInput = z.infer<typeof precosInput>;

/** null: never set (no charge of that plan is issued). */
export const precosResponse = z.object({
  mensal: z.number().int().nullable(),
  semestral: z.number().int().nullable(),
  anual: z.number().int().nullable(),
});
export type Precos = z.infer<typeof precosResponse>;

/** A unit's override: null takes the club's price. */
export const precoUnidadeInput = z.object({
  mensal: centavos(1).nullable(),
  semestral: centavos(1).nullable(),
  anual: centavos(1).nullable(),
});
export type PrecoUnidadeInput = z.infer<typeof precoUnidadeInput>;

export const precoUnidadeResponse = precosResponse.extend({
  id_unidade: z.number().int(),
  nome_unidade: z.string(),
  /** The prices this unit's students are charged (override, else the club's). */
  efetivo: precosResponse,
});
export type PrecoUnidade = z.infer<typeof precoUnidadeResponse>;

export const idUnidadeParam = z.object({ id_unidade: id });
export const idAlunoParam = z.object({ id_aluno: id });
export const numeroReciboParam = z.object({ numero: id });

/** GET /api/financeiro/precos/historico?id_unidade= (absent: the club's; newest first). */
export const historicoPrecosQuery = z.object({ id_unidade: id.optional() });
export const historicoPrecosResponse = z.array(
  z.object({
    id_preco: z.number().int(),
    id_unidade: z.number().int().nullable(),
    plano: z.enum(TIPOS_PLANO),
    /** null: the unit's override removed (the club's price again). */
    valor: z.number().int().nullable(),
    /** Since when (ISO 8601 instant). */
    desde: z.string(),
    autor: z.string().nullable(),
  }),
);

// ---- discounts -----------------------------------------------------------------------------

const motivo = texto(300);
const motivoOpcional = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  texto(300).nullable().optional(),
);

/**
 * A student's discounts, applied in this order (#shared/rules/financeiro-valores.ts):
 * bolsa (% of the price), irmãos (% of what remains), outro (R$ off what remains).
 * 0 is no discount; any other value needs its reason.
 */
export const descontosInput = z
  .object({
    bolsa_percentual: numero(
      z.number().int(M.descontoMaximo).min(0, M.descontoMaximo).max(100, M.descontoMaximo),
    ),
    bolsa_motivo: motivoOpcional,
    irmaos_percentual: numero(
      z.number().int(M.descontoMaximo).min(0, M.descontoMaximo).max(100, M.descontoMaximo),
    ),
    irmaos_motivo: motivoOpcional,
    outro_valor: centavos(0),
    outro_motivo: motivoOpcional,
  })
  .superRefine((v, ctx) => {
    const falta = (valor: number, m: string | null | undefined, campo: string) => {
      if (valor > 0 && !m) ctx.addIssue({ code: 'custom', path: [campo], message: M.motivoDoDesconto });
    };
    falta(v.bolsa_percentual, v.bolsa_motivo, 'bolsa_motivo');
    falta(v.irmaos_percentual, v.irmaos_motivo, 'irmaos_motivo');
    falta(v.outro_valor, v.outro_motivo, 'outro_motivo');
  });
export type DescontosInput = z.output<typeof descontosInput>;

const definidoPor = z
  .object({ autor: z.string().nullable(), em: z.string() })
  .nullable()
  .describe('Who set this discount and when (ISO 8601 instant); null when not set.');

export const descontosResponse = z.object({
  id_aluno: z.number().int(),
  bolsa_percentual: z.number().int(),
  bolsa_motivo: z.string().nullable(),
  bolsa_definido: definidoPor,
  irmaos_percentual: z.number().int(),
  irmaos_motivo: z.string().nullable(),
  irmaos_definido: definidoPor,
  outro_valor: z.number().int(),
  outro_motivo: z.string().nullable(),
  outro_definido: definidoPor,
  /** 100 % off: no charge is issued (bolsista integral). */
  integral: z.boolean(),
});
export type Descontos = z.infer<typeof descontosResponse>;

// ---- charges -------------------------------------------------------------------------------

export const emitirResponse = z.object({ emitidas: z.number().int() });

export const cobrancasQuery = paginaCursorQueryCom({
  id_aluno: id.optional(),
  status: z.enum(FILTROS_STATUS).optional(),
  competencia: competencia.optional(),
  unidade: id.optional(),
  turma: id.optional(),
});
export type CobrancasQuery = z.output<typeof cobrancasQuery>;

export const cobrancaItem = z.object({
  id_cobranca: z.number().int(),
  id_aluno: z.number().int(),
  nome_aluno: z.string(),
  /** YYYY-MM of the due date. */
  competencia: z.string(),
  vencimento: z.string(),
  plano: z.enum(TIPOS_PLANO),
  /** Frozen at issue: the price less the discounts. */
  valor: z.number().int(),
  status: z.enum(STATUS_COBRANCA),
  /** Open and past its due date in the club's time zone. */
  vencida: z.boolean(),
  /** valor plus late fee and pro-rata interest when overdue; 0 when not open. */
  valor_devido_hoje: z.number().int(),
  /** The static BR Code for the amount due today (the frozen one until the due date); null unless open. */
  pix_copia_e_cola: z.string().nullable(),
  /** The public page's path: /pagar/<token>. */
  link_publico: z.string().nullable(),
  pago_em: z.string().nullable(),
  numero_recibo: z.number().int().nullable(),
});
export type CobrancaItem = z.infer<typeof cobrancaItem>;

/** Ordered by due date, newest first, then by charge id (the cursor's key: [vencimento, id_cobranca]). */
export const cobrancasResponse = paginaCursor(cobrancaItem);

export const TIPOS_LINHA = ['preco', 'bolsa', 'irmaos', 'outro'] as const;
export const linhaCobranca = z.object({
  tipo: z.enum(TIPOS_LINHA),
  /** preco: positive; a discount: negative. */
  valor: z.number().int(),
  /** The percentage of a bolsa or irmãos line. */
  percentual: z.number().int().nullable(),
  motivo: z.string().nullable(),
});
export type LinhaCobranca = z.infer<typeof linhaCobranca>;

const autoriaEm = z.object({ por: z.string().nullable(), em: z.string().describe('ISO 8601 instant') });

export const pagamentoItem = z.object({
  id_pagamento: z.number().int(),
  numero_recibo: z.number().int(),
  pago_em: z.string(),
  forma: z.enum(FORMAS_PAGAMENTO),
  valor: z.number().int(),
  observacao: z.string().nullable(),
  registrado: autoriaEm,
  /** Set when the payment was reversed. */
  estorno: autoriaEm.extend({ motivo: z.string() }).nullable(),
});

export const cobrancaDetalhe = cobrancaItem.extend({
  valor_bruto: z.number().int(),
  linhas: z.array(linhaCobranca),
  /** The late fees owed today under the frozen amount: `valor` + these = `valor_devido_hoje`. */
  encargos: z.array(linhaAtraso),
  multa_percentual: z.number(),
  juros_percentual_mes: z.number(),
  txid: z.string(),
  /** The QR code of the BR Code as an SVG document; null unless open. */
  qr_svg: z.string().nullable(),
  /** The club as every document names it (its settings), and the Pix beneficiary as the bank shows it (null without a Pix). */
  clube: z.object({ nome: z.string(), cnpj: z.string().nullable() }),
  beneficiario_pix: z.string().nullable(),
  emitida_em: z.string().describe('When it was issued (ISO 8601 instant).'),
  cancelamento: autoriaEm.extend({ motivo: z.string() }).nullable(),
  /** Every payment, newest first; at most one without an estorno. */
  pagamentos: z.array(pagamentoItem),
  /** The charge issued again for this period after this one was cancelled. */
  id_reemissao: z.number().int().nullable(),
  /** https://wa.me/… to the financial guardian with the charge's public link; null without a phone or unless open. */
  whatsapp: z.string().nullable(),
});
export type CobrancaDetalhe = z.infer<typeof cobrancaDetalhe>;

/** A payment; a date after the club's today is refused by the server, which knows the club's time zone. */
export const pagamentoInput = z.object({
  pago_em: dataIso,
  forma: z.enum(FORMAS_PAGAMENTO),
  valor: centavos(1),
  observacao: textoLivre(500),
});
export type PagamentoInput = z.output<typeof pagamentoInput>;

export const motivoInput = z.object({ motivo });
export type MotivoInput = z.infer<typeof motivoInput>;

/** The printable receipt (GET /api/financeiro/recibos/{numero}; also the answer of a payment). */
export const reciboResponse = z.object({
  numero_recibo: z.number().int(),
  id_pagamento: z.number().int(),
  id_cobranca: z.number().int(),
  clube: z.object({ nome: z.string(), cnpj: z.string().nullable() }),
  aluno: z.object({ id_aluno: z.number().int(), nome: z.string() }),
  responsavel_financeiro: z.object({ nome: z.string(), telefone: z.string().nullable() }).nullable(),
  competencia: z.string(),
  vencimento: z.string(),
  plano: z.enum(TIPOS_PLANO),
  /** First and last month the payment covers (YYYY-MM): the same for mensal. */
  periodo: z.object({ de: z.string(), ate: z.string() }),
  valor: z.number().int(),
  forma: z.enum(FORMAS_PAGAMENTO),
  pago_em: z.string(),
  registrado_em: z.string().describe('When the payment was recorded (ISO 8601 instant).'),
  estornado: z.boolean(),
  /** https://wa.me/<phone>?text=… to send it to the financial guardian; null without a phone. */
  whatsapp: z.string().nullable(),
});
export type Recibo = z.infer<typeof reciboResponse>;

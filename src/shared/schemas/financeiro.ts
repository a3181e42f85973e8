// Billing (docs/product/finance.md): the requests and answers of /api/financeiro/* and of
// the public payment page's GET /api/pagar/{token}. Money is integer centavos everywhere;
// percentages are numbers with at most two decimals (2.5 is 2,5 %).
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { TIPOS_PLANO } from '#shared/constants.ts';
import { MSG_FINANCEIRO as M } from '#shared/messages-financeiro.ts';
import { FUSO_CLUBE, hojeNoFuso } from '#shared/rules/datas.ts';
import { dataIso, id, numero, texto, textoLimpo, textoLivre, z } from './fields';
import { paginaCursor, paginaCursorQueryCom } from './lista';

export const PIX_TIPOS = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixTipo = (typeof PIX_TIPOS)[number];
export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const STATUS_COBRANCA = ['aberta', 'paga', 'cancelada'] as const;
export type StatusCobranca = (typeof STATUS_COBRANCA)[number];
/** The status filter also takes `vencida`: open and past its due date. */
const FILTROS_STATUS = [...STATUS_COBRANCA, 'vencida'] as const;

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

/** A percentage with at most two decimals, from 0 to `max`. */
const percentual = (max: number, acima: string) =>
  z
    .number({ error: M.percentualInvalido })
    .min(0, M.percentualInvalido)
    .max(max, acima)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: M.percentualInvalido,
    });

/** YYYY-MM */
export const competencia = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.competenciaInvalida);

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

/** The beneficiary's name and city as a BR Code carries them: letters, digits and spaces. */
const textoPix = (max: number) => texto(max).refine((v) => /^[\p{L}\d ]+$/u.test(v), M.pixNomeCaracteres);

export const configuracaoInput = z
  .object({
    pix_tipo: z.enum(PIX_TIPOS),
    pix_chave: z
      .string()
      .max(120)
      .refine((v) => textoLimpo(v)),
    pix_nome: textoPix(PIX_NOME_MAX),
    pix_cidade: textoPix(PIX_CIDADE_MAX),
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
    /** Epoch ms. */
    desde: z.number(),
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
  .object({ autor: z.string().nullable(), em: z.number() })
  .nullable()
  .describe('Who set this discount and when (epoch ms); null when not set.');

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
  /** The static BR Code; null unless open. */
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

const autoriaEm = z.object({ por: z.string().nullable(), em: z.number() });

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
  multa_percentual: z.number(),
  juros_percentual_mes: z.number(),
  txid: z.string(),
  /** The QR code of the BR Code as an SVG document; null unless open. */
  qr_svg: z.string().nullable(),
  emitida_em: z.number(),
  cancelamento: autoriaEm.extend({ motivo: z.string() }).nullable(),
  /** Every payment, newest first; at most one without an estorno. */
  pagamentos: z.array(pagamentoItem),
  /** The charge issued again for this period after this one was cancelled. */
  id_reemissao: z.number().int().nullable(),
});
export type CobrancaDetalhe = z.infer<typeof cobrancaDetalhe>;

export const pagamentoInput = z
  .object({
    pago_em: dataIso,
    forma: z.enum(FORMAS_PAGAMENTO),
    valor: centavos(1),
    observacao: textoLivre(500),
  })
  .refine((v) => v.pago_em <= hojeNoFuso(FUSO_CLUBE), { path: ['pago_em'], message: M.dataFutura });
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
  registrado_em: z.number(),
  estornado: z.boolean(),
  /** https://wa.me/<phone>?text=… to send it to the financial guardian; null without a phone. */
  whatsapp: z.string().nullable(),
});
export type Recibo = z.infer<typeof reciboResponse>;

// ---- the late list -------------------------------------------------------------------------

export const inadimplentesQuery = paginaCursorQueryCom({});

export const inadimplenteItem = z.object({
  id_aluno: z.number().int(),
  nome_aluno: z.string(),
  /** Open charges past their due date. */
  cobrancas: z.number().int(),
  total_devido_hoje: z.number().int(),
  /** Days since the oldest open charge's due date. */
  dias_atraso: z.number().int(),
  responsavel_financeiro: z.object({ nome: z.string(), telefone: z.string().nullable() }).nullable(),
  /** A polite pre-filled message with the amount and the oldest charge's public link; null without a phone. */
  whatsapp: z.string().nullable(),
});
/** Ordered by the student's name (the cursor's key: [nome_aluno, id_aluno]). */
export const inadimplentesResponse = paginaCursor(inadimplenteItem);
export type Inadimplente = z.infer<typeof inadimplenteItem>;

// ---- the month -----------------------------------------------------------------------------

export const resumoQuery = z.object({ competencia: competencia.optional() });

const mesResumo = z.object({
  competencia: z.string(),
  /** Charges of the month not cancelled. */
  previsto: z.number().int(),
  /** What was paid (not reversed) for the month's charges. */
  recebido: z.number().int(),
  /** Open, not yet due. */
  em_aberto: z.number().int(),
  /** Open and past due. */
  vencido: z.number().int(),
});

export const resumoResponse = mesResumo.extend({
  /** vencido over what was due by today (previsto of charges due by today), percent with one decimal; null when nothing was due. */
  taxa_inadimplencia: z.number().nullable(),
  /** Active paying students with a 100 % discount. */
  bolsistas_integrais: z.number().int(),
  /** The 12 months ending at `competencia`, oldest first. */
  meses: z.array(mesResumo),
});
export type Resumo = z.infer<typeof resumoResponse>;

// ---- the accountant's CSV ------------------------------------------------------------------

/** ?de=&ate= (due dates, inclusive, at most 3 years apart). */
export const cobrancasCsvQuery = z
  .object({ de: dataIso, ate: dataIso })
  .refine((v) => v.de <= v.ate, { path: ['ate'], message: M.periodoInvalido })
  .refine((v) => Number(v.ate.slice(0, 4)) - Number(v.de.slice(0, 4)) <= 3, {
    path: ['ate'],
    message: M.periodoLongo,
  });

// ---- statement import ----------------------------------------------------------------------

export const TIPOS_EXTRATO = ['ofx', 'csv'] as const;
export const EXTRATO_MAX = 5 * 1024 * 1024;

/**
 * The bank's export as text. CSV: a header row naming `data` (DD/MM/AAAA or AAAA-MM-DD),
 * `valor` (comma or point decimals), `descricao`, `id` (the bank's transaction id) and
 * optionally `nome` (the payer), separated by `;` or `,`.
 */
export const extratoInput = z.object({
  tipo: z.enum(TIPOS_EXTRATO),
  conteudo: z.string().min(1, M.extratoInvalido).max(EXTRATO_MAX, M.extratoGrande),
});

const sugestao = z.object({
  id_cobranca: z.number().int(),
  id_aluno: z.number().int(),
  nome_aluno: z.string(),
  competencia: z.string(),
  valor: z.number().int(),
  /** txid: the charge's txid is in the memo; valor_nome: exact amount and payer close to the financial guardian. */
  criterio: z.enum(['txid', 'valor_nome']),
});

export const lancamentoExtrato = z.object({
  fitid: z.string(),
  data: z.string(),
  valor: z.number().int(),
  memo: z.string(),
  nome_pagador: z.string().nullable(),
  /** Already applied by an earlier import (never applied twice). */
  ja_aplicado: z.boolean(),
  sugestao: sugestao.nullable(),
});
export type LancamentoExtrato = z.infer<typeof lancamentoExtrato>;

/** The statement's credits, each with its suggested charge. */
export const extratoResponse = z.object({ lancamentos: z.array(lancamentoExtrato) });

export const extratoConfirmacaoInput = z.object({
  itens: z
    .array(
      z.object({
        fitid: texto(255),
        id_cobranca: id,
        data: dataIso,
        valor: centavos(1),
        memo: textoLivre(500),
        nome_pagador: textoLivre(200),
      }),
    )
    .min(1)
    .max(1000)
    .refine((l) => new Set(l.map((i) => i.fitid)).size === l.length, M.itemRepetido),
});
export type ExtratoConfirmacao = z.output<typeof extratoConfirmacaoInput>;

/** Every accepted match was recorded as a payment (or none was). */
export const extratoConfirmacaoResponse = z.object({
  aplicados: z.number().int(),
  recibos: z.array(z.number().int()),
});

// ---- the public page -----------------------------------------------------------------------

export const pagarParam = z.object({ token: z.string().max(64) });

/** GET /api/pagar/{token}: nothing personal beyond the student's first name. */
export const pagarResponse = z.object({
  clube: z.string(),
  primeiro_nome: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  valor_devido_hoje: z.number().int(),
  status: z.enum(STATUS_COBRANCA),
  vencida: z.boolean(),
  pago_em: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
  qr_svg: z.string().nullable(),
});
export type Pagar = z.infer<typeof pagarResponse>;

// Billing's read-outs and the statement import (docs/product/finance.md): the late list,
// the month's summary, the accountant's CSV, the statement's credits and their matches,
// and the public payment page's answer. Re-exported by ./financeiro.ts, the contract's one
// import path.

import { TIPOS_PLANO } from '#shared/constants.ts';
import { MSG_FINANCEIRO as M } from '#shared/messages/financeiro.ts';
import { dataIso, id, texto, textoLivre, z } from './fields';
import { centavos, competencia, linhaAtraso, STATUS_COBRANCA } from './financeiro-base';
import { paginaCursor, paginaCursorQueryCom } from './lista';

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
  /** A polite pre-filled message listing each overdue charge (period, amount due today, its own public link) and the total; null without a phone. */
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
  /** vencido over previsto (the month's expected amount), percent with one decimal; null when nothing is expected. */
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

/** GET /api/pagar/{token}: nothing personal beyond the student's first name. */
export const pagarResponse = z.object({
  clube: z.string(),
  /** The club's CNPJ (digits), as on every document; null when not set. */
  cnpj: z.string().nullable(),
  primeiro_nome: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  plano: z.enum(TIPOS_PLANO),
  /** First and last month the charge covers (YYYY-MM): the same for mensal. */
  periodo: z.object({ de: z.string(), ate: z.string() }),
  /** The frozen amount of the charge. */
  valor: z.number().int(),
  /** The late fees owed today under the frozen amount (empty unless overdue). */
  encargos: z.array(linhaAtraso),
  valor_devido_hoje: z.number().int(),
  status: z.enum(STATUS_COBRANCA),
  vencida: z.boolean(),
  pago_em: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
  /** The Pix beneficiary's name as the payer's bank shows it (the BR Code's); null without a Pix. */
  beneficiario_pix: z.string().nullable(),
  qr_svg: z.string().nullable(),
});
export type Pagar = z.infer<typeof pagarResponse>;

/** GET /api/pagar/clube: what a link that opens nothing shows — the club's name and how to reach it. */
export const pagarClubeResponse = z.object({
  clube: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
});
export type PagarClube = z.infer<typeof pagarClubeResponse>;

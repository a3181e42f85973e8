// Billing's tables as Kysely sees them (part of Database, tables.ts).
import type { Generated } from 'kysely';
import type { TipoPlano } from '#shared/constants.ts';
import type { Opcional } from './tables-colunas';

/** Billing's settings: one row, id 1 (migration 2026-11-27-010-financeiro). Rates in hundredths of a percent. */
interface FinanceiroConfiguracaoTable {
  id: number;
  pix_tipo: 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';
  pix_chave: string;
  pix_nome: string;
  pix_cidade: string;
  multa_centesimos: number;
  juros_centesimos_mes: number;
  dias_antecedencia: number;
  /** The club day billing started: no due date before it is issued. */
  cobranca_desde: string;
  atualizada_em: number;
  id_autor: number | null;
}

/** The price history: the newest row of (id_unidade, plano) is in force; id_unidade null: the club's. */
interface FinanceiroPrecoTable {
  id_preco: Generated<number>;
  id_unidade: number | null;
  plano: TipoPlano;
  /** Centavos; null: a unit's override removed. */
  valor: number | null;
  desde: number;
  id_autor: number | null;
}

interface FinanceiroDescontoTable {
  id_aluno: number;
  tipo: 'bolsa' | 'irmaos' | 'outro';
  /** A percentage (bolsa, irmaos) or centavos (outro). */
  valor: number;
  motivo: string;
  id_autor: number | null;
  definido_em: number;
}

/** A charge, frozen when issued. */
interface CobrancaTable {
  id_cobranca: Generated<number>;
  id_aluno: number;
  vencimento: string;
  competencia: string;
  plano: TipoPlano;
  id_unidade: number | null;
  valor_bruto: number;
  valor: number;
  /** JSON of LinhaCobranca[] (#shared/schemas/financeiro.ts). */
  linhas: string;
  multa_centesimos: number;
  juros_centesimos_mes: number;
  txid: string;
  pix_copia_e_cola: string;
  status: Generated<'aberta' | 'paga' | 'cancelada'>;
  emitida_em: number;
  id_emissor: number | null;
  /** The cancelled charge of the same period this one was issued again for. */
  id_anterior: Opcional<number>;
  cancelada_em: Opcional<number>;
  id_cancelador: Opcional<number>;
  motivo_cancelamento: Opcional<string>;
}

interface CobrancaEmissaoTable {
  id_aluno: number;
  ultimo_vencimento: string;
}

interface FinanceiroContadorTable {
  nome: string;
  valor: number;
}

interface PagamentoTable {
  id_pagamento: Generated<number>;
  id_cobranca: number;
  numero_recibo: number;
  pago_em: string;
  forma: 'pix' | 'dinheiro' | 'cartao' | 'transferencia' | 'boleto';
  valor: number;
  observacao: string | null;
  registrado_em: number;
  id_registrador: number | null;
  estornado_em: Opcional<number>;
  id_estornador: Opcional<number>;
  motivo_estorno: Opcional<string>;
}

/** A bank statement's credit applied as a payment (its FITID is the key: never applied twice). */
interface ExtratoLancamentoTable {
  fitid: string;
  id_pagamento: number;
  data: string;
  valor: number;
  memo: string | null;
  nome_pagador: string | null;
  importado_em: number;
  id_autor: number | null;
}

export interface TabelasFinanceiro {
  financeiro_configuracao: FinanceiroConfiguracaoTable;
  financeiro_preco: FinanceiroPrecoTable;
  financeiro_desconto: FinanceiroDescontoTable;
  cobranca: CobrancaTable;
  cobranca_emissao: CobrancaEmissaoTable;
  financeiro_contador: FinanceiroContadorTable;
  pagamento: PagamentoTable;
  extrato_lancamento: ExtratoLancamentoTable;
}

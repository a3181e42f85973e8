// Billing as tests set it up through the API (PUT /api/financeiro/configuracao and
// /api/financeiro/precos) when billing is not their subject: a Pix key by e-mail, 2 % fine,
// 1 % interest a month, charges issued a month ahead.
export const CONFIGURACAO_DE_TESTE = {
  pix_tipo: 'email',
  pix_chave: 'tesouraria@clube.com.br',
  pix_nome: '',
  pix_cidade: 'Sao Paulo',
  multa_percentual: 2,
  juros_percentual_mes: 1,
  dias_antecedencia: 30,
} as const;

export const PRECOS_DE_TESTE = { mensal: 15000, semestral: 80000, anual: 150050 } as const;

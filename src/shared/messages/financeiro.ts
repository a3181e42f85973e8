// pt-BR texts of billing's server side: the refusals, the fields' checks, the WhatsApp
// messages and the accountant's CSV headers. The screens' own texts live in their module.

/** What a refused billing request answers. */
export const MSG_FINANCEIRO = {
  valorInvalido: 'Informe o valor em centavos: um número inteiro, sem sinal.',
  valorMaximo: 'O valor máximo é R$ 100.000,00.',
  valorMinimo: 'O valor precisa ser maior que zero.',
  percentualInvalido: 'Percentual inválido: use até duas casas decimais.',
  multaMaxima: 'A multa não pode passar de 2 %.',
  jurosMaximo: 'Os juros não podem passar de 10 % ao mês.',
  descontoMaximo: 'O desconto vai de 0 a 100 %.',
  antecedenciaInvalida: 'A antecedência vai de 0 a 60 dias.',
  motivoDoDesconto: 'Informe o motivo do desconto.',
  competenciaInvalida: 'Mês inválido: use AAAA-MM.',
  periodoInvalido: 'A data final vem antes da inicial.',
  periodoLongo: 'O período máximo é de 3 anos.',
  pixChave: {
    cpf: 'Chave Pix inválida: CPF com dígitos verificadores incorretos.',
    cnpj: 'Chave Pix inválida: CNPJ com dígitos verificadores incorretos.',
    email: 'Chave Pix inválida: e-mail inválido.',
    telefone: 'Chave Pix inválida: use +55, DDD e número (ex.: +5511987654321).',
    aleatoria: 'Chave Pix inválida: a chave aleatória tem o formato 123e4567-e89b-12d3-a456-426614174000.',
  },
  pixNomeCaracteres: 'Use só letras, números e espaços.',
  pixChaveVazia: 'Informe a chave Pix.',
  pixNomeLongo: 'O nome do beneficiário tem no máximo 25 caracteres (o limite do Pix).',
  pixCidadeLonga: 'A cidade do beneficiário tem no máximo 15 caracteres (o limite do Pix).',
  dataFutura: 'A data do pagamento não pode estar no futuro.',
  extratoGrande: 'O arquivo passa de 5 MB.',
  extratoInvalido: 'Não foi possível ler o extrato: confira o arquivo e o tipo (OFX ou CSV).',
  extratoVazio: 'O extrato não tem créditos.',
  itemRepetido: 'O mesmo lançamento aparece duas vezes.',

  cobrancaNaoEncontrada: 'Cobrança não encontrada.',
  pagamentoNaoEncontrado: 'Pagamento não encontrado.',
  reciboNaoEncontrado: 'Recibo não encontrado.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  linkInvalido: 'Link de pagamento inválido ou expirado.',
  jaPaga: 'Esta cobrança já está paga.',
  jaCancelada: 'Esta cobrança está cancelada.',
  cancelarPaga: 'Uma cobrança paga não pode ser cancelada: faça antes o estorno do pagamento.',
  jaEstornado: 'Este pagamento já foi estornado.',
  reemitirNaoCancelada: 'Só uma cobrança cancelada pode ser emitida de novo.',
  periodoComCobranca: 'Este período já tem uma cobrança em aberto ou paga.',
  semCobranca: 'O aluno não gera cobrança: não é pagante, está inativo, não tem preço ou tem bolsa integral.',
  semConfiguracao: 'Configure a chave Pix antes de emitir cobranças.',
  lancamentoAplicado: (fitid: string) => `O lançamento ${fitid} do extrato já foi aplicado.`,
  lancamentoCobranca: (fitid: string) =>
    `O lançamento ${fitid} aponta para uma cobrança que não está em aberto; nada foi aplicado.`,
} as const;

/** The names of a charge's lines. */
export const ROTULO_LINHA = {
  preco: 'Mensalidade',
  bolsa: 'Bolsa',
  irmaos: 'Desconto de irmãos',
  outro: 'Outro desconto',
} as const;

/** The payment methods' names. */
export const ROTULO_FORMA = {
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  cartao: 'Cartão',
  transferencia: 'Transferência',
  boleto: 'Boleto',
} as const;

/** "R$ 1.234,56" from centavos (the server's own texts: WhatsApp messages). */
function reais(centavos: number): string {
  const sinal = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const inteiro = Math.floor(abs / 100).toLocaleString('pt-BR');
  return `${sinal}R$ ${inteiro},${String(abs % 100).padStart(2, '0')}`;
}

/** The WhatsApp messages the server writes (pre-filled, the sender may edit them). */
export const MSG_WHATSAPP = {
  /** A reminder of one or more open charges: each with its period, amount due today and own link, then the total. */
  cobranca: (p: {
    nome: string;
    aluno: string;
    clube: string;
    itens: readonly { periodo: string; valor: number; link: string }[];
  }) => {
    const total = p.itens.reduce((s, i) => s + i.valor, 0);
    const linhas = p.itens.map((i) => `• ${i.periodo}: ${reais(i.valor)} hoje — ${i.link}`).join('\n');
    const abertas =
      p.itens.length === 1
        ? `A cobrança de ${p.aluno} abaixo está em aberto:`
        : `As ${p.itens.length} cobranças de ${p.aluno} abaixo estão em aberto:`;
    const fim = p.itens.length === 1 ? '' : `\nTotal hoje: ${reais(total)}.`;
    return `Olá, ${p.nome}! Tudo bem? Aqui é do ${p.clube}. ${abertas}\n${linhas}${fim}\nCada link abre o Pix da sua cobrança. Se já pagou, por favor desconsidere e nos avise. Obrigado!`;
  },
  recibo: (p: {
    nome: string;
    aluno: string;
    clube: string;
    competencia: string;
    valor: number;
    numero: number;
  }) =>
    `Olá, ${p.nome}! Recebemos o pagamento de ${p.aluno} referente a ${p.competencia}: ${reais(p.valor)}. Recibo nº ${p.numero} — ${p.clube}. Obrigado!`,
} as const;

/** The accountant's CSV of charges: its header, column by column. */
export const CSV_COBRANCAS = [
  'Cobrança',
  'Aluno',
  'Competência',
  'Vencimento',
  'Plano',
  'Valor bruto (R$)',
  'Descontos (R$)',
  'Valor (R$)',
  'Situação',
  'Pago em',
  'Forma',
  'Valor pago (R$)',
  'Recibo',
  'Cancelada em',
  'Motivo do cancelamento',
] as const;

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** `2026-03` as `março/2026`. */
export const mesPorExtenso = (c: string) =>
  `${MESES[Number(c.slice(5, 7)) - 1] ?? c.slice(5, 7)}/${c.slice(0, 4)}`;

/**
 * What a charge pays for, named by its plan and the months it covers: "Mensalidade ·
 * novembro/2026", "Plano semestral · novembro/2026 a abril/2027".
 */
export function planoEPeriodo(
  plano: 'mensal' | 'semestral' | 'anual',
  periodo: { de: string; ate: string },
): string {
  const nome = { mensal: 'Mensalidade', semestral: 'Plano semestral', anual: 'Plano anual' }[plano];
  const meses =
    periodo.de === periodo.ate
      ? mesPorExtenso(periodo.de)
      : `${mesPorExtenso(periodo.de)} a ${mesPorExtenso(periodo.ate)}`;
  return `${nome} · ${meses}`;
}

/** The status words of the CSV and the receipt. */
export const ROTULO_STATUS = {
  aberta: 'Em aberto',
  vencida: 'Vencida',
  paga: 'Paga',
  cancelada: 'Cancelada',
} as const;

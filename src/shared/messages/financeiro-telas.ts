// pt-BR texts of the billing screens (Financeiro, a student's Financeiro part, the
// dashboard's billing figures, the printable receipt) and of the charge's public page.
// The server's own texts (refusals, the WhatsApp messages) live in financeiro.ts.

import { mesPorExtenso as competenciaTexto, planoEPeriodo } from './financeiro';

const mesCurto = (c: string) => `${competenciaTexto(c).slice(0, 3)}/${c.slice(2, 4)}`;

export const MSG_FIN = {
  financeiro: 'Financeiro',
  competencia: 'Mês',
  competenciaTexto,
  mesCurto,
  planoEPeriodo,
  erroCarregar: 'Não foi possível carregar os dados financeiros.',

  // Sections (the Financeiro area's own navigation)
  secoes: 'Seções do financeiro',
  resumo: 'Resumo do mês',
  cobrancas: 'Cobranças',
  inadimplentes: 'Inadimplentes',
  configuracao: 'Configuração',
  precos: 'Preços',
  extrato: 'Importar extrato',

  // The month
  esperado: 'Esperado',
  recebido: 'Recebido',
  emAberto: 'Em aberto',
  vencido: 'Vencido',
  taxaInadimplencia: 'Inadimplência',
  taxaInadimplenciaBase: 'Vencido ÷ esperado do mês',
  ultimos12: 'Esperado e recebido nos últimos 12 meses',
  serieEsperado: 'Esperado',
  serieRecebido: 'Recebido',
  mes: 'Mês',
  valor: 'Valor',
  emitirAgora: 'Emitir agora',
  emitirDescricao:
    'Emite já as cobranças que vencem dentro dos dias de antecedência configurados (a emissão também roda sozinha a cada hora).',
  emitidas: (n: number) =>
    n === 0
      ? 'Nenhuma cobrança nova a emitir.'
      : n === 1
        ? '1 cobrança emitida.'
        : `${n} cobranças emitidas.`,
  exportarCsv: 'Exportar CSV',
  de: 'De',
  ate: 'Até',

  // Charges list
  status: 'Situação',
  todas: 'Todas',
  unidade: 'Unidade',
  turma: 'Turma',
  todasUnidades: 'Todas as unidades',
  todasTurmas: 'Todas as turmas',
  buscarAluno: 'Buscar aluno',
  aluno: 'Aluno',
  vencimento: 'Vencimento',
  devidoHoje: 'Devido hoje',
  semCobrancas: 'Nenhuma cobrança encontrada.',
  noTotal: (n: number, exato: boolean) => `${exato ? '' : 'mais de '}${n.toLocaleString('pt-BR')} no total`,
  abrir: 'Abrir',
  detalhe: 'Detalhe',
  detalhesDe: (nome: string, c: string) => `Abrir cobrança de ${nome}, ${competenciaTexto(c)}`,
  statusCobranca: { aberta: 'Aberta', paga: 'Paga', cancelada: 'Cancelada', vencida: 'Vencida' } as const,

  // One charge
  cobranca: 'Cobrança',
  periodo: 'Período',
  linhas: 'Composição',
  descricao: 'Descrição',
  total: 'Total',
  pix: 'Pix',
  qrDescricao: 'QR code do Pix desta cobrança',
  copiaECola: 'Pix copia e cola',
  copiar: 'Copiar',
  copiado: 'Copiado',
  linkPublico: 'Link de pagamento',
  abrirLinkPublico: 'Abrir página de pagamento',
  copiarLink: 'Copiar link',
  linkCopiado: 'Link copiado',
  enviarLinkWhatsApp: 'Enviar pelo WhatsApp',
  /** A late fee's line: "Multa (2%)", "Juros (15 dias × 1% ao mês ÷ 30)". */
  encargo: (l: { tipo: 'multa' | 'juros'; percentual: number; dias: number | null }) => {
    const p = `${String(l.percentual).replace('.', ',')}%`;
    return l.tipo === 'multa'
      ? `Multa (${p})`
      : `Juros (${l.dias} ${l.dias === 1 ? 'dia' : 'dias'} × ${p} ao mês ÷ 30)`;
  },
  registrarPagamento: 'Registrar pagamento',
  pagoEm: 'Data do pagamento',
  forma: 'Forma',
  valorRecebido: 'Valor recebido',
  observacao: 'Observação',
  pagamentoRegistrado: (n: number) => `Pagamento registrado. Recibo nº ${n}.`,
  pagamento: 'Pagamento',
  pagaEmData: (d: string) => `Paga em ${d}`,
  registradoPor: (quem: string) => `Registrado por ${quem}`,
  verRecibo: 'Ver recibo',
  cancelar: 'Cancelar cobrança',
  motivo: 'Motivo',
  confirmarCancelamento: 'Cancelar a cobrança',
  cancelada: 'Cobrança cancelada.',
  reemitir: 'Emitir de novo',
  reemitida: 'Cobrança emitida de novo.',
  verReemitida: 'Ver a cobrança emitida de novo',
  canceladaPor: (quem: string, quando: string, motivo: string) =>
    `Cancelada por ${quem} em ${quando}: ${motivo}`,
  estornar: 'Estornar pagamento',
  estornadoPor: (quem: string, quando: string, motivo: string) =>
    `Estornado por ${quem} em ${quando}: ${motivo}`,
  confirmarEstorno: 'Estornar',
  estornado: 'Pagamento estornado. A cobrança voltou a ficar em aberto.',
  fechar: 'Fechar',
  valorInvalido: 'Informe um valor como 150, 150,00 ou 1.500,50.',
  obrigatorio: 'Campo obrigatório.',

  // Late list
  quantas: 'Cobranças',
  diasAtraso: 'Dias de atraso',
  responsavel: 'Responsável financeiro',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  enviarWhatsApp: (nome: string) => `Enviar lembrete a ${nome} pelo WhatsApp`,
  semInadimplentes: 'Nenhum aluno com cobrança vencida.',

  // Settings
  pixTipo: 'Tipo da chave Pix',
  pixChave: 'Chave Pix',
  pixNome: 'Nome do beneficiário do Pix',
  pixNomeAjuda: 'Até 25 caracteres, como aparece no banco. Vazio: o nome do clube, sem acentos.',
  pixCidade: 'Cidade do beneficiário',
  pixCidadeAjuda: 'Até 15 caracteres.',
  multa: 'Multa por atraso (%)',
  multaAjuda: 'No máximo 2 %.',
  juros: 'Juros ao mês (%)',
  jurosAjuda: 'Cobrados por dia de atraso, proporcionalmente.',
  antecedencia: 'Dias de antecedência da emissão',
  tiposChave: {
    cpf: 'CPF',
    cnpj: 'CNPJ',
    email: 'E-mail',
    telefone: 'Telefone',
    aleatoria: 'Chave aleatória',
  } as const,
  salvo: 'Salvo.',
  salvarConfiguracao: 'Salvar configuração',
  naoConfigurado: 'A chave Pix ainda não foi configurada: nenhuma cobrança é emitida antes disso.',

  // Prices
  precosClube: 'Preços do clube',
  precosUnidade: 'Preços por unidade',
  precosUnidadeAjuda: 'Deixe em branco para usar o preço do clube.',
  planos: {
    mensal: 'Mensal (por mês)',
    semestral: 'Semestral (por 6 meses)',
    anual: 'Anual (por 12 meses)',
  } as const,
  vigenteDesde: 'Desde',
  alteradoPor: 'Alterado por',
  precoClube: 'Preço do clube',
  salvarPrecos: 'Salvar preços',
  selecioneUnidade: 'Selecione a unidade',
  efetivo: (lista: string) => `Cobrado nesta unidade: ${lista}`,
  planoCurto: { mensal: 'Mensal', semestral: 'Semestral', anual: 'Anual' } as const,
  semHistorico: 'Nenhuma alteração registrada.',
  historicoClube: 'Histórico de preços do clube',
  historicoUnidade: (nome: string) => `Histórico de preços da unidade ${nome}`,
  semHistoricoUnidade: 'Nenhum preço próprio registrado nesta unidade: vale o preço do clube.',
  salvarUnidade: (nome: string) => `Salvar preços de ${nome}`,
  plano: 'Plano',
  escolhaUnidade: 'Unidade',

  // A student's Financeiro part
  descontos: 'Descontos',
  bolsa: 'Bolsa (%)',
  irmaos: 'Desconto de irmãos (%)',
  outro: 'Outro desconto (R$)',
  motivoBolsa: 'Motivo da bolsa',
  motivoIrmaos: 'Motivo do desconto de irmãos',
  motivoOutro: 'Motivo do outro desconto',
  descontoDefinidoPor: (quem: string, quando: string) => `Definido por ${quem} em ${quando}`,
  ordemDescontos: 'Aplicados nesta ordem: bolsa, irmãos, outro.',
  bolsistaIntegral: 'Bolsista integral: não recebe cobranças.',
  salvarDescontos: 'Salvar descontos',
  cobrancasDoAluno: 'Cobranças do aluno',
  verTodasCobrancas: 'Ver todas as cobranças do aluno',

  // Statement import
  arquivo: 'Arquivo do extrato (OFX ou CSV)',
  arquivoAjuda: 'Exporte o extrato no aplicativo do banco.',
  escolherArquivo: 'Escolher arquivo',
  analisar: 'Analisar extrato',
  limparArquivo: 'Remover arquivo',
  sugestoes: 'Créditos encontrados',
  semSugestoes: 'Nenhum crédito do extrato corresponde a uma cobrança em aberto.',
  confirmarSelecionados: (n: number) => `Confirmar ${n} pagamento${n === 1 ? '' : 's'}`,
  confirmados: (n: number) => `${n} pagamento${n === 1 ? '' : 's'} registrado${n === 1 ? '' : 's'}.`,
  data: 'Data',
  confirmar: 'Confirmar',
  pagador: 'Pagador / histórico',
  criterio: 'Critério',
  criterios: { txid: 'Identificador do Pix', valor_nome: 'Valor e nome' } as const,
  jaAplicada: 'Já importada',
  semCorrespondencia: 'Sem cobrança correspondente',
  selecionar: (nome: string) => `Confirmar o pagamento de ${nome}`,
  arquivoInvalido: 'Escolha um arquivo .ofx ou .csv.',

  // Receipt
  recibo: 'Recibo',
  reciboNumero: (n: number) => `Recibo nº ${n}`,
  cnpj: 'CNPJ',
  referente: 'Referente a',
  imprimir: 'Imprimir',
  enviarRecibo: 'Enviar pelo WhatsApp',
  recebemosDe: 'Recebemos o valor abaixo.',
  reciboEstornado: 'Pagamento estornado',
  verCobranca: 'Ver a cobrança',

  // Dashboard
  recebidoEsperado: (mes: string) => `Recebido × esperado em ${mes}`,
  vencidoValor: (v: string) => `${v} vencidos`,
  esperadoRecebido: (r: string, e: string) => `${r} de ${e}`,

  // Public page
  pagarTitulo: 'Pagamento',
  vencidaEm: (d: string) => `Vencida em ${d}. O valor de hoje inclui multa e juros por atraso.`,
  valorCobranca: 'Valor da cobrança',
  contatoClube: 'Fale com o clube para receber um novo link:',
  emailClube: 'E-mail',
  valorHoje: 'Valor a pagar hoje',
  copieOuEscaneie: 'Escaneie o QR code no aplicativo do seu banco ou copie o código abaixo.',
  linkInvalido: 'Este link de pagamento não é válido.',
  statusPublico: { paga: (d: string) => `Paga em ${d}`, cancelada: 'Cancelada' },
  /** The name the payer's bank shows for the Pix, beside every Pix code. */
  beneficiarioPix: (nome: string) => `Beneficiário do Pix: ${nome}`,
} as const;

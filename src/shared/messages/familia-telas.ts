// pt-BR texts of the families' portal screens (/familia/entrar, /familia) and of the desk's
// "Acesso da família" part of a student's profile. The server's own texts (refusals, the
// sign-in code's e-mail) live in familia.ts.

const plural = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);

export const MSG_FAMILIA_TELAS = {
  portal: 'Área da família',

  // Sign-in: the e-mail, then the code
  entrarTitulo: 'Entrar na área da família',
  entrarTexto: 'Informe o e-mail que você deu ao clube. Enviaremos um código de 6 números para você entrar.',
  email: 'E-mail',
  enviarCodigo: 'Enviar código',
  codigoPara: (email: string) => `E-mail informado: ${email}`,
  codigo: 'Código',
  codigoDescricao: 'Os 6 números do e-mail que você recebeu.',
  entrar: 'Entrar',
  outroEmail: 'Usar outro e-mail',
  pedirOutroCodigo: 'Enviar outro código',
  outroCodigoEnviado: 'Pedimos outro código. Confira o seu e-mail.',

  // The e-mailed link: a confirmation, never a sign-in by opening it
  confirmarTitulo: 'Confirmar a entrada',
  confirmarTexto: (email: string) => `Você está entrando na área da família com o e-mail ${email}.`,
  confirmarEntrar: 'Confirmar e entrar',
  linkIncompleto: 'Este link está incompleto. Peça um código novo.',

  // The family's frame
  ola: (nome: string) => `Olá, ${nome}`,
  sair: 'Sair',
  escolherAluno: 'Aluno',
  semAlunos: 'Nenhum aluno ligado a este e-mail. Fale com a secretaria do clube.',

  // Next classes
  proximasAulas: 'Próximas aulas',
  proximaAula: (dia: string) => `próxima em ${dia}`,
  semTurmas: 'Nenhuma turma no momento.',
  adicionarCalendario: 'Adicionar ao calendário',
  adicionarCalendarioDescricao: 'Baixa as aulas para a agenda do celular, toda semana no horário da turma.',

  // Attendance
  frequencia: 'Frequência dos últimos 90 dias',
  resumoFrequencia: (presencas: number, faltas: number) =>
    `${plural(presencas, 'presença', 'presenças')} e ${plural(faltas, 'falta', 'faltas')}`,
  presente: 'Presente',
  falta: 'Falta',
  semChamadas: 'Nenhuma aula registrada nos últimos 90 dias.',

  // Charges and receipts
  mensalidades: 'Mensalidades',
  semCobrancas: 'Nenhuma mensalidade por enquanto.',
  vencimento: 'Vencimento',
  valor: 'Valor',
  valorHoje: 'Valor hoje',
  pagarComPix: 'Pagar com Pix',
  pagarComPixDe: (mes: string) => `Pagar com Pix: ${mes}`,
  recibos: 'Recibos',
  semRecibos: 'Nenhum recibo ainda.',
  recibo: (numero: number) => `Recibo nº ${numero}`,
  pagoEm: (dia: string) => `pago em ${dia}`,

  // Documents and consents
  documentos: 'Documentos e consentimentos',
  semDocumentos: 'Nenhum documento.',
  versao: (n: number) => `Versão ${n}`,
  aceitoEm: (quando: string) => `aceito em ${quando}`,
  pendente: 'Pendente',
  lerDocumento: 'Ler o documento',
  aceitar: 'Aceitar',
  aceitarDocumento: (titulo: string) => `Aceitar: ${titulo}`,
  aceiteRegistrado: 'Aceite registrado.',
  novaVersao: 'nova versão para responder',
  autorizar: 'Autorizar',
  autorizarFinalidade: (titulo: string) => `Autorizar: ${titulo}`,
  naoAutorizar: 'Não autorizar',
  naoAutorizarFinalidade: (titulo: string) => `Não autorizar: ${titulo}`,
  consentimentoDado: 'Autorização registrada.',
  retirar: 'Retirar consentimento',
  retirarDocumento: (titulo: string) => `Retirar consentimento: ${titulo}`,
  retirarPergunta: 'Retirar este consentimento?',
  retirarTexto: (titulo: string) =>
    `O clube deixará de usar os dados para: ${titulo}. Você pode autorizar de novo quando quiser.`,
  consentimentoRetirado: 'Consentimento retirado.',

  // Rights (LGPD)
  direitos: 'Solicitar meus direitos (LGPD)',
  direitosTexto:
    'Você pode pedir acesso aos dados, correção, anonimização, portabilidade ou a revogação de um consentimento. O clube responde em até 15 dias.',
  tipoPedido: 'O que você deseja',
  descricaoPedido: 'Descreva o pedido',
  enviarPedido: 'Enviar pedido',
  pedidoEnviado: (prazo: string) => `Pedido enviado. O clube responde até ${prazo}.`,

  // The desk: a student's profile
  acessoFamilia: 'Acesso da família',
  acessoFamiliaTexto:
    'Quem pode entrar na área da família deste aluno, com um código enviado ao e-mail do cadastro.',
  semAcessoFamilia: 'Este aluno não tem responsável nem aluno adulto que possa entrar na área da família.',
  papeis: { responsavel: 'Responsável', aluno: 'Aluno' } as const,
  semEmail: 'Sem e-mail no cadastro: não recebe código.',
  ultimoAcesso: (quando: string) => `Último acesso: ${quando}`,
  nuncaEntrou: 'Nunca entrou',
  sessoesAbertas: (n: number) =>
    n === 0 ? 'Nenhuma sessão aberta' : plural(n, 'sessão aberta', 'sessões abertas'),
  encerrarSessoes: 'Encerrar sessões',
  encerrarSessoesDe: (nome: string) => `Encerrar sessões de ${nome}`,
  encerrarPergunta: 'Encerrar as sessões?',
  encerrarTexto: (nome: string) =>
    `${nome} sairá da área da família em todos os aparelhos e precisará de um código novo para entrar.`,
  sessoesEncerradas: 'Sessões encerradas.',
};

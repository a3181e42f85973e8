// pt-BR texts the families' portal's server answers: the sign-in code's request and e-mail,
// its refusals, the refusals of what a family does (acceptances, purposes, requests), the
// calendar feed's words and the desk's family-access refusals.

export const MSG_FAMILIA = {
  // Sign-in
  codigoEnviado:
    'Pronto. Se este e-mail estiver no cadastro de um aluno ou responsável, o código chega em alguns minutos e vale por 15 minutos. Confira também a caixa de spam.',
  informeCodigo: 'Informe o código.',
  codigoFormato: 'O código tem 6 números.',
  codigoInvalido: 'Código inválido ou expirado. Confira o número ou peça um novo código.',
  muitosPedidos: 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente de novo.',
  sessaoEncerrada: 'Sua sessão terminou. Entre de novo com um código enviado ao seu e-mail.',

  // The e-mail with the code
  codigoAssunto: (clube: string) => `${clube}: seu código de acesso`,
  codigoSaudacao: (nome: string) => `Olá, ${nome}.`,
  codigoCorpo: (codigo: string) =>
    `Seu código de acesso à área da família é ${codigo}. Ele vale por 15 minutos e pode ser usado uma única vez.`,
  codigoBotao: 'Entrar na área da família',
  codigoIgnorar: 'Se você não pediu este código, ignore este e-mail: ninguém entra sem ele.',

  // What a family does
  finalidadeInvalida: 'Escolha uma das finalidades.',
  respondaSimOuNao: 'Responda sim ou não.',
  escolhaTipoPedido: 'Escolha o tipo de pedido.',
  versaoNaoPendente: 'Este documento não está pendente de aceite para este aluno.',
  semDocumentoVigente: 'Este documento ainda não foi publicado pelo clube.',

  // The calendar feed
  agendaNome: (aluno: string) => `Aulas de ${aluno}`,
  agendaEvento: (turma: string) => `Aula de esgrima: ${turma}`,

  // The desk's family access
  pessoaSemAcesso: 'Esta pessoa não tem acesso da família a este aluno.',
} as const;

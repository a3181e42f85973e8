// pt-BR texts of the messages that leave the club (the outbox, the e-mails' templates, the
// administrators' "Mensagens" screen) and of a staff member's password recovery.

export const MSG_MENSAGENS = {
  // The "Mensagens" screen
  titulo: 'Mensagens',
  descricao: 'Tudo o que o clube enviou ou vai enviar por e-mail, da mais recente para a mais antiga.',
  semEmailTitulo: 'O envio de e-mail não está configurado',
  semEmailTexto:
    'Nenhuma mensagem sai deste servidor: elas ficam guardadas aqui. Envie cada uma pelo WhatsApp, ou peça a quem cuida do servidor para configurar o SMTP_URL.',
  filtroStatus: 'Situação',
  filtroMotivo: 'Motivo',
  todas: 'Todas',
  nenhuma: 'Nenhuma mensagem.',
  pessoa: 'Pessoa',
  assunto: 'Assunto',
  criadaEm: 'Criada em',
  enviadaEm: 'Enviada em',
  situacao: 'Situação',
  enviarWhatsapp: 'Enviar pelo WhatsApp',
  enviarWhatsappPara: (nome: string) => `Enviar pelo WhatsApp para ${nome}`,
  semTelefone: 'Sem celular',
  sigilosa: 'Conteúdo sigiloso',
  erroDoServidor: (erro: string) => `Resposta do servidor: ${erro}`,
  status: { pendente: 'Pendente', enviada: 'Enviada', falhou: 'Falhou' } as Record<string, string>,
  motivos: {
    cobranca: 'Lembrete de cobrança',
    recibo: 'Recibo',
    codigo_acesso: 'Código de acesso',
    redefinir_senha: 'Redefinição de senha',
  } as Record<string, string>,
  /** Beside a person's e-mail on their profile when the mail server refused it for good. */
  emailRecusado: 'e-mail recusado pelo servidor',

  // Password recovery (the pages)
  recuperarTitulo: 'Recuperar a senha',
  recuperarTexto:
    'Informe o e-mail com que você entra. Se ele for de uma conta da equipe, enviaremos um link para criar uma senha nova.',
  recuperarEnviar: 'Enviar link',
  recuperarEnviado:
    'Pronto. Se o e-mail for de uma conta da equipe, o link chega em alguns minutos e vale por 1 hora. Confira também a caixa de spam.',
  recuperarSemEmail:
    'O envio de e-mail não está configurado neste servidor. Peça a um administrador para redefinir a sua senha: ele gera uma senha temporária para você.',
  voltarAoLogin: 'Voltar para a entrada',
  redefinirTitulo: 'Criar uma senha nova',
  redefinirTexto: 'Escolha a senha nova da sua conta. Ao salvar, todas as sessões abertas da conta terminam.',
  redefinirSalvar: 'Salvar senha nova',
  redefinida: 'Senha alterada. Entre com a senha nova.',
  linkInvalido:
    'Este link não vale mais: ele expirou ou já foi usado. Peça um novo em “Esqueci minha senha”.',
  pedirNovoLink: 'Pedir um novo link',
  muitosPedidos: 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente de novo.',

  // The e-mails
  emailRodape: (clube: string) => `${clube} · Mensagem automática: não responda a este e-mail.`,
  redefinirAssunto: (clube: string) => `${clube}: crie uma senha nova`,
  redefinirSaudacao: (nome: string) => `Olá, ${nome}.`,
  redefinirCorpo:
    'Recebemos um pedido para criar uma senha nova para a sua conta. Use o botão abaixo em até 1 hora; o link vale uma única vez.',
  redefinirBotao: 'Criar senha nova',
  redefinirIgnorar: 'Se você não pediu, ignore este e-mail: a sua senha continua a mesma.',
  linkTexto: (url: string) => `Abra este endereço: ${url}`,
} as const;

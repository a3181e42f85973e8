// pt-BR texts of a person's own account: "Minha conta" (password, sessions), the
// password change required at login, an administrator's reset of a teacher's
// password, and the password rule (shared/rules/senha-forte.ts).

export const MSG_CONTA = {
  minhaConta: 'Minha conta',
  // Password
  alterarSenha: 'Alterar senha',
  senhaAtual: 'Senha atual',
  senhaTemporaria: 'Senha atual (a que você recebeu)',
  novaSenha: 'Nova senha',
  confirmarSenha: 'Confirme a nova senha',
  informeSenhaAtual: 'Informe a senha atual.',
  senhaAtualIncorreta: 'A senha atual não confere.',
  senhasDiferentes: 'As duas senhas não são iguais.',
  senhaIgualAtual: 'A nova senha precisa ser diferente da atual.',
  senhaAlterada: 'Senha alterada. As outras sessões da sua conta foram encerradas.',
  salvarSenha: 'Salvar nova senha',
  // The rule
  senhaMinimo: 'A senha precisa de ao menos 10 caracteres.',
  senhaFraca: 'Senha fácil de adivinhar.',
  senhaFracaDica: 'Use uma frase com palavras pouco comuns, sem seu nome ou e-mail.',
  regraSenha: 'Ao menos 10 caracteres; prefira uma frase com palavras pouco comuns.',
  forca: 'Força da senha',
  forcas: ['Muito fraca', 'Fraca', 'Razoável', 'Forte', 'Muito forte'] as const,
  avaliando: 'Avaliando a senha…',
  /** The estimator's own pt-BR texts that we word differently. */
  estimadorAvisos: {
    userInputs: 'A senha não deve conter seu nome, seu e-mail ou outros dados seus.',
  },
  estimadorSugestoes: {
    capitalization: 'Use letras maiúsculas também fora da primeira letra.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    sequences: 'Evite sequências comuns de caracteres.',
  },
  // Required change
  trocaTitulo: 'Crie uma senha nova',
  trocaTexto:
    'Sua senha atual foi gerada pelo sistema ou por um administrador. Antes de continuar, escolha uma senha só sua.',
  trocaObrigatoria: 'Troque sua senha antes de continuar.',
  sairDaConta: 'Sair',
  // Sessions
  sessoes: 'Sessões abertas',
  sessoesTexto: 'Os aparelhos em que sua conta está aberta agora.',
  aparelho: 'Aparelho',
  criadaEm: 'Entrada',
  usadaEm: 'Último uso',
  esteAparelho: 'Este aparelho',
  encerrar: 'Encerrar',
  encerrarSessao: (dispositivo: string) => `Encerrar a sessão em ${dispositivo}`,
  sessaoEncerrada: 'Sessão encerrada.',
  sessaoNaoEncontrada: 'Sessão não encontrada.',
  sairDeTodos: 'Sair de todos os aparelhos',
  sairDeTodosPergunta: 'Sair de todos os aparelhos?',
  sairDeTodosTexto: 'Todas as sessões da sua conta terminam, inclusive esta. Você precisará entrar de novo.',
  // Devices
  aparelhoDesconhecido: 'Aparelho desconhecido',
  navegadorEm: (navegador: string, sistema: string) => `${navegador} no ${sistema}`,
  navegador: 'Navegador',
  outroAplicativo: 'Outro aplicativo',
  // An administrator resets a teacher's password
  redefinirSenha: 'Redefinir senha',
  redefinirSenhaPergunta: (nome: string) => `Redefinir a senha de ${nome}?`,
  redefinirSenhaTexto:
    'Uma senha temporária será gerada e mostrada uma única vez. As sessões abertas do professor terminam agora, e ele precisará trocar a senha ao entrar.',
  senhaTemporariaGerada: 'Senha temporária',
  senhaTemporariaTexto:
    'Passe esta senha ao professor agora: ela não será mostrada de novo. Ele escolherá uma senha nova ao entrar.',
  copiar: 'Copiar',
  copiado: 'Copiado',
  concluir: 'Concluir',
  redefinirPropria: 'Para trocar a sua própria senha, use Minha conta.',
} as const;

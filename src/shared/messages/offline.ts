// pt-BR texts of the installable app and of the chamada taken without a network:
// the sheet's sync state, the outbox on the home page, a conflict with a sheet sent
// elsewhere, the update prompt and what Sair clears.

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

export const MSG_OFF = {
  // A sheet's sync state
  salvaNoAparelho: 'Salva no aparelho',
  enviando: 'Enviando…',
  enviada: 'Enviada',
  erro: (motivo: string) => `Erro: ${motivo}`,
  conflito: 'Enviada de outro lugar',
  estadoDoEnvio: 'Estado do envio',
  aguardaConexao: 'Será enviada assim que houver conexão.',
  semConexao: 'Sem conexão',
  sincronizarAgora: 'Sincronizar agora',
  // The send without a network
  salvaParaEnviar: 'Chamada salva no aparelho',
  salvaParaEnviarTexto: 'Sem conexão agora: ela será enviada sozinha assim que houver conexão.',
  motivoSessao: 'sessão expirada; entre novamente para enviar.',
  motivoServidor: 'o servidor não conseguiu recebê-la agora; envie de novo.',
  naoEstaNoAparelho:
    'Esta chamada não está neste aparelho. Abra-a uma vez com conexão para tê-la sem conexão.',
  // The home page
  noAparelho: 'Chamadas no aparelho',
  turmasNoAparelho: 'Turmas guardadas no aparelho',
  aguardando: (n: number) =>
    n === 0
      ? 'Nenhuma chamada aguardando envio.'
      : `${plural(n, 'chamada aguardando', 'chamadas aguardando')} envio.`,
  armazenamentoNaoGarantido:
    'Este navegador não garantiu o armazenamento: se faltar espaço, ele pode apagar as chamadas salvas no aparelho antes do envio. Envie-as assim que puder.',
  armazenamentoOQueFazer:
    'Conecte-se a uma rede e toque em Sincronizar agora; se for usar o aplicativo sem conexão com frequência, instale-o na tela inicial.',
  entendi: 'Entendi',
  hoje: 'Hoje',
  semConexaoAviso:
    'O dia não pode ser lido agora. As chamadas das turmas guardadas no aparelho abrem normalmente.',
  semConexaoAoSincronizar: 'Sem conexão: as chamadas serão enviadas quando a internet voltar.',
  // A conflict: the chamada was sent from elsewhere with other marks
  conflitoTitulo: 'Esta chamada já foi enviada de outro lugar',
  conflitoTexto:
    'Outro aparelho ou um administrador enviou esta chamada com marcações diferentes das deste aparelho. Nada foi substituído.',
  aluno: 'Aluno',
  noServidor: 'Enviada',
  nesteAparelho: 'Neste aparelho',
  manterEnviada: 'Manter a enviada',
  pedirCorrecao: 'Pedir correção ao administrador',
  mensagemCorrecao: 'Mensagem ao administrador',
  diferencas: (n: number) => plural(n, 'aluno com marcação diferente', 'alunos com marcação diferente'),
  // The update prompt
  novaVersao: 'Nova versão disponível',
  atualizar: 'Atualizar',
  // Sair
  sairComPendentes: (n: number) =>
    `${plural(n, 'chamada deste aparelho ainda não foi enviada', 'chamadas deste aparelho ainda não foram enviadas')}. Ao sair, tudo o que o aplicativo guardou neste aparelho será apagado, inclusive ${n === 1 ? 'ela' : 'elas'}.`,
  sairApaga: 'Ao sair, tudo o que o aplicativo guardou neste aparelho será apagado.',
  sairMesmoAssim: 'Sair e apagar',
} as const;

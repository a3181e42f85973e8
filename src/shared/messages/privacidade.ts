// pt-BR texts of consent and privacy: the documents and their versions, the acceptance
// recorded at enrolment and through a personal link, the privacy notice, data subjects'
// requests, the incident register and the club's settings.

const LISTA_DOCUMENTOS = {
  contrato_clube: 'Contrato do clube',
  contrato_escola: 'Termo do programa escolar',
  aviso_privacidade: 'Aviso de privacidade',
  uso_imagem: 'Uso de imagem em fotos e competições',
  federacao: 'Compartilhamento com a federação de esgrima',
} as const;

export const MSG_PRIVACIDADE = {
  // validation and refusals
  documentoInvalido: 'Documento inválido.',
  respondaFinalidade: 'Responda sim ou não.',
  hashInvalido: 'O SHA-256 tem 64 caracteres de 0 a 9 e a a f.',
  textoOuHash: 'Informe o texto do documento ou o SHA-256 do PDF.',
  aceiteObrigatorio: 'Leia e aceite o documento para continuar.',
  dataFutura: 'A data não pode estar no futuro.',
  escolhaUmaOpcao: 'Escolha uma opção.',
  respostaObrigatoria: 'Para concluir o pedido, informe a resposta e a data.',
  numeroInvalido: 'Número inválido.',
  pessoaNaoEncontrada: 'Pessoa não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  semContrato: 'Este aluno não tem contrato a aceitar.',
  respondenteInvalido: 'Quem responde deve ser o próprio aluno adulto ou um dos seus responsáveis.',
  linkInvalido: 'Este link não vale mais. Peça um novo à secretaria do clube.',
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  incidenteNaoEncontrado: 'Incidente não encontrado.',
  muitosAcessos: 'Muitas tentativas deste endereço. Tente de novo mais tarde.',
  cpfMascaradoNaoConfere: 'O CPF mascarado não confere com o cadastrado. Digite o CPF completo.',
  rgMascaradoNaoConfere: 'O RG mascarado não confere com o cadastrado. Digite o RG completo.',

  // documents
  documentos: LISTA_DOCUMENTOS,
  documentosTitulo: 'Documentos e consentimentos',
  documentosTexto:
    'Cada documento guarda todas as suas versões. Uma nova versão vale para os próximos aceites; quem aceitou uma versão anterior aparece em Pendentes de aceite.',
  versao: (n: number) => `versão ${n}`,
  vigenteDesde: (data: string) => `vigente desde ${data}`,
  publicarVersao: 'Publicar nova versão',
  publicar: 'Publicar',
  documento: 'Documento',
  titulo: 'Título',
  texto: 'Texto',
  pdfSha256: 'SHA-256 do PDF (se o documento for um PDF)',
  vigenteDesdeRotulo: 'Vigente desde',
  versaoPublicadaTexto: 'Nova versão publicada.',
  lerTexto: 'Ler o texto',
  pendentes: 'Pendentes de aceite',
  pendentesTexto:
    'Alunos cujo aceite é de uma versão anterior do contrato (ou sem registro). Gere um link pessoal e envie ao responsável pelo WhatsApp; o link vale 30 dias.',
  nenhumPendente: 'Nenhum aluno com aceite pendente.',
  buscarAluno: 'Buscar aluno',
  aluno: 'Aluno',
  versaoAceita: 'Versão aceita',
  semRegistro: 'sem registro',
  gerarLink: 'Gerar link',
  copiarLink: 'Copiar link',
  linkCopiado: 'Link copiado.',
  enviarWhatsapp: 'Enviar pelo WhatsApp',
  mensagemWhatsapp: (url: string) =>
    `Olá! O clube atualizou o contrato de matrícula. Leia e confirme o aceite neste link pessoal (vale 30 dias): ${url}`,

  // the profile's consent line
  contratoAceito: (nome: string, data: string, versao: number) =>
    `Contrato aceito por ${nome} em ${data} (versão ${versao})`,
  finalidadeSim: 'autorizado',
  finalidadeNao: 'não autorizado',
  finalidadeSemResposta: 'sem resposta',

  // the wizard's purposes and links to the notice
  finalidadesTitulo: 'Autorizações opcionais',
  finalidadesTexto:
    'Estas autorizações são separadas do contrato e não impedem a matrícula. Sem resposta, nada é autorizado. Você pode mudar de ideia depois, falando com a secretaria.',
  sim: 'Sim, autorizo',
  nao: 'Não autorizo',
  avisoPrivacidadeLink: 'Aviso de privacidade',

  // the public consent page
  consentimentoTitulo: 'Aceite do contrato',
  consentimentoOla: (nome: string) => `Contrato de matrícula de ${nome}`,
  consentimentoTexto: 'Leia o documento abaixo. Ao final, responda às autorizações e confirme o aceite.',
  estouCiente: 'Li e aceito o contrato e estou ciente do aviso de privacidade',
  confirmarAceite: 'Confirmar aceite',
  aceiteRegistrado: 'Aceite registrado. Obrigado! Você já pode fechar esta página.',

  // the club settings
  clubeTitulo: 'Clube',
  clubeTexto: 'Estes dados aparecem nos recibos, nas páginas públicas e no aviso de privacidade.',
  nomeClube: 'Nome do clube',
  cnpj: 'CNPJ',
  email: 'E-mail de contato',
  telefone: 'Telefone de contato',
  cidade: 'Cidade',
  encarregadoNome: 'Encarregado de dados (nome)',
  encarregadoEmail: 'Encarregado de dados (e-mail)',
  salvar: 'Salvar',
  clubeSalvo: 'Dados do clube salvos.',

  // requests
  pedidosTitulo: 'Pedidos de titulares',
  pedidosTexto:
    'Pedidos de acesso, correção, anonimização, portabilidade ou revogação. A resposta completa deve sair em até 15 dias.',
  novoPedido: 'Registrar pedido',
  titular: 'Titular (pessoa)',
  idPessoa: 'ID da pessoa titular',
  solicitanteNome: 'Nome de quem pediu',
  solicitanteRelacao: 'Quem pediu',
  relacoes: { titular: 'O próprio titular', responsavel: 'Responsável legal', procurador: 'Procurador' },
  tipo: 'Tipo de pedido',
  tipos: {
    acesso: 'Acesso aos dados',
    correcao: 'Correção',
    anonimizacao: 'Anonimização',
    portabilidade: 'Portabilidade',
    revogacao: 'Revogação de consentimento',
  },
  descricao: 'Descrição',
  recebidoEm: 'Recebido em',
  prazo: 'Prazo',
  status: 'Situação',
  statusPedido: {
    aberta: 'Aberta',
    em_andamento: 'Em andamento',
    atendida: 'Atendida',
    recusada: 'Recusada',
  },
  resposta: 'Resposta',
  respondidoEm: 'Respondido em',
  atrasado: 'Atrasado',
  atualizar: 'Atualizar',
  pedidoRegistrado: 'Pedido registrado.',
  pedidoAtualizado: 'Pedido atualizado.',
  nenhumPedido: 'Nenhum pedido registrado.',

  // incidents
  incidentesTitulo: 'Incidentes de segurança',
  incidentesTexto:
    'Registre todo incidente com dados pessoais. A ANPD e as pessoas afetadas devem ser avisadas em até 3 dias úteis da ciência. Os registros são guardados por pelo menos 5 anos e não podem ser apagados.',
  novoIncidente: 'Registrar incidente',
  cienciaEm: 'Data em que o clube soube',
  oQueAconteceu: 'O que aconteceu',
  dadosAfetados: 'Quais dados',
  pessoasAfetadas: 'Quantas pessoas',
  medidas: 'Medidas tomadas',
  prazoComunicacao: 'Prazo para comunicar (ANPD e titulares)',
  anpdComunicadaEm: 'ANPD comunicada em',
  titularesComunicadosEm: 'Titulares comunicados em',
  incidenteRegistrado: 'Incidente registrado.',
  incidenteAtualizado: 'Incidente atualizado.',
  nenhumIncidente: 'Nenhum incidente registrado.',
  pendente: 'pendente',
  dataFormato: 'DD/MM/AAAA',

  // a purpose revoked at the desk, and the history of answers
  revogar: 'Revogar',
  revogarFinalidade: (finalidade: string) => `Revogar: ${finalidade}`,
  revogarTitulo: 'Revogar autorização',
  revogarTexto: (finalidade: string) =>
    `A autorização "${finalidade}" deixa de valer a partir de agora. As respostas anteriores ficam no histórico.`,
  quemPediu: 'Quem pediu a revogação',
  cancelar: 'Cancelar',
  confirmarRevogacao: 'Revogar autorização',
  revogada: 'Autorização revogada.',
  historicoFinalidades: 'Histórico das autorizações',
  quando: 'Quando',
  autorizacao: 'Autorização',
  registro: 'Registro',
  canais: {
    assistente_publico: 'na matrícula on-line',
    secretaria: 'na secretaria',
    link: 'pelo link pessoal',
  },
  registroFinalidade: (quem: string, canal: string, operador: string | null) =>
    operador ? `${quem}, ${canal} (registrado por ${operador})` : `${quem}, ${canal}`,
} as const;

/** The privacy notice (/privacidade), in plain words; the club's name and contacts come from its settings. */
export const AVISO_PRIVACIDADE = {
  titulo: 'Privacidade',
  subtitulo: 'Como o clube cuida dos seus dados e dos dados dos alunos',
  voltar: 'Voltar',
  quemSomos: 'Quem cuida dos dados',
  quemSomosTexto: (clube: string) =>
    `O responsável pelos dados (controlador) é ${clube}. É o clube que decide como os dados são usados e responde por eles.`,
  cnpj: (cnpj: string) => `CNPJ ${cnpj}`,
  contato: 'Contato do clube',
  encarregado: 'Encarregado de dados',
  encarregadoTexto:
    'O encarregado é a pessoa que recebe os seus pedidos e dúvidas sobre dados pessoais e conversa com a Autoridade Nacional de Proteção de Dados (ANPD).',
  encarregadoNaoInformado:
    'O clube ainda não indicou um encarregado. Faça o seu pedido pelo contato do clube:',
  secoes: [
    {
      titulo: 'O que coletamos e por quê',
      itens: [
        'Dados de cadastro do aluno e dos responsáveis (nome, CPF, RG, data de nascimento, gênero, telefone, e-mail e endereço): para fazer a matrícula, identificar quem responde pelo aluno e falar com a família.',
        'Turmas, horários e frequência às aulas: para organizar as turmas, fazer a chamada e acompanhar o aluno.',
        'Plano, dia de vencimento e pagamentos: para cobrar as mensalidades e emitir recibos.',
        'Registro do aceite do contrato e das autorizações: qual versão foi aceita, por quem, quando e por qual canal.',
        'Registros de acesso das pessoas da equipe: para saber quem viu ou alterou um cadastro.',
      ],
    },
    {
      titulo: 'Bases legais',
      itens: [
        'Execução do contrato de aulas: matrícula, turmas, chamada e cobrança.',
        'Cumprimento de obrigação legal: registros financeiros e fiscais que a lei manda guardar.',
        'Consentimento específico de um dos pais ou do responsável legal: dados de crianças e adolescentes, sempre no seu melhor interesse.',
        'Consentimento: uso de imagem em fotos e competições e envio de dados à federação de esgrima. Cada um é uma pergunta separada, que pode ser respondida com não sem impedir a matrícula.',
      ],
    },
    {
      titulo: 'Com quem compartilhamos',
      itens: [
        'Com a federação de esgrima, apenas com autorização, para filiação e inscrição em competições.',
        'Com quem a lei exigir (por exemplo, autoridades fiscais).',
        'O clube não vende dados nem os usa para publicidade.',
      ],
    },
    {
      titulo: 'Por quanto tempo guardamos',
      itens: [
        'Enquanto o aluno estiver matriculado.',
        'Depois da saída, por até 5 anos, para cumprir obrigações legais e responder a eventuais questionamentos. Depois disso o cadastro é anonimizado: nome, documentos e contatos deixam de existir.',
        'Registros financeiros e de frequência podem ser mantidos sem identificar a pessoa.',
      ],
    },
    {
      titulo: 'Seus direitos e como usá-los',
      itens: [
        'Confirmar se tratamos os seus dados e ter acesso a eles.',
        'Corrigir dados incompletos, errados ou desatualizados.',
        'Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários.',
        'Levar os seus dados para outro serviço (portabilidade).',
        'Saber com quem os dados foram compartilhados.',
        'Revogar uma autorização dada (imagem, federação) a qualquer momento.',
        'Os pais ou o responsável legal exercem estes direitos em nome da criança ou do adolescente.',
      ],
    },
  ],
  comoPedir: 'Como fazer um pedido',
  comoPedirTexto:
    'Escreva ao encarregado ou fale com a secretaria do clube, dizendo quem você é e o que deseja. O pedido é registrado e a resposta completa sai em até 15 dias. Se não ficar satisfeito, você pode reclamar à ANPD (www.gov.br/anpd).',
  seguranca: 'Segurança',
  segurancaTexto:
    'Só a equipe do clube entra no sistema, com senha pessoal. Professores veem apenas os alunos das suas turmas e não veem documentos nem endereços. Os acessos aos cadastros ficam registrados. Se houver um incidente de segurança que possa causar risco, o clube avisa a ANPD e as pessoas afetadas em até 3 dias úteis.',
  atualizacao: 'Este aviso pode mudar. A versão em vigor é a que está nesta página.',
  contatoNaoInformado: 'Telefone e e-mail ainda não informados: fale com a secretaria do clube.',
  telefone: 'Telefone:',
  email: 'E-mail:',
} as const;

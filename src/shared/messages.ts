// Every user-facing pt-BR text of the specification, kept exactly, once, and the
// texts shared by many screens. Screens and tests import these constants instead of
// repeating the strings. One file over 300 lines on purpose: the specification asks
// for its texts in one module. Texts of screens beyond the specification (reports,
// dashboard, import, inactive people) live beside it in messages-*.ts, so the login
// page's bundle does not carry them.

export const MSG = {
  // Login (spec §2, §8)
  entrar: 'Entrar',
  usuario: 'Usuário',
  senha: 'Senha',
  usuarioIncorreto: 'O usuário está Incorreto!',
  senhaIncorreta: 'A senha está Incorreta!',
  erroLogin: 'Erro ao realizar login.',
  muitasTentativas: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  ok: 'OK',

  // One person per CPF (docs/decisions/013-one-person-per-cpf.md)
  alunoJaMatriculado:
    'Este aluno já está matriculado. Para mudar turmas ou dados, fale com a secretaria do clube; não é preciso matricular de novo.',
  verAlunoExistente: 'Ver o cadastro do aluno',
  cpfEmUso: 'Este CPF já é de outra pessoa cadastrada. Cada pessoa tem um só cadastro.',
  cpfRepetidoNaMatricula: 'Este CPF já foi informado para outra pessoa desta matrícula.',

  // Home
  carregando: 'Carregando...',
  bemVindo: 'Bem-Vindo(a)!',

  // Shell
  home: 'Home',
  aulas: 'Aulas',
  adm: 'Adm',
  sair: 'Sair',
  querSair: 'Quer Realmente Sair?',
  sim: 'Sim',
  cancelar: 'Cancelar',
  voltar: 'Voltar',
  notificacoes: 'Notificações',
  fechar: 'Fechar',
  pularParaConteudo: 'Pular para o conteúdo',

  // Generic API answers
  naoAutenticado: 'Sessão expirada ou inexistente. Faça login novamente.',
  semPermissao: 'Você não tem permissão para esta ação.',
  turmaNaoESua: 'Esta turma não é sua.',
  dadosInvalidos: 'Dados inválidos.',
  naoEncontrado: 'Registro não encontrado.',
  origemInvalida: 'Requisição recusada: origem não confirmada.',
  erroInterno: 'Erro interno. Tente novamente.',
  conteudoGrande: 'Conteúdo grande demais.',
  tipoConteudo: 'Formato de envio não aceito: envie JSON.',
  cabecalhosGrandes: 'Requisição recusada: cabeçalhos grandes demais.',
  requisicaoInvalida: 'Requisição inválida.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um pouco e tente novamente.',
  identificadorInvalido: 'Identificador inválido.',
  caracteresInvalidos: 'O texto contém caracteres não permitidos.',
  nascimentoInvalido: 'Data de nascimento inválida.',
  servidorEncerrando: 'O servidor está reiniciando. Tente novamente em instantes.',
  bancoInacessivel: 'Serviço indisponível: o banco de dados não responde.',
  bancoDesatualizado: 'Serviço indisponível: o banco de dados precisa ser migrado.',
  parteNaoCarregou: 'Não foi possível carregar esta parte do aplicativo.',
  tentarNovamente: 'Tentar novamente',

  // Validation (spec §5, §8)
  alerta: 'Alerta!',
  preenchaObrigatorios: 'Preencha os campo obrigatórios.',
  aceiteContrato: 'Leia e aceite o contrato para finalizar o cadastro.',
  cepInvalido: 'CEP inválido',
  cepIndisponivel: 'Serviço de CEP indisponível. Preencha o endereço manualmente.',
  cepBuscando: 'Buscando o endereço do CEP…',
  cepNaoEncontrado: 'CEP não encontrado — preencha o endereço.',
  cepEncontrado: 'Endereço preenchido pelo CEP.',
  cpfInvalido: 'CPF inválido.',
  cnpjInvalido: 'CNPJ inválido.',
  emailInvalido: 'E-mail inválido.',
  dataInvalida: 'Data inválida.',
  campoObrigatorio: 'Campo obrigatório.',

  // Wizards (spec §2, §8)
  estouCiente: 'Estou ciente e concordo',
  finalizarCadastro: 'Finalizar Cadastro',
  salvar: 'Salvar',
  sucesso: 'Sucesso!',
  alunoCadastrado: 'O aluno foi cadastrado com sucesso.',
  cadastroConcluido: 'Cadastro concluído!',

  // Administration (spec §2, §8)
  sucessoAdm: 'Sucesso!!!',
  cadastroProfessores: 'Cadastro de Professores',
  editarProfessor: 'Editar Professor',
  cadastrar: 'Cadastrar',
  editar: 'Editar',
  alunoExcluido: 'Aluno excluido com sucesso',
  professorExcluido: 'Professor excluido com sucesso',
  unidadeExcluida: 'Unidade excluido com sucesso',
  turmaExcluida: 'Turma excluido com sucesso',

  // Teaching (spec §2, §4, §8)
  hoje: 'Hoje',
  nenhumaTurma: 'Nenhuma turma disponível',
  local: 'Local',
  horario: 'Horário',
  chamada: 'Chamada',
  adicionarAluno: 'Adicionar Aluno',
  alunoAdicionado: 'Aluno Adicionado com Sucesso!',
  alunoRemovido: 'Aluno Removido com Sucesso!',
  adicioneAluno: 'Adicione um Aluno!',
  nenhumAluno: 'Nenhum aluno encontrado',
  selecioneTurma: 'Você precisa selecionar uma turma',
  aSerFeita: 'A ser Feita',
  finalizada: 'Finalizada',
  chamadaRegistrada: 'Chamada Registrada com Sucesso!',
  erro: 'Erro',
  erroBuscarChamada: 'Não foi possível buscar a chamada.',
  erroEnviarChamada: 'Não foi possível enviar a chamada.',

  // Enrolment wizards (issue 4)
  turmasAcimaDosDias: 'O número de turmas não pode passar dos dias por semana escolhidos.',
  planoObrigatorio: 'Escolha o plano e o dia de pagamento.',
  responsavelObrigatorio: 'Alunos menores de 18 anos precisam de um responsável.',
  umResponsavelEscola: 'O programa escolar aceita um único responsável.',
  financeiroObrigatorio: 'Informe o responsável financeiro.',
  turmaForaDaUnidade: 'A turma escolhida não pertence à unidade escolhida.',
  unidadeInvalida: 'Unidade não disponível para este cadastro.',
  muitasMatriculas: 'Muitos cadastros enviados deste endereço. Aguarde um pouco e tente novamente.',
  dadosDoAluno: 'Dados do Aluno',
  dadosResponsavel1: 'Dados do Responsável 1',
  dadosResponsavel2: 'Dados do Responsável 2',
  dadosResponsavel: 'Dados do Responsável',
  responsavelFinanceiro: 'Responsável Financeiro',
  perguntaFinanceiro: 'Você será o responsável financeiro?',
  dadosFinanceiro: 'Dados do Responsável Financeiro',
  endereco: 'Endereço',
  escolhaUnidade: 'Escolha a Sua Unidade',
  diasPorSemana: 'Quantos dias por semana?',
  escolhaTurma: 'Escolha a Sua Turma',
  pagamento: 'Informações de Pagamento',
  contrato: 'Contrato',
  proximo: 'Próximo',
  anterior: 'Anterior',
  nenhumaUnidadeNaCidade: 'Nenhuma unidade encontrada na cidade informada.',
  corrigirCidade: 'Volte ao endereço e confira a cidade.',
  voltarEndereco: 'Voltar ao endereço',
  limiteTurmas: 'Você já escolheu o número de turmas dos dias por semana.',
  lerContrato: 'Ler o contrato (PDF)',
  erroSalvarMatricula: 'Não foi possível salvar o cadastro.',
  responsavel2Opcional: 'Opcional: deixe em branco se houver um único responsável.',
  tituloMatricula: 'Matrícula',
  tituloCadastro: 'Cadastro de Aluno',
  tituloCadastroEscola: 'Cadastro — Programa Escolar',
  tituloEditarAluno: 'Editar Aluno',
  passo: 'Passo',
  escolhaAte: 'Escolha até',
  plano: 'Plano',
  diaPagamento: 'Dia de pagamento',
  dia: 'Dia',
  vagasLivres: 'vagas livres',
  unidadesEncontradas: 'Unidades na sua cidade',
  leiaContrato: 'Leia o contrato com atenção antes de finalizar o cadastro.',
  compromissoEscolaTitulo: 'Termo de compromisso do programa escolar',
  compromissoEscola:
    'O aluno participará das aulas de esgrima do programa escolar na unidade escolhida, nos dias e horários da turma. O responsável se compromete a garantir a frequência, avisar faltas com antecedência, zelar pelo material emprestado e respeitar as regras de segurança passadas pelo professor. A participação é gratuita e pode ser encerrada a qualquer momento mediante aviso à coordenação.',
  alunoAtualizado: 'Os dados do aluno foram atualizados.',
  diasRotulo: 'Dias de aula por semana',
  financeiroSim: 'Sim, o Responsável 1 será o responsável financeiro',
  financeiroNao: 'Não, informar outro responsável financeiro',

  // Teaching: rosters, transfer and attendance details
  turmaNaoEncontrada: 'Turma não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  chamadaNaoEncontrada: 'Chamada não encontrada.',
  turmaLotada: 'Esta turma está lotada: não há vagas.',
  alunoJaNaTurma: 'Este aluno já está nesta turma.',
  alunoNaoEstaNaTurma: 'Este aluno não está nesta turma.',
  alunoSemTurma: 'Este aluno não está em nenhuma turma.',
  /** DELETE /api/aluno_has_turma/aluno/{id} without ?id_turma= for a student in several classes. */
  informeTurma: 'Este aluno está em mais de uma turma: informe a turma (id_turma).',
  alunoForaDaTurma: 'A chamada só pode ter alunos desta turma.',
  alunoRepetidoChamada: 'Um aluno aparece mais de uma vez na chamada.',
  alunoTransferido: 'Aluno Transferido com Sucesso!',
  transferirAluno: 'Transferir Aluno',
  transferir: 'Transferir',
  removerAluno: 'Remover Aluno',
  querRemoverAluno: 'Quer realmente remover este aluno da turma?',
  remover: 'Remover',
  buscarAluno: 'Buscar aluno',
  digiteNomeAluno: 'Digite o nome do aluno',
  alunos: 'Alunos',
  semAlunosNaTurma: 'Nenhum aluno nesta turma.',
  filtrarDia: 'Dia da semana',
  todosOsDias: 'Todos os dias',
  dataChamada: 'Data',
  observacao: 'Observação',
  presente: 'Presente',
  ausente: 'Ausente',
  enviarChamada: 'Enviar Chamada',
  vagas: 'vagas',
  lotada: 'Lotada',
  turmaDestino: 'Turma de destino',
  nenhumaTurmaDestino: 'Nenhuma outra turma disponível para este aluno.',
  professor: 'Professor(a)',
  semanaAnterior: 'Semana anterior',
  proximaSemana: 'Próxima semana',
} as const;

/** Administration screens and answers (lists, forms, deletes). */
export const MSG_ADM = {
  alunos: 'Alunos',
  professores: 'Professores',
  unidades: 'Unidades',
  turmas: 'Turmas',
  cardAlunos: 'Lista de alunos matriculados',
  cardProfessores: 'Professores e seus acessos',
  cardUnidades: 'Unidades do clube e escolas',
  cardTurmas: 'Turmas, horários e vagas',
  novo: 'Novo',
  buscar: 'Buscar por nome ou ID',
  id: 'ID',
  nome: 'Nome',
  acoes: 'Ações',
  detalhes: 'Detalhes',
  editar: 'Editar',
  excluir: 'Excluir',
  total: 'Total',
  nenhumRegistro: 'Nenhum registro encontrado.',
  primeira: 'Primeira',
  anterior: 'Anterior',
  proxima: 'Próxima',
  ultima: 'Última',
  paginacao: 'Paginação',
  maisDe: (n: number) => `mais de ${n.toLocaleString('pt-BR')}`,
  /** "21–40 de 57", "21–40 de mais de 1.000", or "Últimos 20 de mais de 1.000" when the position is unknown. */
  faixa: (inicio: number | null, quantidade: number, total: number, exato: boolean) => {
    const de = exato ? total.toLocaleString('pt-BR') : `mais de ${total.toLocaleString('pt-BR')}`;
    if (quantidade === 0) return `0 de ${de}`;
    if (inicio === null) return `${quantidade} de ${de}`;
    return `${inicio.toLocaleString('pt-BR')}–${(inicio + quantidade - 1).toLocaleString('pt-BR')} de ${de}`;
  },
  cursorInvalido: 'Posição da lista inválida. Volte à primeira página.',
  paginaUnica: 'Use apenas um entre after, before, last e page.',
  confirmarExclusao: 'Confirmar exclusão',
  desejaExcluir: (nome: string) => `Deseja realmente excluir ${nome}? Esta ação não pode ser desfeita.`,
  desejaExcluirAluno: (nome: string) =>
    `Deseja realmente excluir ${nome}? As matrículas em turmas e as presenças do aluno também serão apagadas.`,
  erroSalvar: 'Não foi possível salvar.',
  erroExcluir: 'Não foi possível excluir.',
  erroCarregar: 'Não foi possível carregar os dados.',

  // Forms
  cadastroUnidades: 'Cadastro de Unidades',
  editarUnidade: 'Editar Unidade',
  cadastroTurmas: 'Cadastro de Turmas',
  editarTurma: 'Editar Turma',
  dadosPessoais: 'Dados pessoais',
  endereco: 'Endereço',
  acesso: 'Acesso',
  nomeCompleto: 'Nome completo',
  dataNascimento: 'Data de nascimento',
  cpf: 'CPF',
  rg: 'RG',
  email: 'E-mail',
  telefone: 'Telefone',
  genero: 'Gênero',
  senha: 'Senha',
  senhaManter: 'Deixe em branco para manter a senha atual.',
  administrador: 'Administrador',
  ocupacao: 'Ocupação',
  administradorDescricao: 'Pode acessar a área Adm e cadastrar alunos, professores, unidades e turmas.',
  nomeUnidade: 'Nome da unidade',
  cnpj: 'CNPJ',
  emailUnidade: 'E-mail da unidade',
  maisContatos: 'Mais contatos',
  tipoUnidade: 'Tipo',
  nomeTurma: 'Nome da turma',
  qtdMaxima: 'Quantidade máxima de alunos',
  professor: 'Professor',
  unidade: 'Unidade',
  diaSemana: 'Dia da semana',
  horario: 'Horário',
  selecione: 'Selecione',
  digiteParaBuscar: 'Digite para buscar',
  tipoAluno: 'Tipo',
  cidade: 'Cidade',
  selecioneProfessor: 'Selecione um professor da lista.',
  selecioneUnidade: 'Selecione uma unidade da lista.',
  carregandoDados: 'Carregando dados...',

  // API answers
  emailEmUso: 'Este e-mail já é usado por outro usuário.',
  enderecoNaoEncontrado: 'Endereço não encontrado.',
  pessoaNaoEncontrada: 'Pessoa não encontrada.',
  professorNaoEncontrado: 'Professor não encontrado.',
  unidadeNaoEncontrada: 'Unidade não encontrada.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  pessoaJaProfessor: 'Esta pessoa já está cadastrada como professor.',
  /** A new person (teacher, person form) with the CPF of someone already registered. */
  cpfDeOutraPessoa:
    'Este CPF já é de uma pessoa cadastrada. Cada pessoa tem um só cadastro no clube: confira o CPF ou procure a pessoa já cadastrada.',
  /** PUT /api/professor/{id}: a teacher's id is its person's, so id_pessoa cannot change. */
  professorOutraPessoa: 'O id_pessoa deve ser o id deste professor.',
  unidadeEmUso:
    'Esta unidade tem turmas cadastradas. Exclua as turmas ou mude-as de unidade antes de excluí-la.',
  professorEmUso:
    'Este professor dá aulas em turmas cadastradas. Troque o professor dessas turmas antes de excluí-lo.',
  proprioAdm: 'Você não pode remover o seu próprio acesso de administrador.',
  proprioCadastro: 'Você não pode excluir o seu próprio cadastro.',
} as const;

/**
 * The pt-BR name of each field a request may carry, by the last part of its path
 * (`aluno.cpf_pessoa` -> CPF): how an answer names a refused field to a person,
 * never by its path.
 */
export const ROTULOS_CAMPOS: Readonly<Record<string, string>> = {
  nome_pessoa: 'Nome completo',
  dt_nasc_pessoa: 'Data de nascimento',
  cpf_pessoa: 'CPF',
  rg_pessoa: 'RG',
  email_pessoa: 'E-mail',
  telefone_pessoa: 'Telefone',
  genero: 'Gênero',
  destro_canhoto: 'Mão dominante',
  senha_pessoa: 'Senha',
  adm: 'Administrador',
  cep: 'CEP',
  estado: 'UF',
  cidade: 'Cidade',
  bairro: 'Bairro',
  rua: 'Rua',
  numero: 'Número',
  nome_unidade: 'Nome da unidade',
  cnpj_unidade: 'CNPJ',
  telefone_unidade: 'Telefone',
  email_unidade: 'E-mail da unidade',
  mais_contatos: 'Mais contatos',
  tipo: 'Tipo',
  nome_turma: 'Nome da turma',
  qtd_maxima: 'Quantidade máxima de alunos',
  id_professor: 'Professor',
  id_unidade: 'Unidade',
  dia_semana: 'Dia da semana',
  horario: 'Horário',
  tipo_aluno: 'Tipo de cadastro',
  tipo_plano: 'Plano',
  dia_pagamento: 'Dia de pagamento',
  financeiro: 'Responsável financeiro',
  dias_semana: 'Dias por semana',
  turmas: 'Turmas',
  contrato_aceito: 'Contrato',
  usuario: 'Usuário',
  senha: 'Senha',
  observacao: 'Observação',
  data_c: 'Data',
  id_turma: 'Turma',
  alunos: 'Alunos',
  presenca: 'Presença',
  de: 'De',
  ate: 'Até',
};

/** Whose field it is, for a path with that prefix (`responsavel1.cpf_pessoa` -> CPF (responsável 1)). */
export const ROTULOS_GRUPOS: Readonly<Record<string, string>> = {
  aluno: 'aluno',
  responsavel1: 'responsável 1',
  responsavel2: 'responsável 2',
  responsavel_financeiro: 'responsável financeiro',
  endereco: 'endereço',
};

/** Weekdays in the plural, for "às quartas-feiras". */
const NOS_DIAS = {
  segunda: 'segundas-feiras',
  terça: 'terças-feiras',
  quarta: 'quartas-feiras',
  quinta: 'quintas-feiras',
  sexta: 'sextas-feiras',
  sábado: 'sábados',
  domingo: 'domingos',
} as const;

const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The club's records: chamadas only on class days, deliberate sends, audited corrections, capacity. */
export const MSG_REG = {
  // A chamada exists only for a real class meeting
  dataFutura: 'A chamada só pode ser feita no dia da aula ou depois dele, nunca antes.',
  diaSemAula: (dataBr: string, dia: keyof typeof NOS_DIAS) =>
    `A turma não tem aula em ${dataBr}: as aulas são às ${NOS_DIAS[dia]}.`,
  aulasRecentes: 'Aulas recentes',
  aulasRecentesDescricao: 'Escolha uma aula para abrir a chamada.',
  naoAberta: 'Não aberta',
  hoje: 'hoje',
  /** Read before a recent meeting's visible date, weekday and state: the link's name. */
  abrirChamadaDe: 'Abrir a chamada de',
  semAulasRecentes: 'Nenhuma aula nas últimas semanas.',

  // Sending is deliberate
  presentesAusentes: (presentes: number, ausentes: number) =>
    `${contagem(presentes, 'presente', 'presentes')}, ${contagem(ausentes, 'ausente', 'ausentes')}`,
  confirmarEnvio: 'Enviar chamada?',
  enviar: 'Enviar',
  chamadaJaEnviada:
    'Esta chamada já foi enviada e não pode ser alterada. Um administrador pode corrigi-la em "Corrigir chamada".',

  // Corrections, audited
  corrigirChamada: 'Corrigir chamada',
  salvarCorrecao: 'Salvar correção',
  confirmarCorrecao: 'Salvar a correção da chamada?',
  salvar: 'Salvar',
  chamadaCorrigida: 'Chamada corrigida com sucesso!',
  semAlteracoes: 'Nada foi alterado na chamada.',
  corrigindo: 'Corrigindo a chamada: mude as marcações e a observação, depois salve.',
  corrigidaPor: (nome: string, quando: string) => `Corrigida por ${nome} em ${quando}`,
  correcaoConcorrente:
    'Outra pessoa corrigiu esta chamada enquanto você editava. A versão atual foi carregada: confira e corrija de novo, se preciso.',
  chamadaNaoEnviada: 'Esta chamada ainda não foi enviada: não há o que corrigir.',
  historico: 'Histórico da chamada',
  registroEnvio: (nome: string, quando: string) => `Enviada por ${nome} em ${quando}`,
  registroCorrecao: (nome: string, quando: string) => `Corrigida por ${nome} em ${quando}`,
  mudancaMarca: (aluno: string, antes: string, depois: string) => `${aluno}: ${antes} → ${depois}`,
  mudancaObservacao: 'Observação alterada',
  semMarca: 'sem marcação',
  alunoExcluido: (id: number) => `Aluno ${id} (excluído)`,

  // Capacity
  turmaAbaixoDaOcupacao: (alunos: number) =>
    `A turma tem ${contagem(alunos, 'aluno', 'alunos')}: a quantidade máxima não pode ser menor que isso.`,
} as const;

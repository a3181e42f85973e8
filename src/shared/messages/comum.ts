// The user-facing pt-BR texts the product has always had (docs/product/messages.md),
// kept exactly, once, and the texts shared by many screens. Screens and tests import
// these constants instead of repeating the strings. Every other text lives beside this
// file, one module per area as the schemas are (adm.ts: administration screens; campos.ts:
// the fields' pt-BR names; chamada.ts: attendance records; ...), so the login page's
// bundle carries only what it shows. No module re-exports another's texts.

export const MSG = {
  // Login (docs/product/screens.md, docs/product/messages.md)
  /** The privacy notice's link (login page, wizards, side bar). */
  privacidade: 'Privacidade',
  entrar: 'Entrar',
  usuario: 'Usuário',
  senha: 'Senha',
  usuarioIncorreto: 'O usuário está Incorreto!',
  senhaIncorreta: 'A senha está Incorreta!',
  erroLogin: 'Erro ao realizar login.',
  ok: 'OK',

  // One person per CPF (docs/decisions/013-one-person-per-cpf.md)
  verAlunoExistente: 'Ver o cadastro do aluno',

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
  erroInterno: 'Erro interno. Tente novamente.',
  parteNaoCarregou: 'Não foi possível carregar esta parte do aplicativo.',
  tentarNovamente: 'Tentar novamente',

  // Validation (docs/product/validation.md, docs/product/messages.md)
  alerta: 'Alerta!',
  preenchaObrigatorios: 'Preencha os campo obrigatórios.',
  aceiteContrato: 'Leia e aceite o contrato para finalizar o cadastro.',
  cepInvalido: 'CEP inválido',
  cepIndisponivel: 'Serviço de CEP indisponível. Preencha o endereço manualmente.',
  cepBuscando: 'Buscando o endereço do CEP…',
  cepNaoEncontrado: 'CEP não encontrado — preencha o endereço.',
  cepEncontrado: 'Endereço preenchido pelo CEP.',
  dataInvalida: 'Data inválida.',

  // Wizards (docs/product/validation.md, docs/product/messages.md)
  estouCiente: 'Estou ciente e concordo',
  finalizarCadastro: 'Finalizar Cadastro',
  salvar: 'Salvar',
  sucesso: 'Sucesso!',
  alunoCadastrado: 'O aluno foi cadastrado com sucesso.',
  cadastroConcluido: 'Cadastro concluído!',

  // Administration (docs/product/screens.md, docs/product/messages.md)
  sucessoAdm: 'Sucesso!!!',
  cadastroProfessores: 'Cadastro de Professores',
  editarProfessor: 'Editar Professor',
  cadastrar: 'Cadastrar',
  editar: 'Editar',
  turmaExcluida: 'Turma excluido com sucesso',

  // Teaching (docs/product/screens.md, docs/product/states.md, docs/product/messages.md)
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

  // Enrolment wizards: what a step refuses
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
  nomeDoApp: 'Estocada',
  /** The name of a row's menu button (a list's actions on a phone, a class roster's). */
  acoesDe: (nome: string) => `Ações de ${nome}`,
  /** The login page's link to the password recovery. */
  esqueciSenha: 'Esqueci minha senha',
} as const;

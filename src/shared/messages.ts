// Every user-facing pt-BR text of the specification, kept exactly, once.
// Screens and tests import these constants instead of repeating the strings.

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

  // Generic API answers
  naoAutenticado: 'Sessão expirada ou inexistente. Faça login novamente.',
  semPermissao: 'Você não tem permissão para esta ação.',
  dadosInvalidos: 'Dados inválidos.',
  naoEncontrado: 'Registro não encontrado.',
  origemInvalida: 'Requisição recusada: origem não confirmada.',
  erroInterno: 'Erro interno. Tente novamente.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um pouco e tente novamente.',
  parteNaoCarregou: 'Não foi possível carregar esta parte do aplicativo.',
  tentarNovamente: 'Tentar novamente',

  // Validation (spec §5, §8)
  alerta: 'Alerta!',
  preenchaObrigatorios: 'Preencha os campo obrigatórios.',
  aceiteContrato: 'Leia e aceite o contrato para finalizar o cadastro.',
  cepInvalido: 'CEP inválido',
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
} as const;

/** The bell's six fixed placeholder notifications (spec §1). */
export const NOTIFICACOES_PLACEHOLDER = [
  'Bem-vindo(a) ao Estocada!',
  'Confira as turmas de hoje em Aulas.',
  'Lembre-se de registrar a chamada ao fim de cada aula.',
  'Novas matrículas podem ser feitas pelo link de cadastro.',
  'Mantenha os dados dos alunos atualizados.',
  'Bons treinos e boas aulas!',
] as const;

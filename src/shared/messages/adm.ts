// pt-BR texts of the administration screens: the Adm hub, the lists, the forms of
// students, teachers, units and classes, and the answers of their calls.

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
  alunoComCobrancas: 'O aluno tem cobranças registradas e não pode ser excluído: desative-o.',
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

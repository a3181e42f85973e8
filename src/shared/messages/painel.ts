// pt-BR texts of the administrator's dashboard and of the student list's filters.

/** The administrator's dashboard on /adm. */
export const MSG_PAINEL = {
  titulo: 'Painel do clube',
  erro: 'Não foi possível carregar o painel.',
  alunosAtivos: 'Alunos ativos',
  ativosDescricao: 'Em ao menos uma turma.',
  inativos: (n: number) => `${n.toLocaleString('pt-BR')} sem turma`,
  porTipo: 'Por tipo',
  porUnidade: 'Por unidade',
  porCidade: 'Por cidade',
  genero: 'Gênero',
  mao: 'Mão dominante',
  porCategoria: 'Por categoria',
  categoriaDescricao:
    'Categoria de competição na temporada atual: a idade que o aluno completa na temporada.',
  naoInformado: 'Não informado',
  semEndereco: 'Sem endereço',
  movimento: 'Matrículas e saídas por mês',
  movimentoDescricao:
    'Saída: aluno que hoje não está em nenhuma turma, no mês da última chamada em que foi marcado.',
  mes: 'Mês',
  matriculas: 'Matrículas',
  saidas: 'Saídas',
  saidasSemData: (n: number) =>
    `${n} ${n === 1 ? 'aluno sem turma nunca foi marcado' : 'alunos sem turma nunca foram marcados'} em chamada (saída sem data).`,
  ocupacao: 'Ocupação das turmas',
  ocupacaoResumo: (alunos: number, vagas: number, turmas: number) =>
    `${alunos.toLocaleString('pt-BR')} de ${vagas.toLocaleString('pt-BR')} vagas em ${turmas.toLocaleString('pt-BR')} turmas`,
  maisCheias: 'Turmas mais cheias',
  maisVazias: 'Turmas mais vazias',
  alunosDeVagas: (alunos: number, vagas: number) => `${alunos}/${vagas}`,
  frequencia12: 'Frequência nas últimas 12 semanas',
  pendentes: 'Chamadas pendentes',
  pendentesDescricao: (de: string, ate: string) => `Aulas de ${de} a ${ate} sem chamada enviada.`,
  pendentesDe: (p: number, previstas: number) => `${p} de ${previstas}`,
  semPendentes: 'Nenhuma chamada pendente.',
  verRelatorio: 'Ver no relatório',
  verTodas: (n: number) => `Mostrar todas (${n})`,
  verMenos: 'Mostrar menos',
  turma: 'Turma',
  pendentesColuna: 'Pendentes',
  semTurmas: 'Nenhuma turma cadastrada.',
  importar: 'Importar alunos (CSV)',
  importarDescricao: 'Trazer alunos de uma planilha',
} as const;

/** The student list's filters, as the list shows them (the dashboard's links). */
export const MSG_FILTRO = {
  filtrado: 'Filtros',
  limpar: 'Limpar filtros',
  ativo: { '1': 'Ativos', '0': 'Sem turma' },
  unidade: (nome: string) => `Unidade: ${nome}`,
  cidade: (c: string) => `Cidade: ${c}`,
  matricula: (mes: string) => `Matriculados em ${mes}`,
  saida: (mes: string) => `Saíram em ${mes}`,
  desde: (dia: string) => `Matriculados desde ${dia}`,
  remover: (filtro: string) => `Remover filtro: ${filtro}`,
} as const;

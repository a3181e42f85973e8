// pt-BR texts of fencing: a class's weapon, competition categories and their table.
import type { Arma } from '#shared/rules/esgrima.ts';

export const ROTULO_ARMA: Readonly<Record<Arma, string>> = {
  florete: 'Florete',
  espada: 'Espada',
  sabre: 'Sabre',
};

export const MSG_ESGRIMA = {
  // Fields
  arma: 'Arma',
  semArma: 'Sem arma definida',
  armaInvalida: 'Escolha florete, espada, sabre ou nenhuma.',
  armas: 'Armas',
  nenhumaArma: 'Nenhuma',
  categoria: 'Categoria',
  semCategoria: 'Sem categoria',
  todasCategorias: 'Todas as categorias',
  todasArmas: 'Todas as armas',
  categoriaInvalida: 'Categoria inválida.',

  // The categories table
  tituloCategorias: 'Categorias de competição',
  cardCategorias: 'Faixas de idade por temporada e início da temporada',
  explicacaoCategorias:
    'A categoria vem do ano de nascimento: idade na temporada = ano da temporada − ano de nascimento.',
  inicioTemporada: 'Início da temporada',
  temporadaAtual: (ano: number) => `Temporada atual: ${ano}`,
  nomeCategoria: 'Nome',
  idadeMin: 'Idade mínima',
  idadeMax: 'Idade máxima',
  adicionarCategoria: 'Adicionar categoria',
  removerCategoria: (nome: string) => `Remover categoria ${nome || 'sem nome'}`,
  salvarCategorias: 'Salvar categorias',
  categoriasSalvas: 'Categorias salvas.',
  erroSalvarCategorias: 'Não foi possível salvar as categorias.',
  nomeRepetido: 'Já existe uma categoria com este nome.',
  faixaInvertida: 'A idade máxima deve ser igual ou maior que a mínima.',
  sobreposta: (esperado: number) => `Sobrepõe a categoria anterior: comece em ${esperado} anos.`,
  lacuna: (esperado: number) => `Há uma lacuna antes desta categoria: comece em ${esperado} anos.`,
  idadeForaDoIntervalo: 'Informe uma idade de 0 a 120 anos.',
  mesInvalido: 'Informe um mês de 1 a 12.',
  semCategorias: 'Informe ao menos uma categoria.',
  muitasCategorias: 'No máximo 30 categorias.',
  mesRotulo: [
    'Janeiro',
    'Fevereiro',
    'Março',
    'Abril',
    'Maio',
    'Junho',
    'Julho',
    'Agosto',
    'Setembro',
    'Outubro',
    'Novembro',
    'Dezembro',
  ] as const,

  // The report of students per category and weapon
  tituloCategoriaArma: 'Alunos por categoria e arma',
  total: 'Total',

  // The student's profile
  tituloEsgrimaAluno: 'Esgrima',
  semArmas: 'Nenhuma turma com arma definida',

  // The report's table
  colunaSemArma: 'Sem arma',
  temporada: (ano: number) => `Temporada ${ano}`,
  explicacaoCategoriaArma: 'Alunos ativos. Quem treina duas armas conta nas duas colunas e uma vez no total.',
} as const;

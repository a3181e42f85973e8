// pt-BR texts of the CSV import of students.

/** Bringing an existing club in: the CSV import. */
export const MSG_IMP = {
  titulo: 'Importar alunos',
  descricao:
    'Envie uma planilha CSV com os alunos, seus responsáveis, endereços e turmas. Nada é gravado antes da conferência: primeiro a prévia mostra cada problema; a importação grava todas as linhas ou nenhuma.',
  baixarModelo: 'Baixar modelo (CSV)',
  colunas: 'Colunas do modelo',
  coluna: 'Coluna',
  formato: 'Formato',
  obrigatoria: 'Obrigatória',
  sim: 'Sim',
  nao: 'Não',
  quandoMenor: 'Se menor de 18',
  arquivo: 'Arquivo CSV',
  escolherArquivo: 'Escolha o arquivo',
  limparArquivo: 'Remover o arquivo escolhido',
  conferir: 'Conferir arquivo',
  importar: (n: number) => `Importar ${n.toLocaleString('pt-BR')} ${n === 1 ? 'aluno' : 'alunos'}`,
  confirmar: 'Confirmar importação',
  confirmarTexto: (n: number) =>
    `Serão cadastrados ${n.toLocaleString('pt-BR')} ${n === 1 ? 'aluno' : 'alunos'}, com responsáveis, endereços e turmas. Continuar?`,
  importados: (n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? 'aluno importado' : 'alunos importados'} com sucesso.`,
  verAlunos: 'Ver alunos',
  previa: 'Prévia',
  linhas: 'Linhas',
  semProblemas: 'Linhas sem problemas',
  comProblemas: 'Linhas com problemas',
  problemas: 'Problemas',
  nenhumProblema: 'Nenhum problema encontrado: o arquivo pode ser importado.',
  corrija: 'Corrija os problemas na planilha e envie o arquivo de novo. Nada foi gravado.',
  mostrandoProblemas: (n: number, total: number) => `Mostrando ${n} de ${total} problemas.`,
  linha: 'Linha',
  arquivoTodo: 'Arquivo',
  aluno: 'Aluno',
  tipo: 'Tipo',
  turmas: 'Turmas',
  responsaveis: 'Responsáveis',
  situacao: 'Situação',
  ok: 'OK',
  comProblema: 'Com problema',
  mostrandoAmostra: (n: number, total: number) => `As primeiras ${n} de ${total} linhas.`,
  erroLer: 'Não foi possível ler o arquivo.',
  nadaImportado: (linhas: number) =>
    `O arquivo tem problemas em ${linhas} ${linhas === 1 ? 'linha' : 'linhas'}: nada foi importado.`,
  // Problems
  arquivoVazio: 'O arquivo não tem nenhuma linha de aluno.',
  arquivoInvalido: (detalhe: string) => `O arquivo não é um CSV válido: ${detalhe}`,
  muitasLinhas: (max: number) =>
    `O arquivo passa de ${max.toLocaleString('pt-BR')} linhas; divida-o em partes.`,
  colunaFaltando: (titulo: string) => `Falta a coluna "${titulo}".`,
  colunaDesconhecida: (titulo: string) => `Coluna desconhecida: "${titulo}".`,
  colunaRepetida: (titulo: string) => `Coluna repetida: "${titulo}".`,
  valorInvalido: (valor: string) => `Valor inválido: "${valor}".`,
  turmaDesconhecida: (t: string) => `Turma não encontrada: "${t}".`,
  turmaAmbigua: (t: string) => `Há mais de uma turma chamada "${t}": use o código da turma.`,
  turmaRepetida: (t: string) => `Turma repetida: "${t}".`,
  turmasDemais: (max: number) => `No máximo ${max} turmas por aluno.`,
  turmasUnidades: 'As turmas de um aluno precisam ser da mesma unidade.',
  turmaLotada: (t: string, vagas: number) =>
    vagas === 0
      ? `A turma "${t}" está lotada.`
      : `A turma "${t}" lota antes desta linha (tinha ${vagas} ${vagas === 1 ? 'vaga' : 'vagas'}).`,
  unidadeTipo: (unidade: string) => `A unidade "${unidade}" não recebe este tipo de aluno.`,
  alunoJaMatriculado: (nome: string) => `Aluno já matriculado (${nome}).`,
  cpfRepetido: (linha: number) => `CPF repetido no arquivo (linha ${linha}).`,
  cpfOutroNome: (linha: number) => `CPF usado com outro nome na linha ${linha}.`,
  matriculaFutura: 'A data de matrícula não pode ser depois de hoje.',
} as const;

// pt-BR texts of inactive students and teachers (deactivate, reactivate, lists' filter).

/** Students and teachers who leave keep their history (docs/decisions/014-inactive-people.md). */
export const MSG_INATIVO = {
  ativo: 'Ativo',
  inativo: 'Inativo',
  ativos: 'Ativos',
  inativos: 'Inativos',
  todos: 'Todos',
  situacao: 'Situação',
  situacaoInvalida: 'Use ativos, inativos ou todos.',
  inativoDesde: (dataBr: string) => `Inativo desde ${dataBr}`,
  motivo: 'Motivo',
  motivoOpcional: 'Motivo (opcional)',
  data: 'Data',
  dataFutura: 'A data não pode ser depois de hoje.',
  desativar: 'Desativar',
  reativar: 'Reativar',
  desativarAluno: 'Desativar aluno',
  reativarAluno: 'Reativar aluno',
  desativarProfessor: 'Desativar professor',
  reativarProfessor: 'Reativar professor',
  desativarAlunoTexto:
    'O aluno sai das turmas e das próximas chamadas; as presenças registradas continuam nos relatórios. Um administrador pode reativá-lo.',
  reativarAlunoTexto: 'O aluno volta às turmas em que estava quando foi desativado.',
  desativarProfessorTexto:
    'O professor não poderá mais entrar no sistema e as sessões abertas dele terminam agora. As turmas dele precisarão de um novo professor.',
  reativarProfessorTexto: 'O professor poderá entrar no sistema de novo.',
  alunoDesativado: 'Aluno desativado com sucesso!',
  alunoReativado: 'Aluno reativado com sucesso!',
  professorDesativado: 'Professor desativado com sucesso!',
  professorReativado: 'Professor reativado com sucesso!',
  alunoJaInativo: 'Este aluno já está inativo.',
  alunoJaAtivo: 'Este aluno já está ativo.',
  professorJaInativo: 'Este professor já está inativo.',
  professorJaAtivo: 'Este professor já está ativo.',
  proprioDesativar: 'Você não pode desativar o seu próprio cadastro.',
  alunoInativoTurma: 'Este aluno está inativo: reative-o antes de colocá-lo numa turma.',
  turmaLotadaReativar: (turma: string) =>
    `Não foi possível reativar: a turma "${turma}" está lotada. Libere uma vaga ou aumente a quantidade máxima e tente de novo.`,
  professorInativoLogin: 'Seu cadastro de professor está inativo. Procure a administração do clube.',
  semProfessorAtivo: 'Sem professor ativo',
  historicoAoExcluir: (n: number) =>
    `Este aluno tem ${n === 1 ? '1 registro' : `${n} registros`} de presença. Excluir apaga esse histórico; para manter o histórico, desative o aluno.`,
} as const;

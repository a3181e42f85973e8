// pt-BR texts of the trial classes (aula experimental): the public booking, the desk's
// board, the teacher's sheet and the server's answers.

/** A trial's status as a person reads it. */
export const ROTULOS_STATUS_EXPERIMENTAL = {
  agendada: 'Agendada',
  compareceu: 'Compareceu',
  faltou: 'Faltou',
  matriculada: 'Matriculada',
  perdida: 'Perdida',
} as const;

export const MSG_EXPERIMENTAL = {
  // Fields.
  nome: 'Nome',
  dtNasc: 'Data de nascimento',
  email: 'E-mail',
  telefone: 'Telefone',
  responsavel: 'Responsável',
  nomeResponsavel: 'Nome do responsável',
  emailResponsavel: 'E-mail do responsável',
  telefoneResponsavel: 'Telefone do responsável',
  turma: 'Turma',
  data: 'Data da aula',
  status: 'Situação',
  motivo: 'Motivo',
  vagas: (n: number) => (n === 1 ? '1 vaga' : `${n} vagas`),
  lotada: 'Lotada',
  /** The mark beside a trial's row on the teacher's sheet. */
  aulaExperimental: 'Aula experimental',

  // The checks of a booking.
  statusInvalido: 'Escolha agendada, compareceu, faltou, matriculada ou perdida.',
  statusNaoEditavel: 'Escolha agendada, compareceu, faltou ou perdida.',
  motivoObrigatorio: 'Informe o motivo da perda.',
  periodoInvertido: 'A data inicial deve ser antes da final.',
  experimentalRepetida: 'Aula experimental repetida.',
  responsavelObrigatorio: 'Menores de 18 anos precisam informar um responsável.',
  dataNoPassado: 'Escolha uma data a partir de hoje.',
  dataLonge: (dias: number) => `Escolha uma data em até ${dias} dias.`,
  dataNaoEDaTurma: 'Esta turma não tem aula nesta data.',
  aulaJaComecou: 'A aula deste dia já começou. Escolha outra data.',
  turmaLotada: 'Não há mais vagas para aula experimental nesta data.',
  consentimento: 'Autorizo o clube a entrar em contato sobre a aula experimental.',
  consentimentoObrigatorio: 'É preciso autorizar o contato para agendar a aula experimental.',

  // The server's answers.
  agendada: 'Aula experimental agendada.',
  muitasExperimentais: 'Muitos agendamentos deste endereço. Tente novamente mais tarde.',
  experimentalNaoEncontrada: 'Aula experimental não encontrada.',
  turmaNaoEncontrada: 'Turma não encontrada.',
  jaMatriculada: 'Esta aula experimental já virou matrícula.',
  experimentalDeOutraTurma: 'Esta aula experimental não é desta turma e data.',
  statusAtualizado: 'Situação atualizada.',
  conversaoInvalida: 'Esta aula experimental não existe ou já virou matrícula.',
  conversaoSoPeloClube: 'Só a secretaria pode converter uma aula experimental em matrícula.',
} as const;

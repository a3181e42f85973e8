// pt-BR texts of the enrolment wizards beyond the original ones (docs/product/messages.md): the
// saved progress, the review before the contract and the receipt after the save
// (docs/decisions/017-wizard-review-and-receipt.md).

import { ROTULO_PLANO, type TipoAluno, type TipoPlano } from '#shared/constants.ts';

export const MSG_MATRICULA = {
  // Saved progress
  progressoRecuperado: 'Recuperamos o que você já tinha preenchido. Continue de onde parou.',
  cancelarMatricula: 'Cancelar',
  descartarTitulo: 'Cancelar este cadastro?',
  descartarTexto: 'Os dados preenchidos até aqui serão apagados deste navegador.',
  descartar: 'Apagar dados',

  // Review (the step before the contract)
  revisao: 'Confira os Dados',
  revisaoTexto: 'Confira tudo antes de seguir para o contrato. Use Alterar para corrigir uma parte.',
  alterar: 'Alterar',
  /** The accessible name of one part's Alterar button. */
  alterarParte: (parte: string) => `Alterar: ${parte}`,
  voltarRevisao: 'Voltar à conferência',
  aluno: 'Aluno',
  responsavel: 'Responsável',
  responsavel1: 'Responsável 1',
  responsavel2: 'Responsável 2',
  responsavelFinanceiro: 'Responsável financeiro',
  financeiroEhResponsavel1: 'O Responsável 1',
  naoInformado: 'Não informado',
  unidade: 'Unidade',
  diasPorSemana: 'Dias por semana',
  turmas: 'Turmas',
  pagamento: 'Pagamento',
  nome: 'Nome',
  nascimento: 'Nascimento',
  cpf: 'CPF',
  rg: 'RG',
  telefone: 'Telefone',
  email: 'E-mail',
  genero: 'Gênero',
  mao: 'Mão dominante',
  cep: 'CEP',
  logradouro: 'Endereço',
  plano: 'Plano',
  vencimento: 'Vencimento',
  dias: (n: number) => (n === 1 ? '1 dia' : `${n} dias`),
  todoDia: (d: number) => `Todo dia ${d}`,

  // Receipt (after the save)
  recibo: 'Comprovante de Matrícula',
  reciboAnuncio: (nome: string) => `Matrícula de ${nome} registrada.`,
  numeroMatricula: 'Número da matrícula',
  aulas: 'Aulas',
  local: 'Local',
  proximosPassos: 'O que acontece agora',
  proximosPassosTexto: (tipo: TipoAluno, plano: TipoPlano | null, dia: number | null) =>
    [
      'O aluno já está na turma e pode ir à próxima aula no dia e horário acima. Guarde ou imprima este comprovante.',
      tipo === 'pagante' && plano && dia
        ? `O pagamento do plano ${ROTULO_PLANO[plano]} vence todo dia ${dia}.`
        : '',
      tipo === 'escola'
        ? 'Dúvidas sobre o programa escolar: fale com a coordenação na escola.'
        : 'Dúvidas: fale com a secretaria do clube.',
    ]
      .filter(Boolean)
      .join(' '),
  imprimir: 'Imprimir',
  novaMatricula: 'Nova matrícula',

  // The administrators' granular calls (a person made guardian or student)
  jaResponsavel: 'Esta pessoa já é responsável.',
  jaAluno: 'Esta pessoa já é aluno.',
  /** The wizards' unit lists asked for a type of unit there is not. */
  tipoUnidadeInvalido: 'Tipo de unidade inválido.',
} as const;

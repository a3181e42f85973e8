// pt-BR texts of the trial classes' screens (aula experimental): the public booking page,
// the desk's board and the conversion into an enrolment. The fields' names, the statuses
// and the server's answers are experimental.ts's.

export const MSG_EXP_TELAS = {
  // The public booking page (/experimental).
  tituloPublico: 'Aula experimental',
  introPublico:
    'Venha conhecer a esgrima: escolha uma turma e um dia para fazer uma aula experimental gratuita.',
  seusDados: 'Seus dados',
  dadosResponsavel: 'Dados do responsável',
  responsavelPorque: 'Menores de 18 anos fazem a aula com a autorização de um responsável.',
  escolhaTurma: 'Escolha a turma',
  escolhaData: 'Escolha o dia',
  semTurmas: 'No momento não há turmas com vagas para aula experimental. Fale com o clube.',
  semDatas: 'Esta turma não tem dias com vagas. Escolha outra turma.',
  escolhaTurmaPrimeiro: 'Escolha a turma para ver os dias.',
  turmaObrigatoria: 'Escolha uma turma.',
  dataObrigatoria: 'Escolha um dia.',
  /** What the consent to be contacted is for, under its box (the box's text is experimental.ts's). */
  contatoFinalidade:
    'O e-mail e o telefone informados serão usados só para confirmar a aula, avisar de mudanças e conversar sobre a matrícula. Nada é divulgado a terceiros.',
  agendar: 'Agendar aula experimental',
  vagasNoDia: (data: string, vagas: string) => `${data} · ${vagas}`,

  // The success screen.
  agendadaTitulo: 'Aula experimental agendada!',
  agendadaQuando: (data: string, hora: string) => `Esperamos você em ${data}, às ${hora}.`,
  agendadaOnde: 'Onde',
  agendadaProximos:
    'O clube vai entrar em contato pelo e-mail ou telefone informado para confirmar. Venha com roupa esportiva e uma garrafa de água: o material de esgrima é emprestado na aula.',
  agendarOutra: 'Agendar outra aula',

  // The desk's board (/adm/experimentais).
  menu: 'Experimentais',
  tituloQuadro: 'Aulas experimentais',
  descricaoQuadro: 'Quem agendou uma aula experimental, do agendamento à matrícula.',
  linkPublico: 'Link de agendamento para divulgar',
  copiarLink: 'Copiar link',
  linkCopiado: 'Link copiado',
  filtroTurma: 'Turma',
  todasAsTurmas: 'Todas as turmas',
  conversao: 'Conversão nos últimos 90 dias',
  conversaoDetalhe: (matriculadas: number, total: number) =>
    `${matriculadas} de ${total} ${total === 1 ? 'aula experimental virou matrícula' : 'aulas experimentais viraram matrícula'}`,
  semConversao: 'Nenhuma aula experimental nos últimos 90 dias.',
  colunaVazia: 'Nenhuma',
  verMais: 'Ver mais',
  /** The card's move menu: its button, named with the person (its visible word first). */
  mover: 'Mover',
  moverRotulo: (nome: string) => `Mover ${nome}`,
  verAluno: 'Ver aluno',
  menorDeIdade: (idade: number) => `${idade} anos, com responsável`,
  idade: (idade: number) => `${idade} anos`,
  perdidaPorque: (motivo: string) => `Motivo: ${motivo}`,

  // Lost: the reason is asked.
  perdidaTitulo: 'Marcar como perdida',
  perdidaTexto: (nome: string) => `Por que ${nome} não vai se matricular?`,
  confirmar: 'Confirmar',
  cancelar: 'Cancelar',

  // The conversion.
  matricular: 'Matricular',
  matricularComo: (nome: string) => `Matricular ${nome}`,
  tipoMatricula: 'Tipo de matrícula',
  /** Which wizard the conversion opens. */
  wizard: { pagante: 'Aluno pagante', naoPagante: 'Aluno não pagante', escola: 'Programa escolar' },
  tituloConverter: 'Matrícula da aula experimental',
  converterTexto: (nome: string) =>
    `Os dados de ${nome} vieram da aula experimental. Complete o cadastro: ao salvar, a aula experimental fica como matriculada.`,
  jaMatriculada: 'Esta aula experimental já virou matrícula.',
} as const;

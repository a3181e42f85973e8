// pt-BR texts of the club's attendance records: chamadas only on class days,
// deliberate sends, audited corrections and class capacity.

/** Weekdays in the plural, for "às quartas-feiras". */
const NOS_DIAS = {
  segunda: 'segundas-feiras',
  terça: 'terças-feiras',
  quarta: 'quartas-feiras',
  quinta: 'quintas-feiras',
  sexta: 'sextas-feiras',
  sábado: 'sábados',
  domingo: 'domingos',
} as const;

const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The club's records: chamadas only on class days, deliberate sends, audited corrections, capacity. */
export const MSG_REG = {
  // A chamada exists only for a real class meeting
  dataFutura: 'A chamada só pode ser feita no dia da aula ou depois dele, nunca antes.',
  diaSemAula: (dataBr: string, dia: keyof typeof NOS_DIAS) =>
    `A turma não tem aula em ${dataBr}: as aulas são às ${NOS_DIAS[dia]}.`,
  aulasRecentes: 'Aulas recentes',
  aulasRecentesDescricao: 'Escolha uma aula para abrir a chamada.',
  naoAberta: 'Não aberta',
  hoje: 'hoje',
  /** Read before a recent meeting's visible date, weekday and state: the link's name. */
  abrirChamadaDe: 'Abrir a chamada de',
  semAulasRecentes: 'Nenhuma aula nas últimas semanas.',

  // Sending is deliberate
  presentesAusentes: (presentes: number, ausentes: number) =>
    `${contagem(presentes, 'presente', 'presentes')}, ${contagem(ausentes, 'ausente', 'ausentes')}`,
  confirmarEnvio: 'Enviar chamada?',
  enviar: 'Enviar',
  chamadaJaEnviada:
    'Esta chamada já foi enviada e não pode ser alterada. Um administrador pode corrigi-la em "Corrigir chamada".',

  // Corrections, audited
  corrigirChamada: 'Corrigir chamada',
  salvarCorrecao: 'Salvar correção',
  confirmarCorrecao: 'Salvar a correção da chamada?',
  salvar: 'Salvar',
  chamadaCorrigida: 'Chamada corrigida com sucesso!',
  semAlteracoes: 'Nada foi alterado na chamada.',
  corrigindo: 'Corrigindo a chamada: mude as marcações e a observação, depois salve.',
  corrigidaPor: (nome: string, quando: string) => `Corrigida por ${nome} em ${quando}`,
  correcaoConcorrente:
    'Outra pessoa corrigiu esta chamada enquanto você editava. A versão atual foi carregada: confira e corrija de novo, se preciso.',
  chamadaNaoEnviada: 'Esta chamada ainda não foi enviada: não há o que corrigir.',
  historico: 'Histórico da chamada',
  registroEnvio: (nome: string, quando: string) => `Enviada por ${nome} em ${quando}`,
  registroCorrecao: (nome: string, quando: string) => `Corrigida por ${nome} em ${quando}`,
  mudancaMarca: (aluno: string, antes: string, depois: string) => `${aluno}: ${antes} → ${depois}`,
  mudancaObservacao: 'Observação alterada',
  semMarca: 'sem marcação',
  alunoExcluido: (id: number) => `Aluno ${id} (excluído)`,

  // Capacity
  turmaAbaixoDaOcupacao: (alunos: number) =>
    `A turma tem ${contagem(alunos, 'aluno', 'alunos')}: a quantidade máxima não pode ser menor que isso.`,

  // The class page's roster: each student's actions behind the row's menu
  transferirParaOutraTurma: 'Transferir para outra turma',
  removerDaTurma: 'Remover da turma',
} as const;

/** The send from a device: idempotent sends, the time the sheet was taken, correction requests. */
export const MSG_ENVIO = {
  chamadaOuTurma: 'Informe a chamada (id_chamada) ou a turma e a data (id_turma e data_c).',
  instanteInvalido: 'Data e hora inválidas: use o formato ISO 8601 com fuso (ex.: 2026-11-25T21:03:00Z).',
  chaveInvalida: 'Idempotency-Key inválida: use de 1 a 64 letras, números, "-" ou "_".',
  chaveComOutroCorpo:
    'Esta chave de envio já foi usada com outra chamada ou outras marcações. Gere uma chave nova para um envio diferente.',
  chaveEmAndamento: 'Este envio ainda está sendo processado. Aguarde um instante e tente de novo.',
  enviadaComOutrasMarcas:
    'Esta chamada já foi enviada de outro lugar com outras marcações. Confira a versão enviada: mantenha-a ou peça uma correção a um administrador.',
  feitaNoFuturo: 'A hora em que a chamada foi feita está no futuro. Confira o relógio do aparelho.',
  feitaAntesDaAula: 'A hora em que a chamada foi feita é anterior ao dia da aula.',
  // Correction requests
  pedidoMensagem: 'Descreva o que precisa ser corrigido.',
  pedidoEnviado: 'Pedido de correção enviado aos administradores.',
  pedidosDeCorrecao: 'Pedidos de correção',
  pendente: 'Pendente',
  pedidoDe: (nome: string, quando: string) => `Pedido por ${nome} em ${quando}`,
  /** Beside the students' count on the sheet: the trials, which never enter it. */
  aulasExperimentais: (n: number) => (n === 1 ? '1 aula experimental' : `${n} aulas experimentais`),
} as const;

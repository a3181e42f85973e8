// Every route string of the app (docs/product/screens.md), built in one place.
export const paths = {
  login: '/',
  home: '/home',
  aulas: '/aulas',
  /** "Minha conta": one's password and sessions. */
  conta: '/conta',
  /** The password change required before anything else (a generated or temporary password). */
  trocarSenha: '/trocar-senha',
  turma: (idTurma: number | string) => `/aulas/turma/${idTurma}`,
  chamada: (idTurma: number | string) => `/aulas/chamada/${idTurma}`,

  adm: '/adm',
  admAlunos: '/adm/adm_aluno',
  /** The student list narrowed by the dashboard's filters (shared/schemas/painel.ts). */
  admAlunosFiltro: (f: Record<string, string | number>) =>
    `/adm/adm_aluno?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]))}`,
  importarAlunos: '/adm/importar',
  admProfessores: '/adm/adm_prof',
  admUnidades: '/adm/adm_unidade',
  admTurmas: '/adm/adm_turmas',
  /** The club's competition categories table. */
  admCategorias: '/adm/categorias',
  cadastroProfessor: '/cadastro/professor',
  editarProfessor: (id: number | string) => `/editar_prof/${id}`,
  cadastroUnidade: '/cadastro/unidade',
  editarUnidade: (id: number | string) => `/editar_unidade/${id}`,
  cadastroTurma: '/cadastro/turma',
  editarTurma: (id: number | string) => `/editar_turma/${id}`,
  editarAluno: (id: number | string) => `/editar/aluno/${id}`,
  aluno: (id: number | string) => `/aluno/${id}`,
  relatorios: '/relatorios',
  /** The former address of the audit search: redirects to its tab of /lgpd. */
  dadosPessoais: '/dados-pessoais',
  exportacaoPessoa: (id: number | string) => `/dados-pessoais/exportacao/${id}`,
  /** The report of a period (and a class), as its filters in the address. */
  relatoriosDe: (f: { de: string; ate: string; turma?: number }) =>
    `/relatorios?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]))}`,

  financeiro: '/financeiro',
  /** The charges list, optionally narrowed (a student, a month, a status). */
  financeiroCobrancas: '/financeiro/cobrancas',
  financeiroCobrancasDe: (f: Record<string, string | number>) =>
    `/financeiro/cobrancas?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]))}`,
  financeiroInadimplentes: '/financeiro/inadimplentes',
  financeiroConfiguracao: '/financeiro/configuracao',
  financeiroPrecos: '/financeiro/precos',
  financeiroExtrato: '/financeiro/extrato',
  recibo: (numero: number | string) => `/financeiro/recibo/${numero}`,
  /** A charge's public page (no login): what its personal link opens. */
  pagar: (token: string) => `/pagar/${token}`,
  /** A person's personal link that stops payment reminders (public). */
  pararLembretes: (token: string) => `/lembretes/parar/${token}`,

  matricula: '/matricula',
  cadastroNaoPagante: '/cadastro',
  cadastroEscola: '/cadastro/aluno/Escola',

  /** The privacy notice (public). */
  privacidade: '/privacidade',
  /** A guardian's personal consent link (public). */
  consentimento: (token: string) => `/consentimento/${token}`,
  /** The former address of the club's settings: redirects to its tab of /lgpd. */
  admClube: '/clube',
  /** Privacy for administrators: one side-bar entry, a tab per register (ABAS_PRIVACIDADE). */
  admPrivacidade: '/lgpd',
  privacidadeAba: (aba: AbaPrivacidade) => `/lgpd/${aba}`,

  /** The club's armory (administrators): the items, one item's history, the overdue loans. */
  admMaterial: '/material',
  materialItem: (id: number | string) => `/material/${id}`,
  materialAtrasados: '/material/atrasados',
  /** The outbox: what the club sent or will send (administrators). */
  admMensagens: '/mensagens',
  /** A staff member who forgot the password asks for a link (public). */
  recuperarSenha: '/recuperar',
  /** What the e-mailed link opens: a new password (public). */
  redefinirSenha: (token: string) => `/redefinir/${token}`,
  /** The families' portal (a family session: guardians and adult students). */
  familia: '/familia',
  /** A family asks for a sign-in code and enters it; the e-mailed link opens here too. */
  familiaEntrar: '/familia/entrar',
  /** A trial class booked by anyone (public): the link the club shares. */
  experimental: '/experimental',
  /** The trial classes' board (administrators). */
  admExperimentais: '/adm/experimentais',
  /** A trial turned into an enrolment: the wizard its class's unit takes, pre-filled from the trial. */
  matricularExperimental: (id: number | string) => `/adm/experimentais/${id}/matricula`,
} as const;

/** The tabs of /lgpd, in their order. */
export const ABAS_PRIVACIDADE = [
  'documentos',
  'pedidos',
  'incidentes',
  'acessos',
  'retencao',
  'clube',
] as const;
export type AbaPrivacidade = (typeof ABAS_PRIVACIDADE)[number];

// Business constants and limits of the product (docs/product/constants.md), in one place.

export const DIAS_POR_SEMANA = { min: 1, max: 6 } as const;

export const TIPOS_PLANO = ['mensal', 'semestral', 'anual'] as const;
export type TipoPlano = (typeof TIPOS_PLANO)[number];
export const ROTULO_PLANO: Record<TipoPlano, string> = {
  mensal: 'Pacote Mensal',
  semestral: '6 meses',
  anual: '12 meses',
};

export const DIAS_PAGAMENTO = [10, 20, 30] as const;
export type DiaPagamento = (typeof DIAS_PAGAMENTO)[number];

export const IDADE_ADULTO = 18;

export const TIPOS_ALUNO = ['pagante', 'naoPagante', 'escola'] as const;
export type TipoAluno = (typeof TIPOS_ALUNO)[number];

export const TIPOS_UNIDADE = ['dec', 'publica', 'particular'] as const;
export type TipoUnidade = (typeof TIPOS_UNIDADE)[number];

export const DIAS_SEMANA = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];
/** The weekday filter of /aulas offers segunda to sábado. */
export const DIAS_FILTRO = DIAS_SEMANA.slice(0, 6) as readonly DiaSemana[];
export const ROTULO_DIA: Record<DiaSemana, string> = {
  segunda: 'Segunda-feira',
  terça: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sábado: 'Sábado',
  domingo: 'Domingo',
};

export const GENEROS = ['m', 'f'] as const;
export type Genero = (typeof GENEROS)[number];
export const ROTULO_GENERO: Record<Genero, string> = { m: 'Masculino', f: 'Feminino' };

export const MAOS = ['d', 'c'] as const;
export type Mao = (typeof MAOS)[number];
export const ROTULO_MAO: Record<Mao, string> = { d: 'Direita', c: 'Esquerda' };

export const DATA_NASC_RESPONSAVEL = '1999-01-01';

export const TEMPO = {
  carregandoCicloMs: 500,
  saudacaoMs: 1200,
  fadePassoMs: 300,
  timeoutParteMs: 120_000,
} as const;

/** Mask patterns and their maximum lengths (docs/product/validation.md). */
export const MASCARAS = {
  cpf: { mask: '000.000.000-00', max: 14 },
  rg: { mask: '00.000.000-0', max: 13 },
  telefone: { mask: '(00) 00000-0000', max: 15 },
  data: { mask: '00/00/0000', max: 10 },
  cep: { mask: '00000-000', max: 9 },
  cnpj: { mask: '00.000.000/0000-00', max: 18 },
  /** A time of day, 24-hour: `08:00`, `14:30`. */
  hora: { mask: '00:00', max: 5 },
} as const;

/** A landline's 10 digits: `(11) 3030-4040` (the phone mask above is a mobile's 11). */
export const MASCARA_TELEFONE_FIXO = '(00) 0000-0000';

/** Largest page a list endpoint returns. */
export const PAGINA_MAX = 100;
export const PAGINA_PADRAO = 20;
/** Lists count their rows up to this many; beyond it the total reads "mais de 1.000". */
export const LIMITE_TOTAL = 1000;
/** A search counts its matches up to this many ("mais de 100": refine the search). */
export const LIMITE_TOTAL_BUSCA = 100;
/** The count cap of a list with or without a search. */
export const limiteTotal = (q: string | undefined) => (q ? LIMITE_TOTAL_BUSCA : LIMITE_TOTAL);

/** Contract PDFs served by the app (docs/product/README.md). */
export const CONTRATOS = {
  clube: '/contratos/contrato-clube.pdf',
  escola: '/contratos/contrato-escola.pdf',
} as const;

/**
 * The version of each contract PDF (the day its text was issued), recorded with the
 * acceptance at enrolment. Change it whenever scripts/make-contracts.mjs changes a text.
 */
export const CONTRATO_VERSAO = {
  clube: '2026-11-22',
  escola: '2026-11-22',
} as const;

export const ROTULO_TIPO_UNIDADE: Record<TipoUnidade, string> = {
  dec: 'DEC (clube)',
  publica: 'Escola pública',
  particular: 'Escola particular',
};

/** Anonymous enrolments accepted per client address and window (POST /api/matricula). */
export const MATRICULA_LIMITE = { max: 20, janelaMs: 60 * 60 * 1000 } as const;

/** Login failures carry their codes: 1 unknown user, 2 wrong password (docs/product/messages.md). */
export const LOGIN_ERRO = { usuario: 1, senha: 2 } as const;

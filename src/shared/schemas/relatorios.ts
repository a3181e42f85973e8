// What the club learns from its records: the student profile (/aluno/{id}) and the
// attendance reports (/relatorios). Requests and answers, used by the routes (which
// validate and serialise with them) and by the screens (the inferred types).
import { DIAS_PAGAMENTO, DIAS_SEMANA, GENEROS, MAOS, TIPOS_ALUNO, TIPOS_PLANO } from '#shared/constants.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { quantosDias } from '#shared/rules/frequencia.ts';
import { arma } from './esgrima';
import { dataIso, id, z } from './fields';

/** The longest period a report answers in JSON (the CSV has no limit). */
const PERIODO_MAX_DIAS = 732;

const periodoCampos = { de: dataIso.optional(), ate: dataIso.optional() };
type Periodo = { de?: string; ate?: string };
const ordem = (v: object) => {
  const p = v as Periodo;
  return !(p.de && p.ate) || p.de <= p.ate;
};
const curto = (v: object) => {
  const p = v as Periodo;
  return !(p.de && p.ate) || quantosDias(p.de, p.ate) <= PERIODO_MAX_DIAS;
};

/** Adds the period checks to a query: de ≤ ate and, for JSON answers, at most PERIODO_MAX_DIAS. */
function comPeriodo<T extends z.ZodRawShape>(shape: T, { limitado = true } = {}) {
  const base = z.object({ ...periodoCampos, ...shape }).refine(ordem, {
    message: MSG_REL.periodoInvertido,
    path: ['ate'],
  });
  return limitado ? base.refine(curto, { message: MSG_REL.periodoLongo, path: ['ate'] }) : base;
}

/** GET /api/relatorios/turma: one class over a period (default: the current month). */
export const gradeTurmaQuery = comPeriodo({ id_turma: id });
/** GET /api/relatorios/resumo: the whole club, or one unit, teacher or class. */
export const resumoQuery = comPeriodo({
  id_unidade: id.optional(),
  id_professor: id.optional(),
  id_turma: id.optional(),
});
/** GET /api/relatorios/risco */
export const riscoQuery = z.object({
  id_unidade: id.optional(),
  id_professor: id.optional(),
  id_turma: id.optional(),
});
/** GET /api/relatorios/filtros */
export const filtrosQuery = z.object({ id_unidade: id.optional(), id_professor: id.optional() });
/** GET /api/relatorios/frequencia.csv: one class, or (administrators) every class. */
export const frequenciaCsvQuery = comPeriodo({ id_turma: id.optional() }, { limitado: false });
/** GET /api/relatorios/aluno/:id/periodo */
export const alunoPeriodoQuery = comPeriodo({});

// ---- Answers ------------------------------------------------------------------------------

const contagem = z.number().int().nonnegative();
const taxa = z.number().nullable();
const data = z.string();

/** Chamadas due (class days up to today, and any day with a sent chamada), sent, sent after the day; marks. */
const indicadores = z.object({
  previstas: contagem,
  enviadas: contagem,
  atrasadas: contagem,
  presencas: contagem,
  faltas: contagem,
  /** Presences over marks, percent with one decimal; null without marks. */
  taxa,
});
export type Indicadores = z.infer<typeof indicadores>;

const turmaInfo = z.object({
  id_turma: z.number().int(),
  nome_turma: z.string(),
  dia_semana: z.enum(DIAS_SEMANA),
  horario: z.string(),
  nome_unidade: z.string(),
  nome_professor: z.string(),
});
export type TurmaInfo = z.infer<typeof turmaInfo>;

export const gradeTurmaResponse = z.object({
  turma: turmaInfo,
  de: data,
  ate: data,
  hoje: data,
  /** The class dates: its weekdays up to today, plus any date with a sent chamada. */
  datas: z.array(
    z.object({
      data,
      enviada: z.boolean(),
      atrasada: z.boolean(),
      presentes: contagem,
      ausentes: contagem,
    }),
  ),
  /** The class's students (and anyone marked in it in the period), by name. */
  alunos: z.array(
    z.object({
      id_aluno: z.number().int(),
      nome: z.string(),
      dt_entrada: data.nullable(),
      /** One per date: 1 present, 0 absent, null blank (not sent, or not in the class yet). */
      marcas: z.array(z.union([z.literal(0), z.literal(1)]).nullable()),
      presencas: contagem,
      faltas: contagem,
      taxa,
    }),
  ),
  indicadores,
});
export type GradeTurma = z.infer<typeof gradeTurmaResponse>;

export const resumoResponse = z.object({
  de: data,
  ate: data,
  hoje: data,
  geral: indicadores,
  /** Weeks (from Monday) that have marks. */
  semanas: z.array(z.object({ inicio: data, presencas: contagem, faltas: contagem, taxa })),
  professores: z.array(
    indicadores.extend({ id_professor: z.number().int(), nome: z.string(), turmas: contagem }),
  ),
  unidades: z.array(indicadores.extend({ id_unidade: z.number().int(), nome: z.string(), turmas: contagem })),
  /** The classes with the lowest rates first (classes without marks last); at most RESUMO_TURMAS. */
  turmas: z.object({ total: contagem, itens: z.array(turmaInfo.extend(indicadores.shape)) }),
});
export type Resumo = z.infer<typeof resumoResponse>;
export const RESUMO_TURMAS = 50;

const PAPEIS_CONTATO = ['aluno', 'responsavel1', 'responsavel2', 'financeiro'] as const;
const contato = z.object({
  papel: z.enum(PAPEIS_CONTATO),
  nome: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Contato = z.infer<typeof contato>;

export const riscoResponse = z.object({
  hoje: data,
  /** How many students are at risk; `alunos` lists at most RISCO_MAX of them. */
  total: contagem,
  alunos: z.array(
    z.object({
      id_aluno: z.number().int(),
      nome: z.string(),
      /** The three meetings missed: the last one's date. */
      ultima_falta: data,
      turmas: z.array(z.object({ id_turma: z.number().int(), nome_turma: z.string() })),
      contatos: z.array(contato),
    }),
  ),
});
export type Risco = z.infer<typeof riscoResponse>;
export const RISCO_MAX = 500;

export const filtrosResponse = z.object({
  unidades: z.array(z.object({ id_unidade: z.number().int(), nome: z.string() })),
  professores: z.array(z.object({ id_professor: z.number().int(), nome: z.string() })),
  turmas: z.array(
    z.object({
      id_turma: z.number().int(),
      nome_turma: z.string(),
      dia_semana: z.enum(DIAS_SEMANA),
      horario: z.string(),
    }),
  ),
});
export type Filtros = z.infer<typeof filtrosResponse>;

const marcasJanela = z.object({ presencas: contagem, faltas: contagem, taxa });

export const perfilResponse = z.object({
  id_aluno: z.number().int(),
  nome: z.string(),
  /** false: a teacher's view (name, contacts, attendance); the other parts are null. */
  completo: z.boolean(),
  /** In at least one class. */
  ativo: z.boolean(),
  /** Deactivated (decision 014): since when, and why; null: an active student. */
  inativo: z.object({ desde: data, motivo: z.string().nullable() }).nullable(),
  dados: z
    .object({
      dt_nasc: data.nullable(),
      cpf: z.string().nullable(),
      rg: z.string().nullable(),
      email: z.string().nullable(),
      telefone: z.string().nullable(),
      genero: z.enum(GENEROS).nullable(),
      destro_canhoto: z.enum(MAOS).nullable(),
      endereco: z.string().nullable(),
    })
    .nullable(),
  contatos: z.array(contato),
  turmas: z.array(turmaInfo.extend({ dt_entrada: data.nullable() })).nullable(),
  matricula: z
    .object({
      dt_inicio: data,
      tipo_aluno: z.enum(TIPOS_ALUNO),
      tipo_plano: z.enum(TIPOS_PLANO).nullable(),
      dia_pagamento: z.union(DIAS_PAGAMENTO.map((d) => z.literal(d))).nullable(),
      contrato: z.enum(['clube', 'escola']).nullable(),
      contrato_versao: z.string().nullable(),
      /** When the contract was accepted (ISO 8601 instant). */
      contrato_aceito_em: z.string().nullable(),
    })
    .nullable(),
  frequencia: z.object({
    hoje: data,
    /** The calendar's first day (the first of the month 11 months ago). */
    desde: data,
    /** Days with marks; any other day had no meeting for this student. */
    dias: z.array(z.object({ data, presentes: contagem, ausentes: contagem })),
    taxas: z.object({ d30: marcasJanela, d90: marcasJanela, d365: marcasJanela }),
    ultimas: z.array(
      z.object({
        id_chamada: z.number().int(),
        data_c: data,
        id_turma: z.number().int(),
        nome_turma: z.string(),
        presenca: z.union([z.literal(0), z.literal(1)]),
        observacao: z.string().nullable(),
      }),
    ),
  }),
  /** When the student was anonymised (ISO 8601); null: an identified record. */
  anonimizada_em: z.string().nullable(),
  /** The competition category in the current season (null: none), and the weapons of the student's classes. */
  esgrima: z.object({ categoria: z.string().nullable(), armas: z.array(arma) }),
});
export type Perfil = z.infer<typeof perfilResponse>;
export const PERFIL_ULTIMAS = 10;

export const alunoPeriodoResponse = z.object({
  de: data,
  ate: data,
  geral: indicadores,
  turmas: z.array(indicadores.extend({ id_turma: z.number().int(), nome_turma: z.string() })),
});
export type AlunoPeriodo = z.infer<typeof alunoPeriodoResponse>;

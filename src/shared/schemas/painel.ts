// The administrator's dashboard (GET /api/relatorios/painel) and the student list's
// filters each of its figures links to (GET /api/adm/alunos?ativo=1&tipo=…).
import { DIAS_SEMANA, GENEROS, MAOS, TIPOS_ALUNO } from '#shared/constants.ts';
import { arma } from './esgrima';
import { dataIso, id, texto, textoLimpo, z } from './fields';

const contagem = z.number().int().nonnegative();
const taxa = z.number().nullable();
const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido.');

const turmaOcupacao = z.object({
  id_turma: z.number().int(),
  nome_turma: z.string(),
  nome_unidade: z.string(),
  dia_semana: z.enum(DIAS_SEMANA),
  horario: z.string(),
  alunos: contagem,
  qtd_maxima: contagem,
  /** Students over places, percent with one decimal. */
  ocupacao: z.number(),
});

export const painelResponse = z.object({
  hoje: z.string(),
  /** Students in at least one class; `inativos`: in none. */
  ativos: z.object({
    total: contagem,
    inativos: contagem,
    tipos: z.array(z.object({ tipo: z.enum(TIPOS_ALUNO), alunos: contagem })),
  }),
  /** Active students per unit (a student with classes in two units counts in both), most first. */
  unidades: z.array(z.object({ id_unidade: z.number().int(), nome: z.string(), alunos: contagem })),
  /** Active students per city of their address, most first (null: no address). */
  cidades: z.array(z.object({ cidade: z.string().nullable(), alunos: contagem })),
  generos: z.array(z.object({ genero: z.enum(GENEROS).nullable(), alunos: contagem })),
  maos: z.array(z.object({ mao: z.enum(MAOS).nullable(), alunos: contagem })),
  /**
   * Active students per competition category in the current season, in the table's age
   * order, then those without one (categoria null: no birth date, or an age no row holds).
   */
  categorias: z.array(z.object({ categoria: z.string().nullable(), alunos: contagem })),
  /** The last 12 months, oldest first: students enrolled (dt_inicio) and students who left. */
  meses: z.array(z.object({ mes: z.string(), matriculas: contagem, saidas: contagem })),
  /** Students in no class who were never marked: they left, but the records give no date. */
  saidas_sem_data: contagem,
  ocupacao: z.object({
    turmas: contagem,
    alunos: contagem,
    vagas: contagem,
    /** Places taken over places, percent with one decimal; null without classes. */
    taxa,
    cheias: z.array(turmaOcupacao),
    vazias: z.array(turmaOcupacao),
  }),
  /** The last 12 weeks (from Monday), oldest first: presences, absences and the rate. */
  semanas: z.array(z.object({ inicio: z.string(), presencas: contagem, faltas: contagem, taxa })),
  /** Class days of the four weeks before today whose chamada was not sent. */
  pendentes: z.object({
    de: z.string(),
    ate: z.string(),
    previstas: contagem,
    pendentes: contagem,
    turmas: z.array(
      z.object({
        id_turma: z.number().int(),
        nome_turma: z.string(),
        nome_unidade: z.string(),
        pendentes: contagem,
      }),
    ),
  }),
});
export type Painel = z.infer<typeof painelResponse>;
/** How many of the fullest, emptiest and most behind classes the dashboard lists. */
export const PAINEL_TURMAS = 5;

/** A city filter: the text as stored; '-' for students without an address. */
const cidade = z
  .string()
  .trim()
  .min(1)
  .max(100, 'Máximo de 100 caracteres.')
  .refine((v) => textoLimpo(v), 'Texto inválido.');

/** The student list's filters, one per dashboard figure (all optional, combined with AND). */
export const filtrosAlunosCampos = {
  /** 1: in at least one class; 0: in none. */
  ativo: z.enum(['0', '1'], { error: 'Use 0 ou 1.' }).optional(),
  tipo: z.enum(TIPOS_ALUNO, { error: 'Tipo de aluno inválido.' }).optional(),
  /** In a class of this unit. */
  unidade: id.optional(),
  cidade: cidade.optional(),
  /** '-': not recorded. */
  genero: z.enum([...GENEROS, '-'], { error: 'Gênero inválido.' }).optional(),
  mao: z.enum([...MAOS, '-'], { error: 'Mão dominante inválida.' }).optional(),
  /** Enrolled (dt_inicio) in this month, YYYY-MM. */
  matricula: mes.optional(),
  /** Left in this month (docs/decisions/011-dashboard-summaries.md), YYYY-MM. */
  saida: mes.optional(),
  /** Enrolled (dt_inicio) on or after this day, YYYY-MM-DD: the home page's week of enrolments. */
  desde: dataIso.optional(),
  /** In a class of this weapon (a student's weapons are their classes'). */
  arma: arma.optional(),
  /** Of this competition category (by name) in the current season; '-': of none. */
  categoria: texto(40).optional(),
};
const filtrosAlunos = z.object(filtrosAlunosCampos);
export type FiltrosAlunos = z.infer<typeof filtrosAlunos>;
export const CHAVES_FILTRO_ALUNOS = Object.keys(filtrosAlunosCampos) as (keyof FiltrosAlunos)[];

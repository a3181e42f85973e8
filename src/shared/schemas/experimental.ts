// Trial classes (aula experimental): a person books one meeting of a class from the public
// page, the desk follows the booking on its board until it becomes an enrolment or is lost,
// and the teacher marks the person on that meeting's sheet. One schema per request, checked
// by the route and by the form, and one per answer, read by the route's serializer and (as
// types) by the screens.
import { MSG_EXPERIMENTAL as M } from '#shared/messages/experimental.ts';
import { arma } from './esgrima';
import {
  dataIso,
  dataNascimento,
  email,
  id,
  telefone,
  texto,
  textoOpcional,
  z,
  zeroUmEntrada,
} from './fields';
import { paginaCursor, paginaCursorQueryCom } from './lista';
import { idInt } from './resposta';
import { diaSemana } from './turma';

/** How far ahead a trial may be booked, in days from the club's today (today included). */
export const EXPERIMENTAL_DIAS_A_FRENTE = 60;

/** Anonymous bookings per address and window (every attempt counts, a refused one too). */
export const EXPERIMENTAL_LIMITE = { max: 10, janelaMs: 60 * 60 * 1000 } as const;

/** The conversion rate's period on the board: the trials of the last days (today included). */
export const EXPERIMENTAL_DIAS_RESUMO = 90;

/**
 * A trial's life: `agendada` when booked; `compareceu` or `faltou` from the teacher's sheet
 * (or the desk); `matriculada` when an enrolment saved it (then it points to the student);
 * `perdida` when the desk gives it up, with its reason.
 */
export const STATUS_EXPERIMENTAL = ['agendada', 'compareceu', 'faltou', 'matriculada', 'perdida'] as const;
export type StatusExperimental = (typeof STATUS_EXPERIMENTAL)[number];
export const statusExperimental = z.enum(STATUS_EXPERIMENTAL, { error: M.statusInvalido });

/** The statuses the desk may set by hand; `matriculada` only comes from an enrolment. */
export const STATUS_EDITAVEIS = ['agendada', 'compareceu', 'faltou', 'perdida'] as const;

/** A minor's guardian: whom the club contacts. No CPF or address is asked. */
export const responsavelExperimental = z.object({
  nome: texto(120),
  email,
  telefone,
});
export type ResponsavelExperimental = z.infer<typeof responsavelExperimental>;

/**
 * POST /api/experimental (anyone, limited per address): book a trial of class `id_turma` on
 * `data` (YYYY-MM-DD). `responsavel` is required when the person is under 18 on the club's
 * today; the server also refuses a date that is not a meeting of the class, before today (or
 * today after the class started), more than EXPERIMENTAL_DIAS_A_FRENTE days ahead, or full.
 * Booking records the person's consent to be contacted about it.
 */
export const experimentalInput = z.object({
  nome: texto(120),
  dt_nasc: dataNascimento,
  email,
  telefone,
  responsavel: responsavelExperimental.nullish(),
  id_turma: id,
  data: dataIso,
  /** The person (or the guardian) agrees to be contacted about the trial: required. */
  consentimento_contato: z.literal(true, { error: M.consentimentoObrigatorio }),
});
export type ExperimentalInput = z.infer<typeof experimentalInput>;

/** The answer of POST /api/experimental (201). */
export const experimentalCriada = z.object({ id_experimental: idInt });
export type ExperimentalCriada = z.infer<typeof experimentalCriada>;

/** One meeting open to trials: its date (YYYY-MM-DD) and free places (0: full). */
const diaExperimental = z.object({ data: z.string(), vagas: z.int() });

/**
 * GET /api/experimental/turmas (anyone): the classes open to trials, each with its meetings
 * from today (today only while the class has not started) to EXPERIMENTAL_DIAS_A_FRENTE days
 * ahead. Nothing personal: no teacher, no student.
 */
export const turmaExperimental = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  /** The class's weapon; null: mixed or beginners'. */
  arma: arma.nullable(),
  id_unidade: idInt,
  nome_unidade: z.string(),
  dia_semana: diaSemana,
  /** hh:mm */
  horario: z.string(),
  datas: z.array(diaExperimental),
});
export type TurmaExperimental = z.infer<typeof turmaExperimental>;
export const turmasExperimentais = z.array(turmaExperimental);

/**
 * GET /api/experimentais?status=&id_turma=&de=&ate=&pageSize=&after= (administrators): the
 * board, in date order (then booking order), keyset pages as every list (lista.ts; `q`
 * searches the person's name). `de`/`ate`: the trial's date, both included.
 */
export const experimentaisQuery = paginaCursorQueryCom({
  status: statusExperimental.optional(),
  id_turma: id.optional(),
  de: dataIso.optional(),
  ate: dataIso.optional(),
}).refine((v) => !v.de || !v.ate || v.de <= v.ate, { message: M.periodoInvertido, path: ['ate'] });
export type ExperimentaisQuery = z.output<typeof experimentaisQuery>;

/** A row of the board: who, which meeting, where it stands, and how to reach them. */
export const experimentalItem = z.object({
  id_experimental: idInt,
  nome: z.string(),
  /** YYYY-MM-DD; the contacts are null only on a converted trial whose student was anonymised. */
  dt_nasc: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  /** The guardian's name, for a minor; null: an adult. */
  nome_responsavel: z.string().nullable(),
  id_turma: idInt,
  nome_turma: z.string(),
  nome_unidade: z.string(),
  /** The meeting (YYYY-MM-DD). */
  data: z.string(),
  status: statusExperimental,
  /** Why it was lost; null unless `perdida`. */
  motivo: z.string().nullable(),
  /** The student it became; null unless `matriculada`. */
  id_aluno: idInt.nullable(),
  /** When it was booked (ISO instant). */
  criada_em: z.string(),
});
export type ExperimentalItem = z.infer<typeof experimentalItem>;
export const experimentaisPagina = paginaCursor(experimentalItem);

/**
 * PATCH /api/experimentais/{id} (administrators): move a trial on the board. `motivo` is
 * required for `perdida` and dropped otherwise; a `matriculada` trial no longer moves.
 */
export const experimentalStatusInput = z
  .object({
    status: z.enum(STATUS_EDITAVEIS, { error: M.statusNaoEditavel }),
    motivo: textoOpcional(500),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'perdida' && !v.motivo)
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: M.motivoObrigatorio });
  });
export type ExperimentalStatusInput = z.infer<typeof experimentalStatusInput>;

/**
 * GET /api/experimentais/{id} (administrators): the trial with everything the enrolment
 * wizard pre-fills (the person, the guardian, the class and its unit).
 */
export const experimentalDetalhe = experimentalItem.extend({
  responsavel: responsavelExperimental.nullable(),
  id_unidade: idInt,
  dia_semana: diaSemana,
  horario: z.string(),
  arma: arma.nullable(),
});
export type ExperimentalDetalhe = z.infer<typeof experimentalDetalhe>;

/**
 * GET /api/experimentais/resumo (administrators): the trials whose meeting falls in the last
 * EXPERIMENTAL_DIAS_RESUMO days (`de` to `ate`, today included), counted by status, and the
 * conversion rate: `matriculada` over all of them but `agendada`, in percent with one decimal
 * (null when there is none).
 */
export const experimentaisResumo = z.object({
  de: z.string(),
  ate: z.string(),
  total: z.int(),
  por_status: z.object({
    agendada: z.int(),
    compareceu: z.int(),
    faltou: z.int(),
    matriculada: z.int(),
    perdida: z.int(),
  }),
  taxa_conversao: z.number().nullable(),
});
export type ExperimentaisResumo = z.infer<typeof experimentaisResumo>;

/**
 * The trial marks of a chamada's send (POST /api/chamada/enviar `experimentais`): each trial
 * of that class and date once; 1 moves it to `compareceu`, 0 to `faltou`.
 */
export const marcasExperimentais = z
  .array(z.object({ id_experimental: id, presenca: zeroUmEntrada }))
  .max(100)
  .refine((l) => new Set(l.map((e) => e.id_experimental)).size === l.length, M.experimentalRepetida);

// GET /api/inicio: what the home page (/home) shows to start the day's work. A teacher
// gets their classes of today; an administrator also the chamadas still to send from
// the last two weeks, the classes at or near capacity and the week's new enrolments.
// Every list is short (at most INICIO_LIMITE rows) with the total beside it.
import { z } from './fields';
import { idInt } from './resposta';

/** Most rows of each list of the home page. */
export const INICIO_LIMITE = 10;

/** How many past days the administrator's chamadas still to send look back. */
export const DIAS_PENDENTES = 14;

/** A chamada's state on a day: never opened, open (not sent) or sent. */
const estadoChamada = z.enum(['nao_aberta', 'a_ser_feita', 'finalizada']);
export type EstadoChamada = z.infer<typeof estadoChamada>;

const turmaDoDia = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  horario: z.string(),
  nome_unidade: z.string(),
  alunos: z.number().int(),
  estado: estadoChamada,
});
export type TurmaDoDia = z.infer<typeof turmaDoDia>;

const pendente = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  data_c: z.string(),
  horario: z.string(),
});

const lotada = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  alunos: z.number().int(),
  qtd_maxima: z.number().int(),
});
export type TurmaLotada = z.infer<typeof lotada>;

const lista = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), itens: z.array(item) });

export const inicioResposta = z.object({
  hoje: z.string(),
  /** The caller's classes today (an administrator's: every class today). */
  hoje_turmas: lista(turmaDoDia),
  /** Administrators only. */
  adm: z
    .object({
      pendentes: lista(pendente),
      lotadas: lista(lotada),
      matriculas_semana: z.number().int(),
      desde: z.string(),
    })
    .optional(),
});
export type Inicio = z.infer<typeof inicioResposta>;

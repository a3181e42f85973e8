// Payment reminders: their rules (GET|PUT /api/financeiro/lembretes), running the job now,
// the reminders a charge or a student got, a person's choice about them and the public
// page that stops them (/api/lembretes/parar/{token}).
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { z } from './fields';
import { STATUS_MENSAGEM } from './mensagens';

export const LEMBRETE_DIAS_MIN = -30;
export const LEMBRETE_DIAS_MAX = 60;
const LEMBRETE_REGRAS_MAX = 8;

/** What is wrong with a list of offsets (the message beside the field), or null. */
function problemaDasRegras(dias: readonly number[]): string | null {
  if (dias.some((d) => !Number.isInteger(d))) return M.regrasInvalidas;
  if (dias.some((d) => d < LEMBRETE_DIAS_MIN || d > LEMBRETE_DIAS_MAX)) return M.diaForaDoIntervalo;
  if (new Set(dias).size !== dias.length) return M.regrasRepetidas;
  if (dias.length > LEMBRETE_REGRAS_MAX) return M.regrasDemais;
  return null;
}

const regra = z.object({ dias: z.number({ error: M.regrasInvalidas }) }, { error: M.regrasInvalidas });

/** PUT /api/financeiro/lembretes; also what GET answers (rules ordered by day). */
export const lembretesConfig = z.object({
  regras: z
    .array(regra, { error: M.regrasInvalidas })
    .max(64, M.regrasDemais)
    .superRefine((r, ctx) => {
      const problema = problemaDasRegras(r.map((x) => x.dias));
      if (problema) ctx.addIssue({ code: 'custom', message: problema });
    }),
  dias_uteis: z.boolean({ error: M.diasUteisInvalido }),
});
export type LembretesConfig = z.infer<typeof lembretesConfig>;

/** The form's rules as typed ("-3, 0, 3, 10"): the offsets, or null when a part is not an integer. */
function diasDoTexto(texto: string): number[] | null {
  const partes = texto
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  // The minus sign (U+2212) as a hyphen, written escaped: the server's bundle stays one-byte text.
  if (partes.some((p) => !/^[-+\u2212]?\d{1,3}$/.test(p))) return null;
  return partes.map((p) => Number(p.replace('\u2212', '-')));
}

/** The settings form: the rules as one text field. Its errors are the field's. */
export const lembretesForm = z.object({
  regras: z.string().transform((texto, ctx) => {
    const dias = diasDoTexto(texto);
    const problema = dias === null ? M.regrasInvalidas : problemaDasRegras(dias);
    if (problema || dias === null) {
      ctx.addIssue({ code: 'custom', message: problema ?? M.regrasInvalidas });
      return z.NEVER;
    }
    return [...dias].sort((a, b) => a - b).map((d) => ({ dias: d }));
  }),
  dias_uteis: z.boolean(),
});

/** POST /api/financeiro/lembretes/processar: how many reminder messages the run created. */
export const processarResponse = z.object({ enviadas: z.int() });

/** One reminder as the desk sees it: the rule, when it was made, to whom, its message's status. */
const lembreteItem = z.object({
  id_lembrete: z.int(),
  id_cobranca: z.int(),
  vencimento: z.string(),
  dias: z.int(),
  /** The club day it was for. */
  dia: z.string(),
  /** ISO 8601 instant. */
  criado_em: z.string(),
  para: z.string(),
  /** The outbox message's status; null when the message is gone (its person anonymised). */
  status: z.enum(STATUS_MENSAGEM).nullable(),
});
export type LembreteItem = z.infer<typeof lembreteItem>;
export const lembretesLista = z.array(lembreteItem);

/** One entry of a person's choice about payment reminders (newest first). */
const paradaItem = z.object({
  parado: z.boolean(),
  em: z.string(),
  canal: z.enum(['link', 'secretaria']),
  operador: z.string().nullable(),
});

/** GET|PUT /api/financeiro/lembretes/pessoas/{id}: whether the person gets reminders, and the history. */
export const preferenciaLembretes = z.object({
  id_pessoa: z.int(),
  recebe: z.boolean(),
  historico: z.array(paradaItem),
});
export type PreferenciaLembretes = z.infer<typeof preferenciaLembretes>;

/** GET /api/financeiro/alunos/{id_aluno}/lembretes: the student's payer and their choice, the reminders sent. */
export const lembretesDoAluno = z.object({
  pagador: preferenciaLembretes.extend({ nome: z.string() }),
  lembretes: lembretesLista,
});
export type LembretesDoAluno = z.infer<typeof lembretesDoAluno>;

/** PUT /api/financeiro/lembretes/pessoas/{id}: the desk records the person's choice. */
export const preferenciaInput = z.object({
  recebe: z.boolean({ error: MSG_RECUSA.dadosInvalidos }),
});
export type PreferenciaInput = z.infer<typeof preferenciaInput>;

/** GET /api/lembretes/parar/{token}: what the stop page shows (first name and club only). */
export const paginaParar = z.object({
  nome: z.string(),
  clube: z.string(),
  parado: z.boolean(),
});
export type PaginaParar = z.infer<typeof paginaParar>;

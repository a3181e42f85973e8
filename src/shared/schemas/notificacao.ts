// The bell (GET /api/notificacoes, POST /api/notificacoes/lidas[/todas]): notifications
// derived from the club's data on every read (docs/decisions/018-notifications.md), each
// with a stable key, and which of them the caller has read.
import { MSG_NOTIFICACOES } from '#shared/messages/notificacoes.ts';
import { textoLimpo, z } from './fields';
import { idInt } from './resposta';

/** Most notifications one answer lists (the unread count is over all of them). */
export const NOTIFICACOES_LIMITE = 20;

/** How many days back the bell looks for chamadas not sent and public enrolments. */
export const DIAS_NOTIFICACOES = 14;

/** Most keys one request marks read. */
const CHAVES_MAX = 100;

const tipo = z.enum(['chamada', 'matricula', 'lotada', 'correcao']);

/** `chamada:<id_turma>:<YYYY-MM-DD>`, `matricula:<id_aluno>`, `lotada:<id_turma>`, `correcao:<id_pedido>`. */
const FORMATO_CHAVE =
  /^(chamada:\d{1,10}:\d{4}-\d{2}-\d{2}|matricula:\d{1,10}|lotada:\d{1,10}|correcao:\d{1,10})$/;

const chaveNotificacao = z
  .string({ error: MSG_NOTIFICACOES.chaveInvalida })
  .max(40, MSG_NOTIFICACOES.chaveInvalida)
  .refine((v) => textoLimpo(v) && FORMATO_CHAVE.test(v), MSG_NOTIFICACOES.chaveInvalida);

export const chaves = {
  chamada: (id_turma: number, data: string) => `chamada:${id_turma}:${data}`,
  matricula: (id_aluno: number) => `matricula:${id_aluno}`,
  lotada: (id_turma: number) => `lotada:${id_turma}`,
  correcao: (id_pedido: number) => `correcao:${id_pedido}`,
};

export const notificacoesLidasInput = z.object({
  chaves: z
    .array(chaveNotificacao, { error: MSG_NOTIFICACOES.chaveInvalida })
    .min(1, MSG_NOTIFICACOES.chaveInvalida)
    .max(CHAVES_MAX, MSG_NOTIFICACOES.chavesDemais),
});
export type NotificacoesLidasInput = z.infer<typeof notificacoesLidasInput>;

const notificacao = z.object({
  chave: z.string(),
  tipo,
  /** The class day (chamada, correcao), the enrolment day (matricula), the last day a student joined (lotada; null: unknown). */
  data: z.string().nullable(),
  lida: z.boolean(),
  /** The class (chamada, lotada, correcao: the chamada's class) or the student (matricula). */
  id: idInt,
  /** The class's or the student's name. */
  nome: z.string(),
  /** lotada: students and places. */
  alunos: z.number().int().nullable(),
  qtd_maxima: z.number().int().nullable(),
});
export type Notificacao = z.infer<typeof notificacao>;

export const notificacoesResposta = z.object({
  /** Unread notifications, over all of them (not only those listed). */
  nao_lidas: z.number().int(),
  total: z.number().int(),
  /** Newest first, at most NOTIFICACOES_LIMITE. */
  itens: z.array(notificacao),
});
export type Notificacoes = z.infer<typeof notificacoesResposta>;

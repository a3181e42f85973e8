// The outbox (every message to a person is a row first) and a staff member's password
// recovery: what the routes take and answer.
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { email, id, textoLimpo, z } from './fields';
import { paginaCursor, paginaCursorQueryCom } from './lista';
import { senhaNova } from './senha';

const CANAIS_MENSAGEM = ['email'] as const;
/** What a message is about. */
export const MOTIVOS_MENSAGEM = ['cobranca', 'recibo', 'codigo_acesso', 'redefinir_senha'] as const;
export type MotivoMensagem = (typeof MOTIVOS_MENSAGEM)[number];
/**
 * Messages that carry a secret (a sign-in code, a password link): never listed with their
 * text, never offered as a WhatsApp link, their bodies dropped once sent or given up.
 */
export const MOTIVOS_SIGILOSOS: readonly MotivoMensagem[] = ['codigo_acesso', 'redefinir_senha'];
export const STATUS_MENSAGEM = ['pendente', 'enviada', 'falhou'] as const;
export type StatusMensagem = (typeof STATUS_MENSAGEM)[number];

/** GET /api/mensagens: newest first, by keyset; optionally one person's, one status, one reason. */
export const mensagensQuery = paginaCursorQueryCom({
  id_pessoa: id.optional(),
  status: z.enum(STATUS_MENSAGEM, { error: MSG_RECUSA.dadosInvalidos }).optional(),
  motivo: z.enum(MOTIVOS_MENSAGEM, { error: MSG_RECUSA.dadosInvalidos }).optional(),
});
export type MensagensQuery = z.output<typeof mensagensQuery>;

/** One message as administrators see it: never its text, a code or a token. */
const mensagemItem = z.object({
  id_mensagem: z.int(),
  id_pessoa: z.int(),
  nome_pessoa: z.string(),
  canal: z.enum(CANAIS_MENSAGEM),
  motivo: z.enum(MOTIVOS_MENSAGEM),
  assunto: z.string(),
  status: z.enum(STATUS_MENSAGEM),
  /** ISO 8601 instants. */
  criada_em: z.string(),
  enviada_em: z.string().nullable(),
  /** The last error (a refusal: the mail server's answer); null when none. */
  erro: z.string().nullable(),
  /**
   * Without e-mail configured: https://wa.me/<mobile>?text=<the message's text>, for the desk
   * to send it by hand; null with e-mail, for a secret message, or without a mobile.
   */
  whatsapp: z.string().nullable(),
});
export type MensagemItem = z.infer<typeof mensagemItem>;

export const mensagensPagina = paginaCursor(mensagemItem);
export type MensagensPagina = z.infer<typeof mensagensPagina>;

/** GET /api/mensagens/pessoa/{id}: whether the mail server refused the person's e-mail for good. */
export const emailSituacao = z.object({
  /** The refusal (the server's answer) of the person's latest e-mail, when it failed; else null. */
  recusa: z.string().nullable(),
});
export type EmailSituacao = z.infer<typeof emailSituacao>;

/** POST /api/conta/recuperar */
export const recuperarInput = z.object({ email });
export type RecuperarInput = z.infer<typeof recuperarInput>;

/** A password link's token: 43 base64url characters (256 random bits). */
export const TOKEN_REDEFINICAO = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/conta/redefinir */
export const redefinirInput = z.object({
  token: z
    .string({ error: MSG_RECUSA.dadosInvalidos })
    .max(100, MSG_RECUSA.dadosInvalidos)
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos),
  nova: senhaNova,
});
export type RedefinirInput = z.infer<typeof redefinirInput>;

/** The form: the request plus the new password typed again. */
export const redefinirForm = redefinirInput
  .extend({ confirmacao: z.string() })
  .refine((v) => v.confirmacao === v.nova, { path: ['confirmacao'], message: MSG_CONTA.senhasDiferentes });

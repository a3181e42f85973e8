// A person's own account (`/api/conta/*`): the password change, the strength shown as
// one types, the sessions; and an administrator's reset of a teacher's password.

import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { textoLimpo, z } from './fields';
import { senhaNova } from './senha';

/**
 * The error code (`code` of the error answer) of a request refused because the person
 * must change their password first (403): the client then shows the change screen.
 */
export const CODIGO_TROCA_DE_SENHA = 3;

const senhaAtual = z
  .string({ error: MSG_CONTA.informeSenhaAtual })
  .min(1, MSG_CONTA.informeSenhaAtual)
  .max(200, 'Máximo de 200 caracteres.')
  .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos);

/** POST /api/conta/senha */
export const trocarSenhaInput = z.object({ atual: senhaAtual, nova: senhaNova });
export type TrocarSenhaInput = z.infer<typeof trocarSenhaInput>;

/** The form: the request plus the new password typed again. */
export const trocarSenhaForm = trocarSenhaInput
  .extend({ confirmacao: z.string() })
  .refine((v) => v.confirmacao === v.nova, { path: ['confirmacao'], message: MSG_CONTA.senhasDiferentes });

/** POST /api/conta/senha/forca: how strong a password being typed is (nothing is stored). */
export const forcaSenhaInput = z.object({
  senha: z
    .string()
    .min(1, 'Informe a senha.')
    .max(200, 'Máximo de 200 caracteres.')
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos),
});
export const forcaSenhaResposta = z.object({
  /** 0 (very weak) to 4 (very strong), the estimator's score. */
  pontuacao: z.int().min(0).max(4),
  /** Whether the password rule takes it (length and strength). */
  aceita: z.boolean(),
  /** Why it is refused, in pt-BR; null when it is taken. */
  explicacao: z.string().nullable(),
});
export type ForcaSenha = z.infer<typeof forcaSenhaResposta>;

/** GET /api/conta/sessoes: one open session of the person. */
export const sessaoItem = z.object({
  /** Opaque id (never the token or its hash). */
  id: z.string(),
  dispositivo: z.string(),
  /** ISO instants. */
  criada_em: z.string(),
  usada_em: z.string(),
  este_aparelho: z.boolean(),
});
export type SessaoItem = z.infer<typeof sessaoItem>;

export const sessaoParam = z.object({
  id: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[\w-]+$/, MSG_RECUSA.dadosInvalidos),
});

/** POST /api/adm/professores/{id}/senha: the temporary password, shown once. */
export const senhaTemporariaResposta = z.object({ senha_temporaria: z.string() });

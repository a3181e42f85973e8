import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { textoLimpo, z, zeroUm } from './fields';

export const loginInput = z.object({
  usuario: z
    .string({ error: 'Informe o usuário.' })
    .trim()
    .toLowerCase()
    .min(1, 'Informe o usuário.')
    .max(254, 'Máximo de 254 caracteres.')
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos),
  senha: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'Máximo de 200 caracteres.')
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * POST /login: who is logged in (also the answer of a session check, sent without a body);
 * `troca_senha` 1: the password must be changed before anything else.
 */
export const loginResponse = z.object({ nome: z.string(), adm: zeroUm, troca_senha: zeroUm });
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /sair */
export const sairResposta = z.object({ ok: z.literal(true) });

/** Login failures carry their codes (docs/product/messages.md), kept in constants.ts so the login page needs no zod. */
export { LOGIN_ERRO } from '#shared/constants.ts';

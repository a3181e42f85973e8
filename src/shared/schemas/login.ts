import { MSG } from '#shared/messages.ts';
import { textoLimpo, z } from './fields';

export const loginInput = z.object({
  usuario: z
    .string({ error: 'Informe o usuário.' })
    .trim()
    .toLowerCase()
    .min(1, 'Informe o usuário.')
    .max(254, 'Máximo de 254 caracteres.')
    .refine((v) => textoLimpo(v), MSG.caracteresInvalidos),
  senha: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'Máximo de 200 caracteres.')
    .refine((v) => textoLimpo(v), MSG.caracteresInvalidos),
});
export type LoginInput = z.infer<typeof loginInput>;

export type LoginResponse = { nome: string; adm: 0 | 1 };

/** Login failures carry the spec's codes (kept in constants.ts so the login page needs no zod). */
export { LOGIN_ERRO } from '#shared/constants.ts';

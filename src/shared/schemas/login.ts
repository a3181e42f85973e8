import { z } from './fields';

export const loginInput = z.object({
  usuario: z.string().trim().toLowerCase().min(1, 'Informe o usuário.').max(254),
  senha: z.string().min(1, 'Informe a senha.').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export type LoginResponse = { nome: string; adm: 0 | 1 };

/** Login failures carry the spec's codes (kept in constants.ts so the login page needs no zod). */
export { LOGIN_ERRO } from '#shared/constants.ts';

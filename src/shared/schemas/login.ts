import { z, zeroUm } from './fields';

export const loginInput = z.object({
  usuario: z.string().trim().toLowerCase().min(1, 'Informe o usuário.').max(254),
  senha: z.string().min(1, 'Informe a senha.').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

/** POST /login: who is logged in (also the answer of a session check, sent without a body). */
export const loginResponse = z.object({ nome: z.string(), adm: zeroUm });
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /sair */
export const sairResposta = z.object({ ok: z.literal(true) });

/** Login failures carry the spec's codes (kept in constants.ts so the login page needs no zod). */
export { LOGIN_ERRO } from '#shared/constants.ts';

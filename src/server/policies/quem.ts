import type { SessionUser } from '#server/auth/sessions.ts';

/** Who is asking: what a policy needs of the session's user. */
export type Quem = Pick<SessionUser, 'adm' | 'id_professor'>;

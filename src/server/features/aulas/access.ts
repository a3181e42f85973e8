// Who may touch a class: its own teacher, or an administrator.
import type { SessionUser } from '#server/auth/sessions.ts';

export function podeVerTurma(user: SessionUser, turma: { id_professor: number }): boolean {
  return user.adm === 1 || (user.id_professor !== null && turma.id_professor === user.id_professor);
}

/** The teacher whose classes limit what this user sees; null for administrators (every class). */
export function professorDoFiltro(user: SessionUser): number | null {
  return user.adm === 1 ? null : user.id_professor;
}

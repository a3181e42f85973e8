// Who may read what. Administrators: everything. A teacher: the grid and CSV of their
// own classes, and the profile of a student in one of their classes (the teaching
// view). Anyone else: 403.
import type { SessionUser } from '#server/auth/sessions.ts';

const ehAdm = (user: SessionUser) => user.adm === 1;

export function podeVerTurma(user: SessionUser, turma: { id_professor: number }): boolean {
  return ehAdm(user) || (user.id_professor !== null && turma.id_professor === user.id_professor);
}

/** The student's current classes decide: one of them is the teacher's. */
export function podeVerAluno(user: SessionUser, turmas: { id_professor: number }[]): boolean {
  return ehAdm(user) || turmas.some((t) => podeVerTurma(user, t));
}

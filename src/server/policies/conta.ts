// What a person may do to their own record: the administrator who is signed in keeps
// the means to administer, so the club is never left without one by a slip.
import type { SessionUser } from '#server/auth/sessions.ts';

type Quem = Pick<SessionUser, 'id_pessoa'>;

/** Nobody takes away their own administrator rights (`adm` undefined: left as it is). */
export function podeDefinirAdm(quem: Quem, id_pessoa: number, adm: 0 | 1 | undefined): boolean {
  return adm !== 0 || id_pessoa !== quem.id_pessoa;
}

/** Nobody deletes the record they are signed in with. */
export function podeExcluirPessoa(quem: Quem, id_pessoa: number): boolean {
  return id_pessoa !== quem.id_pessoa;
}

/**
 * An administrator's reset of another person's password (a temporary one): never their
 * own, which they change knowing the current one, in their account.
 */
export function podeRedefinirSenha(quem: Quem, id_pessoa: number): boolean {
  return id_pessoa !== quem.id_pessoa;
}

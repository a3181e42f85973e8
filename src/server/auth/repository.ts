// The login's reads: the person by the e-mail they log in with (only one with a
// password), and whether that person is a teacher who left (decision 014).
import type { Executor } from '#server/db/executor.ts';

export function pessoaDoLogin(db: Executor, email: string) {
  return db
    .selectFrom('pessoa')
    .select(['id_pessoa', 'nome_pessoa', 'adm', 'senha_pessoa', 'troca_senha'])
    .where('email_pessoa', '=', email)
    .where('senha_pessoa', 'is not', null)
    .executeTakeFirst();
}

/** Whether the person is a deactivated teacher. */
export async function professorInativo(db: Executor, id_pessoa: number): Promise<boolean> {
  const inativo = await db
    .selectFrom('professor')
    .select('inativo_desde')
    .where('id_professor', '=', id_pessoa)
    .where('inativo_desde', 'is not', null)
    .executeTakeFirst();
  return inativo !== undefined;
}

// SQL helpers shared by the administration repositories.
import { isCpfViolation, isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { falha, type Resultado } from '#server/result.ts';

/** When the search is a number, it may also be the row's id. */
export function comoId(q: string | undefined): number | null {
  if (!q || !/^\d{1,9}$/.test(q)) return null;
  return Number(q);
}

export async function enderecoExiste(db: Executor, id_endereco: number): Promise<boolean> {
  const row = await db
    .selectFrom('endereco')
    .select('id_endereco')
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
  return !!row;
}

/** Deletes an address nobody points at any more (no person, no unit). */
export async function removerEnderecoSeLivre(db: Executor, id_endereco: number | null): Promise<void> {
  if (id_endereco === null) return;
  const pessoa = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('id_endereco', '=', id_endereco)
    .limit(1)
    .executeTakeFirst();
  if (pessoa) return;
  const unidade = await db
    .selectFrom('unidade')
    .select('id_unidade')
    .where('id_endereco', '=', id_endereco)
    .limit(1)
    .executeTakeFirst();
  if (unidade) return;
  await db.deleteFrom('endereco').where('id_endereco', '=', id_endereco).execute();
}

/**
 * A person's unique field that another person already holds: the CPF (one person per
 * CPF, decision 013) or the login e-mail.
 */
export type PessoaRepetida = 'cpf_de_outra_pessoa' | 'email_em_uso';

/**
 * Runs a write of a person and answers a unique-index hit (also from two writes that
 * race) as the field it repeats. A transaction the write opened is rolled back by then.
 */
export async function semPessoaRepetida<T extends object, M extends string>(
  escrita: () => Promise<Resultado<T, M>>,
): Promise<Resultado<T, M | PessoaRepetida>> {
  try {
    return await escrita();
  } catch (err) {
    if (isCpfViolation(err)) return falha('cpf_de_outra_pessoa');
    if (isUniqueViolation(err)) return falha('email_em_uso');
    throw err;
  }
}

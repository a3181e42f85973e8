// A person's own account: their password and their sessions. Every statement names
// the person, so nobody reaches another person's sessions through these functions.
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

/** What a password change needs to know of the person: the stored hash and their words. */
export function lerPessoaDaConta(db: Executor, id_pessoa: number) {
  return db
    .selectFrom('pessoa')
    .select(['senha_pessoa', 'nome_pessoa', 'email_pessoa'])
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
}

/**
 * The person's new password (already hashed), in one transaction: the flag of a
 * required change is cleared, and every session of the person but `manter` (the
 * token hash of the one that asked) ends. On PostgreSQL the deletes are announced to
 * every instance, so their session caches drop them before their next request.
 */
export function trocarSenha(db: Executor, id_pessoa: number, senhaHash: string, manter: string) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pessoa')
      .set({ senha_pessoa: senhaHash, troca_senha: 0 })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    const { numDeletedRows } = await trx
      .deleteFrom('sessao')
      .where('id_pessoa', '=', id_pessoa)
      .where('token_hash', '<>', manter)
      .executeTakeFirst();
    return ok({ encerradas: Number(numDeletedRows) });
  });
}

/** The person's sessions, the latest used first; `atual` (a token hash) marks the one asking. */
export async function listarSessoes(db: Executor, id_pessoa: number, atual: string) {
  const rows = await db
    .selectFrom('sessao')
    .select(['id_sessao', 'dispositivo', 'criada_em', 'usada_em', 'token_hash'])
    .where('id_pessoa', '=', id_pessoa)
    .orderBy('usada_em', 'desc')
    .orderBy('id_sessao')
    .execute();
  return rows.map((r) => ({
    id: r.id_sessao,
    dispositivo: r.dispositivo,
    criada_em: Number(r.criada_em),
    usada_em: Number(r.usada_em),
    este_aparelho: r.token_hash === atual,
  }));
}

/** Ends one of the person's sessions by its opaque id; says whether it was `atual`. */
export async function encerrarSessao(
  db: Executor,
  id_pessoa: number,
  id_sessao: string,
  atual: string,
): Promise<Resultado<{ era_esta: boolean }, 'inexistente'>> {
  const row = await db
    .deleteFrom('sessao')
    .where('id_pessoa', '=', id_pessoa)
    .where('id_sessao', '=', id_sessao)
    .returning('token_hash')
    .executeTakeFirst();
  return row ? ok({ era_esta: row.token_hash === atual }) : falha('inexistente');
}

/** Ends every session of the person, the one asking included ("Sair de todos os aparelhos"). */
export async function encerrarTodasAsSessoes(db: Executor, id_pessoa: number): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('sessao')
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

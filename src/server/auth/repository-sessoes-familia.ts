// The statements of family sessions (sessoes-familia.ts): a new one, the lookup by the
// token's hash, the last-use mark and an end. Their own table: a staff route's lookup
// (repository-sessoes.ts) never reads it.
import { randomBytes } from 'node:crypto';
import type { Executor } from '#server/db/executor.ts';
import { hashToken } from './repository-sessoes';

/** A new family session for `id_pessoa`; answers its token (only the hash is stored). */
export async function criarSessaoFamilia(
  db: Executor,
  id_pessoa: number,
  agora: number,
  dispositivo: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessao_familia')
    .values({
      token_hash: hashToken(token),
      id_sessao: randomBytes(16).toString('base64url'),
      id_pessoa,
      dispositivo,
      criada_em: agora,
      usada_em: agora,
    })
    .execute();
  return token;
}

/** The session and its person (not anonymised), or undefined. */
export function lerSessaoFamilia(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessao_familia as s')
    .innerJoin('pessoa as p', 'p.id_pessoa', 's.id_pessoa')
    .select(['s.id_pessoa', 'p.nome_pessoa', 's.criada_em', 's.usada_em'])
    .where('s.token_hash', '=', tokenHash)
    .where('p.anonimizada_em', 'is', null)
    .executeTakeFirst();
}

export async function sessaoFamiliaUsada(db: Executor, tokenHash: string, agora: number) {
  await db
    .updateTable('sessao_familia')
    .set({ usada_em: agora })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function apagarSessaoFamilia(db: Executor, tokenHash: string) {
  await db.deleteFrom('sessao_familia').where('token_hash', '=', tokenHash).execute();
}

// Server-side sessions: the cookie carries a random token; the database keeps
// only its SHA-256, so a leaked table cannot be replayed and logout revokes.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export const SESSION_COOKIE = 'estocada_sessao';

export interface SessionUser {
  id_pessoa: number;
  nome: string;
  adm: 0 | 1;
  /** Set when the person is a teacher. */
  id_professor: number | null;
  tokenHash: string;
}

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Kysely<Database>, id_pessoa: number, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessao')
    .values({ token_hash: hashToken(token), id_pessoa, criada_em: now, usada_em: now })
    .execute();
  return token;
}

/** The user behind a token, or null when it is unknown, idle too long or too old. One query. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessao as s')
    .innerJoin('pessoa as p', 'p.id_pessoa', 's.id_pessoa')
    .leftJoin('professor as pr', 'pr.id_pessoa', 'p.id_pessoa')
    .select([
      's.criada_em',
      's.usada_em',
      'p.id_pessoa',
      'p.nome_pessoa',
      'p.adm',
      'p.senha_pessoa',
      'pr.id_professor',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const expired = now - row.usada_em > policy.idleMs || now - row.criada_em > policy.maxMs;
  // A person whose password was removed can no longer hold a session.
  if (expired || row.senha_pessoa === null) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now - row.usada_em > TOUCH_EVERY_MS) {
    await db.updateTable('sessao').set({ usada_em: now }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    id_pessoa: row.id_pessoa,
    nome: row.nome_pessoa,
    adm: row.adm === 1 ? 1 : 0,
    id_professor: row.id_professor ?? null,
    tokenHash,
  };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessao').where('token_hash', '=', tokenHash).execute();
}

/** Drops every session past its limits; run at boot and now and then. */
export async function purgeSessions(db: Kysely<Database>, policy: SessionPolicy, now = Date.now()) {
  await db
    .deleteFrom('sessao')
    .where((eb) =>
      eb.or([eb('usada_em', '<', now - policy.idleMs), eb('criada_em', '<', now - policy.maxMs)]),
    )
    .execute();
}

// Server-side sessions: the cookie carries a random token; the database keeps
// only its SHA-256, so a leaked table cannot be replayed and logout revokes.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';
import { deleteSession, hashToken, lookup, type SessionLimits, usadaAgora } from './repository-sessoes';

export const SESSION_COOKIE = 'estocada_sessao';

export interface SessionUser {
  id_pessoa: number;
  nome: string;
  adm: 0 | 1;
  /** Set when the person is a teacher. */
  id_professor: number | null;
  /** 1 while the password must be changed before anything but the account's own routes (guards.ts). */
  troca_senha: 0 | 1;
  tokenHash: string;
}

const TOUCH_EVERY_MS = 60_000;

/** The session's user (null: none), now when it is known in memory, else once read or written. */
export type SessaoEncontrada = SessionUser | null | Promise<SessionUser | null>;

/** What a session lookup reads; a cached answer is valid while none of these change. */
export const SESSION_TABLES = ['sessao', 'pessoa', 'professor'] as const;

interface SessionEntry {
  criada_em: number;
  usada_em: number;
  user: SessionUser;
}

/**
 * Sessions by token (the entry carries its hash), kept while the versions of sessao, pessoa and professor
 * are unchanged: a logout, a login, a removed password, a changed admin flag or
 * teacher row all move a version, so the next request reads the database again.
 * Every entry shares those tables, so a change drops the whole map at once. On
 * PostgreSQL a change made through another instance moves them too, before the next
 * request reads this cache (the access guard awaits `versions.sync()`).
 */
export class SessionCache extends VersionedCache<string, SessionEntry> {
  constructor(versions: DataVersions, max = 10_000) {
    super(versions, SESSION_TABLES, max);
  }
}

/**
 * The user behind a token, or null when it is unknown, idle too long or too old.
 * With a cache, one query only when sessions or people changed since the last
 * lookup. The idle and absolute limits are checked against `now` every time.
 * First, the data versions learn of every write committed before this call by another
 * connection (SQLite: a seed, a second process; PostgreSQL: another instance), in a check
 * the requests of one turn of the event loop share (db/versions.ts, db/versions-pg.ts),
 * so this cache and any the request reads after it (the roster's, behind the access
 * guard) answer what is current. When there is nothing to wait for (no check to make,
 * a current cached session that needs no write), the user comes without a promise.
 */
export function findSession(
  db: Kysely<Database>,
  token: string,
  limits: SessionLimits,
  now = Date.now(),
  cache?: SessionCache,
): SessaoEncontrada {
  const sync = cache?.versions.sync();
  if (sync !== undefined) return sync.then(() => daMemoriaOuDoBanco(db, token, limits, now, cache));
  return daMemoriaOuDoBanco(db, token, limits, now, cache);
}

function daMemoriaOuDoBanco(
  db: Kysely<Database>,
  token: string,
  limits: SessionLimits,
  now: number,
  cache?: SessionCache,
): SessaoEncontrada {
  // A cached entry also saves hashing the token again.
  const entry = cache?.get(token);
  return entry ? emVigor(db, entry, limits, now) : doBanco(db, token, limits, now, cache);
}

async function doBanco(
  db: Kysely<Database>,
  token: string,
  limits: SessionLimits,
  now: number,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const stamp = cache?.stamp() ?? 0;
  const row = (await lookup(db, tokenHash))[0];
  if (!row) return null;
  // A person whose password was removed, or an inactive teacher (decision 014), can
  // no longer hold a session.
  if (Number(row.sem_senha) === 1 || Number(row.professor_inativo) === 1) {
    await deleteSession(db, tokenHash);
    return null;
  }
  const entry: SessionEntry = {
    criada_em: Number(row.criada_em),
    usada_em: Number(row.usada_em),
    user: Object.freeze({
      id_pessoa: row.id_pessoa,
      nome: row.nome_pessoa,
      adm: row.adm === 1 ? 1 : 0,
      id_professor: row.id_professor ?? null,
      troca_senha: Number(row.troca_senha) === 1 ? 1 : 0,
      tokenHash,
    }),
  };
  cache?.set(token, stamp, entry);
  return emVigor(db, entry, limits, now);
}

/** The entry's user while within its limits (used again at most once a minute), else null with the session gone. */
function emVigor(
  db: Kysely<Database>,
  entry: SessionEntry,
  limits: SessionLimits,
  now: number,
): SessaoEncontrada {
  const { tokenHash } = entry.user;
  const expired = now - entry.usada_em > limits.idleMs || now - entry.criada_em > limits.maxMs;
  if (expired) return deleteSession(db, tokenHash).then(() => null);
  if (now - entry.usada_em > TOUCH_EVERY_MS) {
    return usadaAgora(db, tokenHash, now).then(() => entry.user);
  }
  return entry.user;
}

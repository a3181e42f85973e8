// Server-side sessions: the cookie carries a random token; the database keeps
// only its SHA-256, so a leaked table cannot be replayed and logout revokes.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';

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

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

const TOUCH_EVERY_MS = 60_000;

/** The session's user (null: none), now when it is known in memory, else once read or written. */
export type SessaoEncontrada = SessionUser | null | Promise<SessionUser | null>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new session: its token (the cookie; only its hash is stored), an opaque id (what the
 * person's session list names) and the short description of the browser (`dispositivo`).
 */
export async function createSession(
  db: Kysely<Database>,
  id_pessoa: number,
  now = Date.now(),
  dispositivo: string | null = null,
) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessao')
    .values({
      token_hash: hashToken(token),
      id_sessao: randomBytes(16).toString('base64url'),
      dispositivo,
      id_pessoa,
      criada_em: now,
      usada_em: now,
    })
    .execute();
  return token;
}

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

type SessionRow = {
  criada_em: number;
  usada_em: number;
  id_pessoa: number;
  nome_pessoa: string;
  adm: 0 | 1;
  troca_senha: 0 | 1;
  sem_senha: 0 | 1;
  id_professor: number | null;
  professor_inativo: 0 | 1;
};

/** The lookup statement, prepared once per database (only the token hash changes). */
const preparedLookup = new WeakMap<Kysely<Database>, (parameters: unknown[]) => Promise<SessionRow[]>>();
function lookup(db: Kysely<Database>, tokenHash: string) {
  let run = preparedLookup.get(db);
  if (!run) {
    const q = db
      .selectFrom('sessao as s')
      .innerJoin('pessoa as p', 'p.id_pessoa', 's.id_pessoa')
      .leftJoin('professor as pr', 'pr.id_pessoa', 'p.id_pessoa')
      .select((eb) => [
        's.criada_em',
        's.usada_em',
        'p.id_pessoa',
        'p.nome_pessoa',
        'p.adm',
        'p.troca_senha',
        eb.case().when('p.senha_pessoa', 'is', null).then(1).else(0).end().as('sem_senha'),
        'pr.id_professor',
        eb.case().when('pr.inativo_desde', 'is not', null).then(1).else(0).end().as('professor_inativo'),
      ])
      .where('s.token_hash', '=', '')
      .compile();
    run = preparedQuery<SessionRow>(db, 'estocada_sessao', q);
    preparedLookup.set(db, run);
  }
  return run([tokenHash]);
}

/**
 * The user behind a token, or null when it is unknown, idle too long or too old.
 * With a cache, one query only when sessions or people changed since the last
 * lookup. The idle and absolute limits are checked against `now` every time.
 * First, on PostgreSQL, the data versions learn of every write committed before this
 * call (db/versions-pg.ts), so this cache and any the request reads after it (the
 * roster's, behind the access guard) answer what is current.
 * No promise when nothing has to be waited for (SQLite, a current cached session that
 * needs no write): the access guard then lets the request go on at once.
 */
export function findSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = Date.now(),
  cache?: SessionCache,
): SessaoEncontrada {
  const sync = cache?.versions.sync();
  if (sync !== undefined) return sync.then(() => daMemoriaOuDoBanco(db, token, policy, now, cache));
  return daMemoriaOuDoBanco(db, token, policy, now, cache);
}

function daMemoriaOuDoBanco(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now: number,
  cache?: SessionCache,
): SessaoEncontrada {
  // A cached entry also saves hashing the token again.
  const entry = cache?.get(token);
  return entry ? emVigor(db, entry, policy, now) : doBanco(db, token, policy, now, cache);
}

async function doBanco(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
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
  return emVigor(db, entry, policy, now);
}

/** The entry's user while within its limits (used again at most once a minute), else null with the session gone. */
function emVigor(
  db: Kysely<Database>,
  entry: SessionEntry,
  policy: SessionPolicy,
  now: number,
): SessaoEncontrada {
  const { tokenHash } = entry.user;
  const expired = now - entry.usada_em > policy.idleMs || now - entry.criada_em > policy.maxMs;
  if (expired) return deleteSession(db, tokenHash).then(() => null);
  if (now - entry.usada_em > TOUCH_EVERY_MS) {
    return db
      .updateTable('sessao')
      .set({ usada_em: now })
      .where('token_hash', '=', tokenHash)
      .execute()
      .then(() => entry.user);
  }
  return entry.user;
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

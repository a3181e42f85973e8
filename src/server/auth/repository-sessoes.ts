// The statements of the server-side sessions (sessions.ts): a new session, the lookup by
// the token's hash (prepared once per database: the access guard's hot path), the
// last-use mark, a logout and the purge of expired sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';

/** How long a session lasts: unused (`idleMs`) and at all (`maxMs`). */
export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

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
export function lookup(db: Kysely<Database>, tokenHash: string) {
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

/** Marks the session used at `now`. */
export function usadaAgora(db: Kysely<Database>, tokenHash: string, now: number) {
  return db.updateTable('sessao').set({ usada_em: now }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessao').where('token_hash', '=', tokenHash).execute();
}

/** Drops every session past its limits; run at boot and now and then. */
export async function purgeSessions(db: Kysely<Database>, limits: SessionLimits, now = Date.now()) {
  await db
    .deleteFrom('sessao')
    .where((eb) =>
      eb.or([eb('usada_em', '<', now - limits.idleMs), eb('criada_em', '<', now - limits.maxMs)]),
    )
    .execute();
}

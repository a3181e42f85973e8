// Login throttling with a growing delay, kept in the database so every app
// instance sees the same counts. Two counts, each answered 429 when it is too early:
// - one account from one client address: after `freeFails` failures, each further
//   try waits `firstDelayMs`, then twice that after every new failure, up to
//   `maxDelayMs`. Failures elsewhere never slow this pair down, so nobody can lock
//   the real user (the club's administrator, say) out of their account;
// - one address over all accounts (one address trying many): the same, after
//   `freeFailsAddress` failures.
// A count is forgotten after `forgetMs` without a new try. A try takes its place
// in both counts (one atomic statement each) before the password is checked, so
// parallel requests cannot slip past a count; a successful login gives its places
// back. A row of `tentativa_login` is one count: `falhas` tries (failed or under
// way) and `inicio_janela`, the time of the latest, from which the wait runs.
import { createHash } from 'node:crypto';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import type { Env } from '#server/env.ts';

export interface ThrottlePolicy {
  freeFails: number;
  freeFailsAddress: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** The policy the settings give (LOGIN_*): the login and the account's current-password check share it. */
export function politicaDeTentativas(env: Env): ThrottlePolicy {
  return {
    freeFails: env.LOGIN_FREE_FAILS,
    freeFailsAddress: env.LOGIN_FREE_FAILS_ADDRESS,
    firstDelayMs: env.LOGIN_DELAY_SECONDS * 1000,
    maxDelayMs: env.LOGIN_MAX_DELAY_MINUTES * 60_000,
    forgetMs: env.LOGIN_FORGET_HOURS * 3_600_000,
  };
}

/** One account from one address; hashed, so the table holds no e-mail and keys stay short. */
const pairKey = (usuario: string, ip: string) =>
  `par:${createHash('sha256').update(`${ip}\n${usuario}`).digest('hex')}`;
const addressKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

/** The wait before the next try, after `tries` counted tries. */
export function delayAfter(policy: ThrottlePolicy, free: number, tries: number): number {
  if (tries < free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (tries - free), policy.maxDelayMs);
}

/**
 * The SQL test "a try is allowed now" on a row: forgotten, or under the free
 * tries, or its wait is over. The wait is a step per count until it reaches the
 * cap, each step compared with a precomputed time (plain parameters on both databases).
 */
function allowedNow(policy: ThrottlePolicy, free: number, now: number): Expression<SqlBool> {
  const falhas = sql.ref('tentativa_login.falhas');
  const ultima = sql.ref('tentativa_login.inicio_janela');
  const cases = [sql`${ultima} <= ${now - policy.forgetMs}`, sql`${falhas} < ${free}`];
  for (let tries = free; ; tries++) {
    const wait = delayAfter(policy, free, tries);
    if (wait >= policy.maxDelayMs || tries - free > 40) {
      cases.push(sql`(${falhas} >= ${tries} and ${ultima} <= ${now - wait})`);
      break;
    }
    cases.push(sql`(${falhas} = ${tries} and ${ultima} <= ${now - wait})`);
  }
  return sql<SqlBool>`(${sql.join(cases, sql` or `)})`;
}

/** Takes a place in one count; false when it is too early. */
async function take(db: Kysely<Database>, policy: ThrottlePolicy, chave: string, free: number, now: number) {
  const row = await db
    .insertInto('tentativa_login')
    .values({ chave, falhas: 1, inicio_janela: now })
    .onConflict((oc) =>
      oc
        .column('chave')
        .doUpdateSet({
          falhas: sql`case when tentativa_login.inicio_janela <= ${now - policy.forgetMs} then 1 else tentativa_login.falhas + 1 end`,
          inicio_janela: now,
        })
        .where(allowedNow(policy, free, now)),
    )
    .returning('falhas')
    .executeTakeFirst();
  return row !== undefined;
}

async function giveBack(db: Kysely<Database>, chave: string) {
  await db
    .updateTable('tentativa_login')
    .set((eb) => ({ falhas: eb('falhas', '-', 1) }))
    .where('chave', '=', chave)
    .where('falhas', '>', 0)
    .execute();
}

/** How long until a try is allowed again (at least a second), for Retry-After. */
async function waitLeft(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  usuario: string,
  ip: string,
  now: number,
) {
  const rows = await db
    .selectFrom('tentativa_login')
    .select(['chave', 'falhas', 'inicio_janela'])
    .where('chave', 'in', [pairKey(usuario, ip), addressKey(ip)])
    .execute();
  let wait = 1000;
  for (const r of rows) {
    const free = r.chave.startsWith('ip:') ? policy.freeFailsAddress : policy.freeFails;
    wait = Math.max(wait, Number(r.inicio_janela) + delayAfter(policy, free, r.falhas) - now);
  }
  return wait;
}

/**
 * Counts a login try of `usuario` from `ip` before its password is checked.
 * Answers `{ ok: false, retryAfterMs }` when it is too early for this pair or
 * this address (nothing is counted then).
 */
export async function beginAttempt(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  usuario: string,
  ip: string,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  if (await take(db, policy, addressKey(ip), policy.freeFailsAddress, now)) {
    if (await take(db, policy, pairKey(usuario, ip), policy.freeFails, now)) return { ok: true };
    await giveBack(db, addressKey(ip));
  }
  return { ok: false, retryAfterMs: await waitLeft(db, policy, usuario, ip, now) };
}

/** A successful login: the pair starts over, and the address's count loses this try. */
export async function attemptSucceeded(db: Kysely<Database>, usuario: string, ip: string) {
  await db.deleteFrom('tentativa_login').where('chave', '=', pairKey(usuario, ip)).execute();
  await giveBack(db, addressKey(ip));
}

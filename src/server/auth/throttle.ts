// Failed-login throttling, per account and per address, kept in the database so
// every app instance sees the same counts. A window expires by itself: the real
// user is slowed down for at most one window, never locked out for good.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables.ts';

export interface ThrottlePolicy {
  windowMs: number;
  maxPerAccount: number;
  maxPerAddress: number;
}

const accountKey = (usuario: string) => `conta:${usuario.slice(0, 254)}`;
const addressKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

export async function isThrottled(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  usuario: string,
  ip: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db
    .selectFrom('tentativa_login')
    .select(['chave', 'falhas'])
    .where('chave', 'in', [accountKey(usuario), addressKey(ip)])
    .where('inicio_janela', '>', now - policy.windowMs)
    .execute();
  return rows.some((r) =>
    r.chave.startsWith('conta:') ? r.falhas >= policy.maxPerAccount : r.falhas >= policy.maxPerAddress,
  );
}

export async function recordFailure(
  db: Kysely<Database>,
  policy: ThrottlePolicy,
  usuario: string,
  ip: string,
  now = Date.now(),
) {
  const cutoff = now - policy.windowMs;
  for (const chave of [accountKey(usuario), addressKey(ip)]) {
    await db
      .insertInto('tentativa_login')
      .values({ chave, falhas: 1, inicio_janela: now })
      .onConflict((oc) =>
        oc.column('chave').doUpdateSet({
          falhas: sql`case when tentativa_login.inicio_janela <= ${cutoff} then 1 else tentativa_login.falhas + 1 end`,
          inicio_janela: sql`case when tentativa_login.inicio_janela <= ${cutoff} then ${now} else tentativa_login.inicio_janela end`,
        }),
      )
      .execute();
  }
}

export async function clearAccount(db: Kysely<Database>, usuario: string) {
  await db.deleteFrom('tentativa_login').where('chave', '=', accountKey(usuario)).execute();
}

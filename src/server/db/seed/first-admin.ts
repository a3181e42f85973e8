// On an empty database, creates the first administrator. Later starts never
// touch existing users.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Database } from '#server/db/tables.ts';
import type { Env } from '#server/env.ts';

export async function ensureFirstAdmin(
  db: Kysely<Database>,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const anyUser = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('senha_pessoa', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (anyUser) return { created: false };

  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const senha = await hashPassword(env.ADMIN_PASSWORD ?? generatedPassword!);
  await db
    .insertInto('pessoa')
    .values({
      nome_pessoa: env.ADMIN_NAME,
      email_pessoa: env.ADMIN_EMAIL.toLowerCase(),
      senha_pessoa: senha,
      adm: 1,
    })
    .execute();
  return { created: true, generatedPassword };
}

// On an empty database, creates the first administrator. Later starts never
// touch existing users. A password the server generates (ADMIN_PASSWORD not given)
// is printed once and must be changed at the first login (pessoa.troca_senha); one
// given in the environment was chosen by whoever runs the club, and is kept.
import type { Kysely } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import { gerarSenhaTemporaria } from '#server/auth/senha-temporaria.ts';
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

  const generatedPassword = env.ADMIN_PASSWORD ? undefined : gerarSenhaTemporaria();
  const senha = await hashPassword(env.ADMIN_PASSWORD ?? generatedPassword!);
  await db
    .insertInto('pessoa')
    .values({
      nome_pessoa: env.ADMIN_NAME,
      email_pessoa: env.ADMIN_EMAIL.toLowerCase(),
      senha_pessoa: senha,
      adm: 1,
      troca_senha: generatedPassword ? 1 : 0,
    })
    .execute();
  return { created: true, generatedPassword };
}

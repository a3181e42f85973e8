// On an empty database, creates the first administrator. Later starts never
// touch existing users. A password the server generates (ADMIN_PASSWORD not given)
// is printed once and must be changed at the first login (pessoa.troca_senha); one
// given in the environment was chosen by whoever runs the club, and is kept, but only
// when it passes the same strength rule as every password a person sets
// (#shared/rules/senha-forte.ts): a weak one stops the start, saying what to do.
import type { Kysely } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import { gerarSenhaTemporaria } from '#server/auth/senha-temporaria.ts';
import type { Database } from '#server/db/tables.ts';
import type { Env } from '#server/env.ts';
import { avaliarSenha, entradasDaPessoa } from '#shared/rules/senha-forte.ts';

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

  if (env.ADMIN_PASSWORD) {
    const r = await avaliarSenha(env.ADMIN_PASSWORD, entradasDaPessoa(env.ADMIN_NAME, env.ADMIN_EMAIL));
    if (!r.aceita) {
      throw new Error(
        `ADMIN_PASSWORD fraca para o primeiro administrador: ${r.explicacao} ` +
          'Escolha uma senha mais forte em ADMIN_PASSWORD, ou deixe-a vazia para que uma senha seja gerada ' +
          'e mostrada uma vez (ela deverá ser trocada no primeiro acesso).',
      );
    }
  }
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

// Process entry: check the environment, migrate, ensure an administrator, listen.
// Only what must hold before the first answer runs before listen: the database is
// migrated (skipped when already current) and has an administrator. The session
// purge waits until the server is listening (findSession refuses expired
// sessions by itself).
import { buildApp } from './app';
import { purgeSessions } from './auth/repository-sessoes';
import { connect } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { loadEnv } from './env';
import { ignoreClosedOutput } from './logging';
import { encerrarAoSinal } from './shutdown';

async function main() {
  ignoreClosedOutput();
  const env = loadEnv();
  const database = connect(env.DATABASE_URL);
  // Migrations and the first administrator, once even when instances start together.
  const admin = await prepareDatabase(database, env);
  if (admin.created) {
    console.info(`Administrador criado: ${env.ADMIN_EMAIL}`);
    if (admin.generatedPassword) {
      console.info(
        `Senha gerada (mostrada só agora; uma nova será pedida no primeiro acesso): ${admin.generatedPassword}`,
      );
    }
  }

  const app = await buildApp({ env, database, emissaoAutomatica: true, entregaAutomatica: true });

  encerrarAoSinal({ app, database, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  console.info(`Estocada em ${address.replace('0.0.0.0', 'localhost')} (${database.dialect})`);

  const limits = { idleMs: env.SESSION_IDLE_HOURS * 3_600_000, maxMs: env.SESSION_MAX_DAYS * 86_400_000 };
  const purge = () => void purgeSessions(database.db, limits).catch((err) => app.log.error(err));
  setTimeout(purge, 1_000).unref();
  setInterval(purge, 3_600_000).unref();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

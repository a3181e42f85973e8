// npm run seed:demo — migrates, ensures the first administrator, fills a demo club.
import { randomBytes } from 'node:crypto';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { seedDemo } from './demo';
import { ensureFirstAdmin } from './first-admin';

const env = loadEnv();
const database = connect(env.DATABASE_URL);
try {
  await migrateToLatest(database.db, database.schema);
  const admin = await ensureFirstAdmin(database.db, env);
  if (admin.generatedPassword)
    console.info(`Administrador ${env.ADMIN_EMAIL}, senha: ${admin.generatedPassword}`);
  const senhaProfessores = process.env.DEMO_PASSWORD ?? randomBytes(9).toString('base64url');
  await seedDemo(database.db, { senhaProfessores, hoje: hojeNoFuso(env.TZ_CLUB) });
  console.info('Clube de demonstração criado.');
  console.info(
    `Professores (senha ${senhaProfessores}): professor@estocada.local, marina@estocada.local, ...`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

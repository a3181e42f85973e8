// npm run seed:scale — migrates and fills a large club for the benchmarks.
// DATABASE_URL picks the database (default: the SQLite file data/escala.db, so the
// app's own data/estocada.db is never filled by accident). SCALE_ALUNOS etc. shrink it.

import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { SCALE_DEFAULTS, SCALE_USERS, seedScale } from './scale';

export const SCALE_DATABASE_URL = 'data/escala.db';

const env = parseEnv({ ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? SCALE_DATABASE_URL });
const num = (name: string, fallback: number) => {
  const v = process.env[name];
  return v ? Number(v) : fallback;
};
const database = connect(env.DATABASE_URL);
const started = Date.now();
try {
  await migrateToLatest(database.db, database.schema);
  const existing = await database.db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('email_pessoa', '=', SCALE_USERS.admin)
    .executeTakeFirst();
  if (existing) {
    console.info(`O clube de escala já existe em ${env.DATABASE_URL}; nada a fazer.`);
  } else {
    await seedScale(database.db, {
      alunos: num('SCALE_ALUNOS', SCALE_DEFAULTS.alunos),
      unidades: num('SCALE_UNIDADES', SCALE_DEFAULTS.unidades),
      professores: num('SCALE_PROFESSORES', SCALE_DEFAULTS.professores),
      turmas: num('SCALE_TURMAS', SCALE_DEFAULTS.turmas),
      semanas: num('SCALE_SEMANAS', SCALE_DEFAULTS.semanas),
      cadaSemanas: num('SCALE_CADA_SEMANAS', SCALE_DEFAULTS.cadaSemanas),
      senha: process.env.SCALE_PASSWORD ?? 'senha-escala-2026',
      hoje: hojeNoFuso(env.TZ_CLUB),
      log: (line) => console.info(`  ${line}`),
    });
    console.info(
      `Clube de escala criado em ${env.DATABASE_URL} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    console.info(`Usuários: ${SCALE_USERS.admin} e ${SCALE_USERS.professor} (senha em SCALE_PASSWORD).`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

// npm run db:migrate (on PostgreSQL under the same advisory lock as a starting server).
import { loadEnv } from '#server/env.ts';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import { underStartLock } from './prepare';

const env = loadEnv();
const database = connect(env.DATABASE_URL);
await underStartLock(database, () => migrateToLatest(database.db, database.schema));
await database.close();
console.info(`Banco migrado (${database.dialect}).`);

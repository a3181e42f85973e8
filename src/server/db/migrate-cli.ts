// npm run db:migrate
import { loadEnv } from '#server/env.ts';
import { connect } from './connect';
import { migrateToLatest } from './migrate';

const env = loadEnv();
const database = connect(env.DATABASE_URL);
await migrateToLatest(database.db, database.schema);
await database.close();
console.info(`Banco migrado (${database.dialect}).`);

// npm run backup [file] — a backup of the database named by DATABASE_URL, taken while
// the server keeps serving: backups/estocada-YYYYMMDD-HHMMSS.db (SQLite) or .dump
// (PostgreSQL, pg_dump's custom format) unless a file is named.
import { loadEnv } from '#server/env.ts';
import { fazerBackup, nomeDoBackup } from './backup';

const env = loadEnv();
const destino = process.argv[2] ?? nomeDoBackup(env.DATABASE_URL);
try {
  await fazerBackup(env.DATABASE_URL, destino);
  console.info(`Backup em ${destino}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}

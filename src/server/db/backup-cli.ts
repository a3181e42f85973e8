// npm run backup [file] — a backup of the database named by DATABASE_URL, taken while
// the server keeps serving: backups/estocada-YYYYMMDD-HHMMSS.db (SQLite) or .dump
// (PostgreSQL, pg_dump's custom format) unless a file is named. With BACKUP_KEY the file
// is encrypted (AES-256-GCM, backup-cifra.ts) and named with `.enc`; without it, the
// backup is written as before, with a warning.
import { loadEnv } from '#server/env.ts';
import { fazerBackup, nomeDoBackup } from './backup';

const env = loadEnv();
const chave = env.BACKUP_KEY;
const destino = process.argv[2] ?? nomeDoBackup(env.DATABASE_URL, new Date(), '', chave !== undefined);
try {
  await fazerBackup(env.DATABASE_URL, destino, chave);
  console.info(`Backup em ${destino}${chave ? ' (cifrado com BACKUP_KEY)' : ''}`);
  if (!chave)
    console.warn(
      'Aviso: BACKUP_KEY não está definida, então o backup foi gravado sem cifra: quem tiver o arquivo lê ' +
        'os dados pessoais dos alunos e responsáveis. Defina BACKUP_KEY (veja o README, "Backup and restore").',
    );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}

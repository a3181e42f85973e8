// npm run restore <file> — replaces the database named by DATABASE_URL with a backup made
// by npm run backup. Stop the server first (it refuses while the database is in use);
// what the database held is saved first as backups/estocada-antes-da-restauracao-…
// (encrypted too when BACKUP_KEY is set). An encrypted backup needs BACKUP_KEY, the key it
// was made with: a wrong key or a changed file is refused (exit code 1), nothing restored.
import { loadEnv } from '#server/env.ts';
import { nomeDoBackup, restaurar } from './backup';
import { migrationsCurrentAt } from './migrations-current';

const env = loadEnv();
const backup = process.argv[2];
if (!backup) {
  console.error('Uso: npm run restore <arquivo do backup>');
  process.exit(1);
}
try {
  const chave = env.BACKUP_KEY;
  const antes = nomeDoBackup(env.DATABASE_URL, new Date(), 'antes-da-restauracao-', chave !== undefined);
  const salvo = await restaurar(env.DATABASE_URL, backup, antes, chave);
  console.info(`Restaurado de ${backup}.`);
  if (salvo) console.info(`O que o banco tinha antes ficou em ${salvo}.`);
  if (!(await migrationsCurrentAt(env.DATABASE_URL))) {
    console.info('O backup é de outra versão: o servidor migra o banco ao iniciar.');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}

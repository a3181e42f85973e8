// Backup and restore of the database named by DATABASE_URL (npm run backup / restore;
// README "Backup and restore").
//
// SQLite: SQLite's online backup API (better-sqlite3's db.backup) copies the file while
// the server keeps serving. The copy is taken in one step, inside one read transaction:
// in WAL mode readers never block writers, and the snapshot holds every write committed
// before it began. The copy is then made a self-contained file (no -wal) and checked with
// PRAGMA integrity_check. A restore refuses while a server holds the file, keeps a copy
// of the current file first, and writes the backup in through the same API.
//
// PostgreSQL: pg_dump's custom format (one consistent snapshot, taken while the server
// serves) and pg_restore --clean --if-exists --single-transaction (all or nothing). The
// password goes to the tools in PGPASSWORD, never on their command line.
//
// With BACKUP_KEY (`chave`) the file is encrypted (backup-cifra.ts): the copy is taken into
// a temporary file beside the destination, encrypted into the destination, and deleted. A
// restore decrypts into a private temporary directory and restores from there only once the
// file proved authentic; a wrong key or a changed file touches nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { cifrarArquivo, decifrarArquivo, ehCifrado, RecusaDoBackup } from './backup-cifra';
import { isPostgresUrl } from './connect';

/**
 * `backups/estocada-YYYYMMDD-HHMMSS.db` (`.dump` for PostgreSQL), in local time; `.enc`
 * after it when encrypted.
 */
export function nomeDoBackup(url: string, agora = new Date(), rotulo = '', cifrado = false): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const carimbo =
    `${agora.getFullYear()}${p(agora.getMonth() + 1)}${p(agora.getDate())}-` +
    `${p(agora.getHours())}${p(agora.getMinutes())}${p(agora.getSeconds())}`;
  return `backups/estocada-${rotulo}${carimbo}.${isPostgresUrl(url) ? 'dump' : 'db'}${cifrado ? '.enc' : ''}`;
}

/** A backup of the database at `url` into the new file `destino`; encrypted under `chave` (BACKUP_KEY) when given. */
export async function fazerBackup(url: string, destino: string, chave?: string): Promise<void> {
  if (existsSync(destino)) throw new Error(`${destino} já existe; escolha outro nome.`);
  mkdirSync(dirname(resolve(destino)), { recursive: true });
  if (!chave) return copiar(url, destino);
  const claro = `${destino}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await copiar(url, claro);
    await cifrarArquivo(claro, destino, chave);
  } catch (err) {
    await rm(destino, { force: true });
    throw err;
  } finally {
    await rm(claro, { force: true });
  }
}

async function copiar(url: string, destino: string) {
  if (isPostgresUrl(url)) await ferramentaPg('pg_dump', url, ['--format=custom', `--file=${destino}`]);
  else await backupSqlite(arquivoSqlite(url), destino);
}

/**
 * Restores `backup` into the database at `url`, after saving what it holds now
 * (`antes`, a new backup file, encrypted under `chave` when given; answered when it was
 * written). Refuses while a server is using that database. An encrypted backup needs
 * the key it was made with (RecusaDoBackup otherwise, nothing changed).
 */
export async function restaurar(
  url: string,
  backup: string,
  antes: string,
  chave?: string,
): Promise<string | null> {
  if (!existsSync(backup)) throw new Error(`${backup} não existe.`);
  if (!(await ehCifrado(backup))) return restaurarArquivo(url, backup, antes, chave);
  if (!chave)
    throw new RecusaDoBackup(
      `${backup} é cifrado: defina BACKUP_KEY com a chave com que ele foi feito. Nada foi restaurado.`,
    );
  const dir = await mkdtemp(join(tmpdir(), 'estocada-restauracao-'));
  try {
    const claro = join(dir, isPostgresUrl(url) ? 'backup.dump' : 'backup.db');
    await decifrarArquivo(backup, claro, chave);
    return await restaurarArquivo(url, claro, antes, chave);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function restaurarArquivo(url: string, backup: string, antes: string, chave?: string) {
  if (isPostgresUrl(url)) {
    await exigirPostgresLivre(url);
    await fazerBackup(url, antes, chave);
    await ferramentaPg('pg_restore', url, [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      backup,
    ]);
    return antes;
  }
  const alvo = arquivoSqlite(url);
  if (resolve(alvo) === resolve(backup)) throw new Error('O backup e o banco são o mesmo arquivo.');
  const problemas = integridadeSqlite(backup);
  if (problemas !== 'ok') throw new Error(`${backup} está danificado: ${problemas}`);
  const existia = existsSync(alvo);
  if (existia) {
    if (sqliteEmUso(alvo)) {
      throw new Error(`${alvo} está em uso: pare o servidor antes de restaurar.`);
    }
    await fazerBackup(url, antes, chave);
  } else {
    mkdirSync(dirname(resolve(alvo)), { recursive: true });
  }
  const origem = abrirSomenteLeitura(backup);
  try {
    await origem.backup(alvo, { progress: () => TUDO_DE_UMA_VEZ });
  } finally {
    origem.close();
  }
  const depois = integridadeSqlite(alvo);
  if (depois !== 'ok') throw new Error(`${alvo} ficou danificado após a restauração: ${depois}`);
  return existia ? antes : null;
}

// ---- SQLite ------------------------------------------------------------------------------

/** better-sqlite3 steps: after the first (0 pages), copy every page in one step. */
const TUDO_DE_UMA_VEZ = 0x7fffffff;

function arquivoSqlite(url: string): string {
  return url.replace(/^file:/, '');
}

async function backupSqlite(origem: string, destino: string) {
  if (!existsSync(origem)) throw new Error(`${origem} não existe.`);
  const db = new SQLite(origem, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // One step: one read transaction, so the copy is one snapshot (with several steps a
    // write in between would restart the copy, forever under a steady load).
    await db.backup(destino, { progress: () => TUDO_DE_UMA_VEZ });
  } finally {
    db.close();
  }
  // A file that stands alone: rollback journal, nothing in a -wal beside it.
  const copia = new SQLite(destino, { fileMustExist: true });
  try {
    copia.pragma('journal_mode = DELETE');
  } finally {
    copia.close();
  }
  const problemas = integridadeSqlite(destino);
  if (problemas !== 'ok') throw new Error(`A cópia ${destino} não passou na verificação: ${problemas}`);
}

function abrirSomenteLeitura(file: string) {
  try {
    return new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    return new SQLite(file, { fileMustExist: true }); // a WAL-mode file needs to write its -shm
  }
}

/** `PRAGMA integrity_check`: 'ok', or the problems it lists. */
export function integridadeSqlite(file: string): string {
  const db = abrirSomenteLeitura(file);
  try {
    const linhas = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    return linhas.map((l) => l.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/**
 * True when another connection (a running server) has the file open. In WAL mode each
 * open connection holds a shared lock on the -shm file, so an exclusive lock cannot be
 * had while one exists, even when it is idle.
 */
function sqliteEmUso(file: string): boolean {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw err;
  } finally {
    db.close();
  }
}

// ---- PostgreSQL --------------------------------------------------------------------------

/** Runs pg_dump / pg_restore against `url`; the password travels in PGPASSWORD. */
function ferramentaPg(ferramenta: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const u = new URL(url);
  const senha = decodeURIComponent(u.password);
  u.password = '';
  return new Promise((ok, falha) => {
    const proc = spawn(ferramenta, [`--dbname=${u.toString()}`, ...args], {
      env: { ...process.env, ...(senha ? { PGPASSWORD: senha } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let erros = '';
    proc.stderr.on('data', (c) => {
      erros += c;
    });
    proc.once('error', (err: NodeJS.ErrnoException) =>
      falha(
        err.code === 'ENOENT'
          ? new Error(
              `${ferramenta} não foi encontrado: instale o cliente do PostgreSQL (pacote postgresql-client), ` +
                'da mesma versão do servidor ou mais nova.',
            )
          : err,
      ),
    );
    proc.once('close', (code) =>
      code === 0 ? ok() : falha(new Error(`${ferramenta} terminou com código ${code}:\n${erros.trim()}`)),
    );
  });
}

/** Refuses while another session (a running server) is connected to the database. */
async function exigirPostgresLivre(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows[0].n > 0) {
      throw new Error(
        `O banco ${client.database} tem ${rows[0].n} conexão(ões) abertas: pare o servidor antes de restaurar.`,
      );
    }
  } finally {
    await client.end();
  }
}

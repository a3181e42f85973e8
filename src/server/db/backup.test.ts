// npm run backup / npm run restore (src/server/db/backup-cli.ts, restore-cli.ts), run
// as processes against a database of its own while the app writes to it: the backup
// holds every attendance send acknowledged before it began, passes integrity_check,
// and restores into a new database that the app can open. A restore refuses while
// the database is in use. PostgreSQL: needs pg_dump and pg_restore on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { connect, type Db } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';
import { dialect } from '#server/test/app.ts';
import { type BancoProprio, bancoProprio, prepararBanco } from '#server/test/banco-proprio.ts';
import { envio, enviosFaltando, type TurmaComChamadas, turmaComChamadas } from '#server/test/chamadas.ts';
import { processoCompilado } from '#server/test/processo-compilado.ts';
import { integridadeSqlite } from './backup';
import { migrationsCurrentAt } from './migrations-current';

const ADMIN = { usuario: 'admin@backup.local', senha: 'senha-do-backup' };

const semFerramentas =
  dialect === 'postgres' &&
  ['pg_dump', 'pg_restore'].some((f) => spawnSync(f, ['--version']).status !== 0) &&
  'pg_dump and pg_restore (PostgreSQL client tools) are not on PATH';

/** Runs a CLI of src/server/db (bundled) with DATABASE_URL, in `cwd`; resolves its exit code and output. */
async function cli(
  nome: 'backup-cli' | 'restore-cli',
  url: string,
  args: string[],
  cwd: string,
  extra: Record<string, string> = {},
) {
  const programa = await processoCompilado(nome);
  return new Promise<{ code: number | null; saida: string }>((ok) => {
    const proc = spawn(process.execPath, [programa, ...args], {
      cwd,
      env: { PATH: process.env.PATH, DATABASE_URL: url, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    proc.stdout.on('data', (c) => {
      saida += c;
    });
    proc.stderr.on('data', (c) => {
      saida += c;
    });
    proc.once('close', (code) => ok({ code, saida }));
  });
}

/** The app serving `url`, with an administrator's session cookie. */
async function appEm(url: string) {
  const database = connect(url);
  await database.db
    .insertInto('pessoa')
    .values({
      nome_pessoa: 'Admin',
      email_pessoa: ADMIN.usuario,
      senha_pessoa: await hashPassword(ADMIN.senha),
      adm: 1,
    })
    .execute();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const app = await buildApp({ env, database, clientDir: '/nonexistent' });
  const login = await app.inject({ method: 'POST', url: '/login', payload: ADMIN });
  expect(login.statusCode).toBe(200);
  const cookie = `estocada_sessao=${login.cookies.find((c) => c.name === 'estocada_sessao')!.value}`;
  return { app, database, cookie };
}

/** Attendance sends, several at a time, until stopped: the indices answered 200, in order. */
function cargaDeEscrita(app: Awaited<ReturnType<typeof appEm>>, turma: TurmaComChamadas) {
  const confirmados: number[] = [];
  let proximo = 0;
  let parar = false;
  const trabalhador = async () => {
    while (!parar && proximo < turma.chamadas.length) {
      const i = proximo++;
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/chamada/enviar',
        headers: { cookie: app.cookie },
        payload: envio(turma, i),
      });
      expect(res.statusCode).toBe(200);
      confirmados.push(i);
    }
  };
  const fim = Promise.all(Array.from({ length: 6 }, trabalhador));
  return {
    confirmados,
    async ate(n: number) {
      while (confirmados.length < n) await new Promise((ok) => setTimeout(ok, 20));
    },
    parar: async () => {
      parar = true;
      await fim;
    },
  };
}

let banco: BancoProprio;
let dir: string;
let abertos: Db[] = [];
beforeEach(async () => {
  banco = await bancoProprio();
  dir = mkdtempSync(join(tmpdir(), 'estocada-backup-'));
});
afterEach(async () => {
  for (const d of abertos) await d.close();
  abertos = [];
  await banco.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(semFerramentas)('npm run backup / restore', { timeout: 120_000 }, () => {
  it('backs up while the app writes: every write acknowledged before it began is restored', async () => {
    const turma = await prepararBanco(banco.url, (db) => turmaComChamadas(db, 3_000));
    const servidor = await appEm(banco.url);
    abertos.push(servidor.database);
    const carga = cargaDeEscrita(servidor, turma);
    await carga.ate(30);

    const antesDoBackup = [...carga.confirmados];
    const arquivo = join(dir, dialect === 'postgres' ? 'copia.dump' : 'copia.db');
    const backup = await cli('backup-cli', banco.url, [arquivo], dir);
    const duranteOBackup = carga.confirmados.length - antesDoBackup.length;
    await carga.parar();
    expect(backup.code, backup.saida).toBe(0);
    expect(backup.saida).toContain(arquivo);
    // The app kept writing while the backup ran.
    expect(duranteOBackup).toBeGreaterThan(0);
    if (dialect === 'sqlite') {
      expect(integridadeSqlite(arquivo)).toBe('ok');
      expect(existsSync(`${arquivo}-wal`)).toBe(false);
    }

    const novo = await banco.outro();
    const restauracao = await cli('restore-cli', novo, [arquivo], dir);
    expect(restauracao.code, restauracao.saida).toBe(0);
    if (dialect === 'sqlite') expect(integridadeSqlite(novo)).toBe('ok');
    expect(await migrationsCurrentAt(novo)).toBe(true);

    const restaurado = connect(novo);
    abertos.push(restaurado);
    expect(await enviosFaltando(restaurado.db, turma, antesDoBackup)).toEqual([]);
    // The restored database serves: the app opens it and reads a sheet back.
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: novo }),
      database: restaurado,
      clientDir: '/nonexistent',
    });
    const login = await app.inject({ method: 'POST', url: '/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    await app.close();
  });

  it('names the file backups/estocada-YYYYMMDD-HHMMSS when none is given', async () => {
    await prepararBanco(banco.url, async () => {});
    const backup = await cli('backup-cli', banco.url, [], dir);
    expect(backup.code, backup.saida).toBe(0);
    const [arquivo] = readdirSync(join(dir, 'backups'));
    expect(arquivo).toMatch(
      dialect === 'postgres' ? /^estocada-\d{8}-\d{6}\.dump$/ : /^estocada-\d{8}-\d{6}\.db$/,
    );
  });

  it('refuses to restore while the database is in use, and changes nothing', async () => {
    const turma = await prepararBanco(banco.url, (db) => turmaComChamadas(db, 5));
    const arquivo = join(dir, dialect === 'postgres' ? 'copia.dump' : 'copia.db');
    expect((await cli('backup-cli', banco.url, [arquivo], dir)).code).toBe(0);

    const servidor = await appEm(banco.url); // holds the database, as a running server does
    abertos.push(servidor.database);
    const res = await servidor.app.inject({
      method: 'POST',
      url: '/api/chamada/enviar',
      headers: { cookie: servidor.cookie },
      payload: envio(turma, 0),
    });
    expect(res.statusCode).toBe(200);
    const restauracao = await cli('restore-cli', banco.url, [arquivo], dir);
    expect(restauracao.code).toBe(1);
    expect(restauracao.saida).toContain('pare o servidor antes de restaurar');
    // The send made after the backup is still there.
    expect(await enviosFaltando(servidor.database.db, turma, [0])).toEqual([]);
    expect(existsSync(join(dir, 'backups'))).toBe(false);
  });
});

describe.skipIf(semFerramentas)('npm run backup / restore with BACKUP_KEY', { timeout: 120_000 }, () => {
  const CHAVE = { BACKUP_KEY: 'frase-do-cofre-do-clube-2026' };

  it('writes an encrypted file that restores with the key; a wrong key or a changed file restores nothing', async () => {
    const turma = await prepararBanco(banco.url, (db) => turmaComChamadas(db, 5));
    const servidor = await appEm(banco.url);
    const res = await servidor.app.inject({
      method: 'POST',
      url: '/api/chamada/enviar',
      headers: { cookie: servidor.cookie },
      payload: envio(turma, 0),
    });
    expect(res.statusCode).toBe(200);
    await servidor.app.close();
    await servidor.database.close();

    const backup = await cli('backup-cli', banco.url, [], dir, CHAVE);
    expect(backup.code, backup.saida).toBe(0);
    expect(backup.saida).not.toContain('Aviso');
    const [nome] = readdirSync(join(dir, 'backups'));
    expect(nome).toMatch(
      dialect === 'postgres' ? /^estocada-\d{8}-\d{6}\.dump\.enc$/ : /^estocada-\d{8}-\d{6}\.db\.enc$/,
    );
    const arquivo = join(dir, 'backups', nome);
    const bytes = readFileSync(arquivo);
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('ESTOCBK');
    // Neither the format's own signature nor the administrator's e-mail is readable in it.
    expect(bytes.includes(Buffer.from(dialect === 'postgres' ? 'PGDMP' : 'SQLite format 3'))).toBe(false);
    expect(bytes.includes(Buffer.from(ADMIN.usuario))).toBe(false);
    // Only the encrypted file is left (no decrypted copy beside it).
    expect(readdirSync(join(dir, 'backups'))).toEqual([nome]);

    const novo = await banco.outro();
    // Without the key, with a wrong key, with a changed byte: refused, exit 1, nothing restored.
    const semChave = await cli('restore-cli', novo, [arquivo], dir);
    expect(semChave.code).toBe(1);
    expect(semChave.saida).toContain('defina BACKUP_KEY');
    const errada = await cli('restore-cli', novo, [arquivo], dir, {
      BACKUP_KEY: 'outra-frase-qualquer-1234',
    });
    expect(errada.code).toBe(1);
    expect(errada.saida).toContain('BACKUP_KEY não é a chave com que este backup foi feito');
    const mexido = join(dir, 'mexido.enc');
    const copia = Buffer.from(bytes);
    copia[copia.length - 10] ^= 0x40;
    writeFileSync(mexido, copia);
    const adulterado = await cli('restore-cli', novo, [mexido], dir, CHAVE);
    expect(adulterado.code).toBe(1);
    expect(adulterado.saida).toContain('foi alterado ou está danificado');
    expect(await migrationsCurrentAt(novo)).toBe(false);

    const restauracao = await cli('restore-cli', novo, [arquivo], dir, CHAVE);
    expect(restauracao.code, restauracao.saida).toBe(0);
    expect(await migrationsCurrentAt(novo)).toBe(true);
    const restaurado = connect(novo);
    abertos.push(restaurado);
    expect(await enviosFaltando(restaurado.db, turma, [0])).toEqual([]);
  });

  it('without BACKUP_KEY writes the backup as before, with a warning', async () => {
    await prepararBanco(banco.url, async () => {});
    const arquivo = join(dir, dialect === 'postgres' ? 'copia.dump' : 'copia.db');
    const backup = await cli('backup-cli', banco.url, [arquivo], dir);
    expect(backup.code, backup.saida).toBe(0);
    expect(backup.saida).toContain('Aviso: BACKUP_KEY não está definida');
    expect(readFileSync(arquivo).subarray(0, 7).toString('latin1')).not.toBe('ESTOCBK');
  });
});

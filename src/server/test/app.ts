// Test harness: each call gives a fresh, migrated database (a temporary SQLite file
// copied from a migrated template, or, when TEST_DIALECT=postgres, a PostgreSQL database
// cloned from one or returned to its state after an earlier test: modelo-pg.ts) and an app.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '#server/app.ts';
import { type HashCost, hashPassword } from '#server/auth/passwords.ts';
import { connect, type Db } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import type { LogStream } from '#server/logging.ts';
import { FUSO_TESTE } from './fuso';
import { bancoDoModelo } from './modelo-pg';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export const ADMIN = { email: 'admin@teste.local', senha: 'senha-do-admin', nome: 'Ana Admin' };

/**
 * Test users' passwords: argon2id as in production, at a test-sized cost, each hashed
 * once per test file. Logins verify against the stored hash's own parameters, so
 * every login of a test user is cheap too; what the application hashes (a teacher
 * created through the API) still uses the production cost.
 */
const CUSTO_DE_TESTE: HashCost = { memoryCost: 256, timeCost: 1 };
const hashes = new Map<string, Promise<string>>();
function hashDeTeste(senha: string): Promise<string> {
  const feito = hashes.get(senha);
  if (feito !== undefined) return feito;
  const hash = hashPassword(senha, CUSTO_DE_TESTE);
  hashes.set(senha, hash);
  return hash;
}

/**
 * SQLite: the migrations run once per worker (per file where files are isolated) into
 * a template file; each test app starts from a copy of it (a file copy instead of every
 * migration). A copy needs no migrator run: this template is migrated here, and
 * PostgreSQL's is named after the migrations' text (modelo-pg.ts), so both are current.
 */
let modeloSqlite: Promise<string> | undefined;
function bancoModelo(): Promise<string> {
  modeloSqlite ??= (async () => {
    const arquivo = join(mkdtempSync(join(tmpdir(), 'estocada-modelo-')), 'modelo.db');
    const modelo = connect(arquivo);
    await migrateToLatest(modelo.db, modelo.schema);
    await modelo.close();
    process.once('exit', () => rmSync(dirname(arquivo), { recursive: true, force: true }));
    return arquivo;
  })();
  return modeloSqlite;
}

/**
 * `logStream`: the app's log lines (with LOG_LEVEL in `envOverrides`; silent by default).
 * `entregaAutomatica`: the outbox's worker runs as on the server (with SMTP_URL).
 */
export async function makeTestApp(
  envOverrides: Record<string, string> = {},
  { logStream, entregaAutomatica }: { logStream?: LogStream; entregaAutomatica?: boolean } = {},
) {
  let database: Db;
  let cleanup: () => Promise<void>;
  let url: string;
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for TEST_DIALECT=postgres');
    const banco = await bancoDoModelo(base);
    url = banco.url;
    database = connect(url, { schema: banco.schema, poolSize: 5 });
    cleanup = banco.devolver;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'estocada-test-'));
    url = join(dir, 'test.db');
    copyFileSync(await bancoModelo(), url);
    database = connect(url);
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: ':memory:',
    TZ_CLUB: FUSO_TESTE,
    ...envOverrides,
  });
  const app = await buildApp({ env, database, clientDir: '/nonexistent', logStream, entregaAutomatica });
  const db = database.db;

  /** Creates a person who can log in; with `professor` also the teacher row. */
  async function createUser(opts: {
    email: string;
    senha: string;
    nome: string;
    adm?: 0 | 1;
    professor?: boolean;
  }) {
    const { id_pessoa } = await db
      .insertInto('pessoa')
      .values({
        nome_pessoa: opts.nome,
        email_pessoa: opts.email,
        senha_pessoa: await hashDeTeste(opts.senha),
        adm: opts.adm ?? 0,
      })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    let id_professor: number | null = null;
    if (opts.professor) {
      ({ id_professor } = await db
        .insertInto('professor')
        .values({ id_professor: id_pessoa, id_pessoa, caminho_foto: null })
        .returning('id_professor')
        .executeTakeFirstOrThrow());
    }
    return { id_pessoa, id_professor };
  }

  /** Logs in and returns the Cookie header to send on later requests. */
  async function login(usuario: string, senha: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { usuario, senha } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'estocada_sessao');
    return `estocada_sessao=${cookie!.value}`;
  }

  const admin = await createUser({ ...ADMIN, adm: 1 });
  return {
    app,
    db,
    dialect,
    /** This app's DATABASE_URL, for a second connection (another instance) to the same database. */
    url,
    schema: database.schema,
    /** SQLite: the raw handle, for tests that write around the driver; null on PostgreSQL. */
    sqlite: database.sqlite ?? null,
    admin,
    createUser,
    login,
    loginAdmin: () => login(ADMIN.email, ADMIN.senha),
    async close() {
      await app.close();
      // Sessions still closing when the database is dropped are ended by the server.
      database.pool?.on('error', () => {});
      await database.close();
      await cleanup();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

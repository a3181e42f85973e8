// PostgreSQL test databases made from a migrated template, as SQLite's test apps
// start from a copied template file: cloning a database costs about a tenth of
// running every migration again in a new schema.
//
// - The template is a database named after the migrations' own text
//   (`estocada_modelo_<hash>`), migrated once into its schema `modelo`, then closed
//   to connections: every test run with the same migrations, in any process, clones
//   it; a changed migration gives a new name, so a template is never stale.
// - Each test app gets `create database … template …` and renames `modelo` to a
//   schema of its own, so names that carry the schema (the data versions' listening
//   connection) stay unique across test files running side by side.
// - Making a template drops the templates of other migrations; a run that loses its
//   template meanwhile makes it again.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

const PREFIXO = 'estocada_modelo_';
const ESQUEMA_MODELO = 'modelo';
/** Every template-making process waits for the one making it. */
const TRAVA = 'estocada-modelo-de-teste';

const pastaMigracoes = new URL('../db/migrations/', import.meta.url);

/** The template's name: a hash of the migrations' and the migrator's text. */
function nomeDoModelo(): string {
  const hash = createHash('sha256');
  const arquivos = readdirSync(pastaMigracoes)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const f of arquivos) hash.update(f).update(readFileSync(new URL(f, pastaMigracoes)));
  hash.update(readFileSync(new URL('../db/migrate.ts', import.meta.url)));
  return `${PREFIXO}${hash.digest('hex').slice(0, 16)}`;
}

function urlDoBanco(base: string, nome: string): string {
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

/**
 * The harness's own statements run through the query method as pg defines it: tests that
 * count the app's statements spy on `Client.prototype.query`, and a database being made
 * or dropped beside a test is not the app's.
 */
const consultaDoPg = pg.Client.prototype.query;

async function comCliente<T>(url: string, fazer: (c: pg.Client) => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: url });
  cliente.query = consultaDoPg;
  await cliente.connect();
  try {
    return await fazer(cliente);
  } finally {
    await cliente.end();
  }
}

/** Makes the template unless it is there (under an advisory lock: one maker at a time). */
async function garantirModelo(base: string, nome: string): Promise<void> {
  await comCliente(base, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [TRAVA]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [nome]);
      if (rowCount) return;
      // Built under a name of its own and renamed when complete: a template found by
      // its name is always whole, even after a maker died halfway.
      const obra = `${nome}_obra`;
      await admin.query(`drop database if exists ${obra}`);
      await admin.query(`create database ${obra}`);
      await comCliente(urlDoBanco(base, obra), (c) => c.query(`create schema ${ESQUEMA_MODELO}`));
      const banco = connect(urlDoBanco(base, obra), { schema: ESQUEMA_MODELO, poolSize: 2 });
      try {
        await migrateToLatest(banco.db, banco.schema);
      } finally {
        await banco.close();
      }
      // PostgreSQL waits a few seconds for the builder's closing sessions to end.
      await admin.query(`alter database ${obra} rename to ${nome}`);
      await admin.query(`alter database ${nome} with is_template true allow_connections false`);
      // The templates of other migrations.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datistemplate and datname like $1 and datname <> $2',
        [`${PREFIXO}%`, nome],
      );
      for (const { datname } of rows) {
        await admin.query(`alter database ${datname} with is_template false`);
        await admin.query(`drop database if exists ${datname}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [TRAVA]);
    }
  });
}

let modelo: Promise<string> | undefined;

export interface BancoDeTeste {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/** A new database cloned from the template, with the template's schema renamed to its own. */
async function criarBanco(base: string): Promise<BancoDeTeste> {
  const nome = nomeDoModelo();
  const banco = `estocada_t_${randomBytes(6).toString('hex')}`;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  for (let tentativa = 0; ; tentativa++) {
    modelo ??= garantirModelo(base, nome).then(() => nome);
    try {
      const doModelo = await modelo;
      await comCliente(base, (admin) => admin.query(`create database ${banco} template ${doModelo}`));
      break;
    } catch (erro) {
      // 3D000: the template was dropped meanwhile (another run's migrations): make it again.
      modelo = undefined;
      if ((erro as { code?: string }).code !== '3D000' || tentativa >= 2) throw erro;
    }
  }
  const url = urlDoBanco(base, banco);
  await comCliente(url, (c) => c.query(`alter schema ${ESQUEMA_MODELO} rename to ${schema}`));
  return {
    url,
    schema,
    // FORCE: the app's pool ends its sessions without waiting for the server to close
    // them, and PostgreSQL would wait up to seconds for each before dropping.
    drop: async () => {
      await comCliente(base, (admin) => admin.query(`drop database ${banco} with (force)`));
    },
  };
}

/**
 * Making and dropping a database is mostly the server writing and syncing files (a
 * clone writes the template's 10 MB through the WAL), time a test would otherwise wait
 * for: the next test's database is made while the current test runs, and a used one is
 * dropped beside the next. `liberarBancos` (after each test file) drops the one made
 * ahead and waits for every drop, so a file leaves no database behind.
 */
let reserva: Promise<BancoDeTeste> | undefined;
const quedas = new Set<Promise<void>>();

/** A new database cloned from the template; `drop` starts dropping it and returns. */
export async function bancoDoModelo(base: string): Promise<BancoDeTeste> {
  const pronto = reserva ?? criarBanco(base);
  reserva = criarBanco(base);
  // A failure is reported to the test that takes this database, or by liberarBancos.
  reserva.catch(() => {});
  const banco = await pronto;
  return {
    ...banco,
    drop: async () => {
      const queda = banco.drop();
      quedas.add(queda);
      void queda.then(
        () => quedas.delete(queda),
        () => {},
      );
    },
  };
}

/** Drops the database made ahead and waits for the drops under way; a failed one fails the file. */
export async function liberarBancos(): Promise<void> {
  const sobra = reserva;
  reserva = undefined;
  if (sobra) {
    const banco = await sobra.catch(() => undefined);
    if (banco) quedas.add(banco.drop());
  }
  const todas = [...quedas];
  quedas.clear();
  await Promise.all(todas);
}

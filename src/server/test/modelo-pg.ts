// PostgreSQL test databases made from a migrated template, as SQLite's test apps
// start from a copied template file: cloning a database costs about a tenth of
// running every migration again in a new schema.
//
// - The template is a database named after the migrations' own text
//   (`estocada_modelo_<hash>`), migrated once into its schema `modelo`, then closed
//   to connections: every test run with the same migrations, in any process, clones
//   it; a changed migration gives a new name, so a template is never stale.
// - Each clone is `create database … template …` and renames `modelo` to a
//   schema of its own, so names that carry the schema (the data versions' listening
//   connection) stay unique across test files running side by side.
// - A database a test is done with is returned to the template's state for the file's
//   next test (decision 053), or dropped.
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

async function abrir(url: string): Promise<pg.Client> {
  const cliente = new pg.Client({ connectionString: url });
  cliente.query = consultaDoPg;
  await cliente.connect();
  return cliente;
}

async function comCliente<T>(url: string, fazer: (c: pg.Client) => Promise<T>): Promise<T> {
  const cliente = await abrir(url);
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

/**
 * What PostgreSQL's catalogs hold in this database, in one line: each catalog's row
 * count and newest row version. Every definition a test makes, changes or drops adds a
 * row version or removes a row; what PostgreSQL changes in place (a table's statistics)
 * is not a definition.
 */
const CATALOGO = `select string_agg(format('%s:%s:%s', c, n, x), ',' order by c) as catalogo from (${[
  'pg_class',
  'pg_attribute',
  'pg_attrdef',
  'pg_constraint',
  'pg_index',
  'pg_trigger',
  'pg_proc',
  'pg_type',
  'pg_namespace',
  'pg_sequence',
  'pg_rewrite',
  'pg_policy',
]
  .map((t) => `select '${t}' as c, count(*) as n, max(xmin::text::bigint) as x from ${t}`)
  .join(' union all ')}) as d`;

/** A database cloned from the template, with the template's schema renamed to its own. */
interface Clone {
  /** The server's address it was cloned on (TEST_DATABASE_URL), to drop it from. */
  base: string;
  nome: string;
  url: string;
  schema: string;
  /** The harness's own session in it, kept while it lives: a new one costs tens of ms. */
  sessao: pg.Client;
  /** Its catalogs as made (CATALOGO): a test that changed a definition leaves another. */
  catalogo: string;
  /** The statements that return its rows and sequences to the template's (made once). */
  retorno?: string;
}

async function clonar(base: string): Promise<Clone> {
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
  const sessao = await abrir(url);
  // A drop with FORCE ends this session on the server's side.
  sessao.on('error', () => {});
  await sessao.query(`alter schema ${ESQUEMA_MODELO} rename to ${schema}`);
  origem ??= lerOrigem(sessao, schema);
  await origem;
  const { rows } = await sessao.query<{ catalogo: string }>(CATALOGO);
  return { base, nome: banco, url, schema, sessao, catalogo: rows[0]!.catalogo };
}

// FORCE: the app's pool ends its sessions without waiting for the server to close
// them, and PostgreSQL would wait up to seconds for each before dropping.
async function dropar(clone: Clone): Promise<void> {
  await clone.sessao.end();
  await comCliente(clone.base, (admin) => admin.query(`drop database ${clone.nome} with (force)`));
}

/**
 * The rows and sequences a clone starts with (the migrations' own rows: the club, the
 * documents' versions, …), the same in every clone of the template: read from a clone no
 * test has used yet.
 */
interface Origem {
  tabelas: { nome: string; colunas: string[]; linhas: string | null }[];
  sequencias: { nome: string; valor: string; chamada: boolean }[];
}
let origem: Promise<Origem> | undefined;

async function lerOrigem(c: pg.Client, schema: string): Promise<Origem> {
  const s = c.escapeIdentifier(schema);
  const { rows: tabelas } = await c.query<{ nome: string; colunas: string[] }>(
    `select t.relname as nome, array_agg(a.attname::text order by a.attnum) as colunas
       from pg_class t join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = $1 and t.relkind in ('r', 'p') group by t.relname order by t.relname`,
    [schema],
  );
  const comLinhas = [];
  for (const t of tabelas) {
    const { rows } = await c.query<{ linhas: string | null }>(
      `select json_agg(t)::text as linhas from ${s}.${c.escapeIdentifier(t.nome)} as t`,
    );
    comLinhas.push({ ...t, linhas: rows[0]!.linhas });
  }
  const { rows: nomes } = await c.query<{ nome: string }>(
    `select c.relname as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'S' order by c.relname`,
    [schema],
  );
  const sequencias = [];
  for (const { nome } of nomes) {
    const { rows } = await c.query<{ valor: string; chamada: boolean }>(
      `select last_value::text as valor, is_called as chamada from ${s}.${c.escapeIdentifier(nome)}`,
    );
    sequencias.push({ nome, ...rows[0]! });
  }
  return { tabelas: comLinhas, sequencias };
}

/**
 * One transaction that empties every table and puts the template's rows and sequences
 * back. Triggers and foreign keys are off within it (`session_replication_role`): the
 * audit log refuses deletes, and tables empty in any order.
 */
function sqlDeRetorno(c: pg.Client, schema: string, { tabelas, sequencias }: Origem): string {
  const nome = (t: string) => `${c.escapeIdentifier(schema)}.${c.escapeIdentifier(t)}`;
  const colunas = (cs: string[]) => cs.map((x) => c.escapeIdentifier(x)).join(', ');
  return [
    'begin',
    'set local session_replication_role = replica',
    ...tabelas.map((t) => `delete from ${nome(t.nome)}`),
    ...tabelas
      .filter((t) => t.linhas !== null)
      .map(
        (t) =>
          `insert into ${nome(t.nome)} (${colunas(t.colunas)}) select ${colunas(t.colunas)} ` +
          `from json_populate_recordset(null::${nome(t.nome)}, ${c.escapeLiteral(t.linhas!)})`,
      ),
    ...(sequencias.length
      ? [
          `select ${sequencias
            .map((q) => `setval(${c.escapeLiteral(nome(q.nome))}, ${q.valor}, ${q.chamada})`)
            .join(', ')}`,
        ]
      : []),
    'commit',
  ].join(';\n');
}

/** Whether this role may switch triggers off (a superuser's, or granted): unknown until tried. */
let podeDevolver: boolean | undefined;

/**
 * Returns a used clone to the state it was cloned in, for the next test: ends the sessions
 * left in it, checks that no definition changed, then runs the return. False when it
 * cannot be returned (a definition changed, or the role may not switch triggers off).
 */
async function devolver(clone: Clone): Promise<boolean> {
  if (podeDevolver === false) return false;
  const c = clone.sessao;
  await c.query(
    `select pg_terminate_backend(pid, 5000) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const { rows } = await c.query<{ catalogo: string }>(CATALOGO);
  if (rows[0]!.catalogo !== clone.catalogo) return false;
  clone.retorno ??= sqlDeRetorno(c, clone.schema, await origem!);
  try {
    await c.query(clone.retorno);
  } catch (erro) {
    await c.query('rollback');
    // 42501: not allowed to set session_replication_role.
    if ((erro as { code?: string }).code !== '42501') throw erro;
    podeDevolver = false;
    return false;
  }
  podeDevolver = true;
  return true;
}

export interface BancoDeTeste {
  url: string;
  schema: string;
  /** The test is done with it: returned for the next test, or dropped. */
  devolver(): Promise<void>;
}

/**
 * A test's database costs a return (a few milliseconds) instead of a clone (the server
 * writes and syncs the template's 10 MB, about 300 ms) and a drop (a checkpoint, about
 * 100 ms). Where the role may not return one, each test takes a new clone, made ahead
 * while the test before runs, and a used one is dropped beside the next test.
 * `liberarBancos` (after each test file) drops every clone the file made.
 */
const livres: Clone[] = [];
let reserva: Promise<Clone> | undefined;
const quedas = new Set<Promise<void>>();

function soltar(clone: Clone) {
  const queda = dropar(clone);
  quedas.add(queda);
  void queda.then(
    () => quedas.delete(queda),
    () => {},
  );
}

/** A database as the template made it, for one test. */
export async function bancoDoModelo(base: string): Promise<BancoDeTeste> {
  let clone = livres.pop();
  if (!clone) {
    const pronto = reserva ?? clonar(base);
    reserva = podeDevolver ? undefined : clonar(base);
    // A failure is reported to the test that takes this database, or by liberarBancos.
    reserva?.catch(() => {});
    clone = await pronto;
  }
  const usado = clone;
  return {
    url: usado.url,
    schema: usado.schema,
    devolver: async () => {
      if (await devolver(usado)) livres.push(usado);
      else soltar(usado);
    },
  };
}

/** Drops the file's clones and waits for the drops under way; a failed one fails the file. */
export async function liberarBancos(): Promise<void> {
  const sobra = reserva;
  reserva = undefined;
  const feito = await sobra?.catch(() => undefined);
  for (const clone of [...livres.splice(0), ...(feito ? [feito] : [])]) soltar(clone);
  const todas = [...quedas];
  quedas.clear();
  await Promise.all(todas);
}

// Data versions: one counter per table; a reader takes a stamp of its tables before
// it reads, and its result stays valid while the stamp is unchanged.
// - SQLite (this file): the driver bumps a table's counter whenever a statement that
//   may write it has run, and again when the transaction that wrote it ends.
// - PostgreSQL (versions-pg.ts): the database announces each committed write to
//   every instance, and a request waits for `sync()` before it reads a cache.
// See docs/decisions/007-data-versions-and-caches.md and 016-caches-across-instances.md.
// One file though over 300 lines: the statement classifier, the wrapped connection and the
// wrapped driver are one mechanism; none is correct without the other two.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  OperationNode,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Writes the database makes by itself: updating or deleting a row of the key table
 * may change rows of these tables (foreign keys with ON DELETE/UPDATE CASCADE or SET
 * NULL). Inserts never do.
 * versions.test.ts checks this against the live schema of both dialects.
 */
export const CASCADES: Readonly<Record<string, readonly string[]>> = {
  pessoa: [
    'sessao',
    'chamada_registro',
    'notificacao_lida',
    'envio_idempotente',
    'pedido_correcao',
    'documento_versao',
    'aceite',
    'consentimento_finalidade',
    'pedido_titular',
    'incidente',
    'lembrete_parada',
    'familia_codigo',
    'sessao_familia',
  ],
  chamada: ['chamada_registro', 'pedido_correcao'],
  aluno: [
    'aluno_turma_anterior',
    'financeiro_desconto',
    'cobranca_emissao',
    'emprestimo_material',
    'experimental',
  ],
  turma: ['aluno_turma_anterior', 'experimental'],
  experimental: ['experimental_consentimento'],
  unidade: ['financeiro_preco'],
  cobranca: ['pagamento'],
  pagamento: ['extrato_lancamento'],
  mensagem: ['lembrete'],
};

export class DataVersions {
  /** Bumped for statements whose tables are unknown (raw SQL, schema changes): part of every stamp. */
  #all = 0;
  #byTable = new Map<string, number>();
  #outsideSeen: number | undefined;
  /** The read of `outside` that the requests of this turn share, not yet made. */
  #leitura: Promise<void> | null = null;

  /**
   * `outside`: a number that changes when another connection commits to the same
   * database (SQLite's `PRAGMA data_version`); each change counts as a write of every
   * table, so a seed or a second process writing the file never leaves a stale answer.
   */
  constructor(readonly outside?: () => number) {
    this.#outsideSeen = outside?.();
  }

  /**
   * A number that changes whenever any of `tables` is written. Every counter only
   * grows, so the sum is equal to an earlier sum only when no counter moved.
   */
  stamp(tables: readonly string[]): number {
    let s = this.#all;
    for (const t of tables) s += this.#byTable.get(t) ?? 0;
    return s;
  }

  /**
   * Resolves once every write committed before the call is counted; undefined when
   * there is nothing to wait for. Called once per request, before any cache is read.
   * SQLite: the driver counts this process's writes as they run; another connection's
   * commit (a seed, a second process) is seen by reading `outside`, as a write of every
   * table. That read costs two system calls (the file's read lock taken and released),
   * as much as the rest of a cached roster answer's lookups together, so the requests
   * of one turn of the event loop share it, as they share PostgreSQL's round trip
   * (versions-pg.ts): it is made at the end of the turn (`setImmediate`, once every
   * request read in that turn has asked), so it begins after each of them arrived.
   */
  sync(): Promise<void> | undefined {
    const outside = this.outside;
    if (!outside) return undefined;
    this.#leitura ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        // Calls from now on arrived after this read: they wait for the next one.
        this.#leitura = null;
        // A failed read (the file closed under it) fails the requests that wait, not the process.
        try {
          const v = outside();
          if (v !== this.#outsideSeen) {
            this.#all++;
            this.#outsideSeen = v;
          }
          resolve();
        } catch (erro) {
          reject(erro);
        }
      });
    });
    return this.#leitura;
  }

  bump(tables: Iterable<string> | 'all'): void {
    if (tables === 'all') {
      this.#all++;
      return;
    }
    for (const t of tables) this.#byTable.set(t, (this.#byTable.get(t) ?? 0) + 1);
  }
}

/**
 * A map whose entries hold while the versions of `tables` are unchanged: every entry
 * was read from those tables, so any write to one of them drops the whole map.
 */
export class VersionedCache<K, V> {
  #entries = new Map<K, V>();
  #stamp = -1;

  constructor(
    readonly versions: DataVersions,
    readonly tables: readonly string[],
    readonly max: number,
  ) {}

  /** Take it before reading what you will `set`. */
  stamp(): number {
    return this.versions.stamp(this.tables);
  }

  get(key: K): V | undefined {
    const now = this.stamp();
    if (now !== this.#stamp) {
      this.#entries.clear();
      this.#stamp = now;
      return undefined;
    }
    return this.#entries.get(key);
  }

  /** Keeps what was read under `stamp` (taken before the read), unless something changed since. */
  set(key: K, stamp: number, value: V): void {
    if (stamp !== this.stamp()) return;
    if (stamp !== this.#stamp || this.#entries.size >= this.max) {
      this.#entries.clear();
      this.#stamp = stamp;
    }
    this.#entries.set(key, value);
  }
}

/** What a statement may write: null for a pure read, 'all' when unknown. */
export type Writes = readonly string[] | 'all' | null;

type Node = OperationNode & Record<string, unknown>;

function tableName(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName(node.node as Node);
  if (node.kind === 'TableNode') {
    const id = (node.table as Node | undefined)?.identifier as { name?: string } | undefined;
    return typeof id?.name === 'string' ? id.name : null;
  }
  return null;
}

/**
 * The tables a Kysely query node writes: insert `into`, update `table`, delete
 * `from`, merge `into`, including data-modifying CTEs (PostgreSQL allows them only
 * in the statement's top-level WITH). Anything that is not a plain query → 'all'.
 */
export function writesOf(query: OperationNode | undefined): Writes {
  if (!query) return 'all';
  const out: string[] = [];
  if (!collect(query as Node, out)) return 'all';
  return out.length === 0 ? null : out;
}

function collect(node: Node, out: string[]): boolean {
  const ctes = (node.with as Node | undefined)?.expressions as Node[] | undefined;
  if (ctes) {
    for (const cte of ctes) {
      const expr = cte.expression as Node | undefined;
      if (!expr || !collect(expr, out)) return false;
    }
  }
  switch (node.kind) {
    case 'SelectQueryNode':
      return true;
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const t = tableName(node.into as Node | undefined);
      if (!t) return false;
      out.push(t);
      return true;
    }
    case 'UpdateQueryNode': {
      const table = node.table as Node | undefined;
      return changed(table?.kind === 'ListNode' ? (table.items as Node[]) : [table], out);
    }
    case 'DeleteQueryNode':
      return changed(((node.from as Node | undefined)?.froms as Node[] | undefined) ?? [], out);
    default:
      return false;
  }
}

/** Updated or deleted tables, with what their foreign keys cascade to. */
function changed(tables: (Node | undefined)[], out: string[]): boolean {
  if (tables.length === 0) return false;
  for (const item of tables) {
    const t = tableName(item);
    if (!t) return false;
    out.push(t, ...(CASCADES[t] ?? []));
  }
  return true;
}

function writesOfCompiled(query: CompiledQuery): Writes {
  const node = query.query as Node | undefined;
  // The hot case first: a plain select without CTEs.
  if (node?.kind === 'SelectQueryNode' && !node.with) return null;
  if (!node) return 'all';
  if (node.kind === 'RawNode' && isPlainSelect(query.sql)) return null;
  return writesOf(node);
}

/**
 * Raw SQL that is a plain read: it starts with SELECT (or WITH, for a SELECT with
 * CTEs) and names no statement or clause that writes. Values are bound parameters, so only our own text is checked.
 * A false alarm (such a word inside a literal or a quoted name) only bumps every
 * table. Estocada defines no SQL functions that write, so a SELECT cannot write.
 */
const WRITING_WORD =
  /\b(insert|update|delete|merge|replace|upsert|into|create|drop|alter|truncate|pragma|vacuum|attach|detach|copy|call|do|lock|grant|revoke|notify|set|reindex|analyze|begin|commit|rollback|savepoint|release)\b/i;
export function isPlainSelect(text: string): boolean {
  return /^[\s(]*(select|with)\b/i.test(text) && !WRITING_WORD.test(text);
}

/** A connection that bumps the versions of what it writes; remembers the open transaction's writes. */
class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  pending = new Set<string>();
  pendingAll = false;

  constructor(
    readonly inner: DatabaseConnection,
    readonly versions: DataVersions,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const writes = writesOfCompiled(query);
    if (writes === null) return this.inner.executeQuery<R>(query);
    return this.inner.executeQuery<R>(query).finally(() => this.wrote(writes));
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const writes = writesOfCompiled(query);
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      if (writes !== null) this.wrote(writes);
    }
  }

  wrote(writes: Exclude<Writes, null>) {
    this.versions.bump(writes);
    if (!this.inTransaction) return;
    if (writes === 'all') this.pendingAll = true;
    else for (const t of writes) this.pending.add(t);
  }

  /** The transaction ended (commit or rollback): what it wrote changes version again. */
  ended() {
    if (this.pendingAll) this.versions.bump('all');
    else if (this.pending.size > 0) this.versions.bump(this.pending);
    this.inTransaction = false;
    this.pendingAll = false;
    this.pending.clear();
  }
}

class TrackedDriver implements Driver {
  #wrappers = new WeakMap<DatabaseConnection, TrackedConnection>();

  constructor(
    readonly inner: Driver,
    readonly versions: DataVersions,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.inner.acquireConnection();
    let tracked = this.#wrappers.get(conn);
    if (!tracked) {
      tracked = new TrackedConnection(conn, this.versions);
      this.#wrappers.set(conn, tracked);
    }
    return tracked;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const c = connection as TrackedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const c = connection as TrackedConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.ended();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const c = connection as TrackedConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.ended();
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    await this.inner.savepoint!((connection as TrackedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    const c = connection as TrackedConnection;
    try {
      await this.inner.rollbackToSavepoint!(c.inner, name, compile);
    } finally {
      // Undone writes: readers inside the transaction may have seen them.
      if (c.pendingAll) this.versions.bump('all');
      else this.versions.bump(c.pending);
    }
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    await this.inner.releaseSavepoint!((connection as TrackedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** The same dialect, with a driver that bumps `versions` for every write. */
export function trackWrites(dialect: Dialect, versions: DataVersions): Dialect {
  return {
    createDriver: () => new TrackedDriver(dialect.createDriver(), versions),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    // biome-ignore lint/suspicious/noExplicitAny: the Dialect interface's own signature
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
  };
}

// Data versions on PostgreSQL, where any number of instances write one database
// (docs/decisions/016-caches-across-instances.md):
// - Every statement that writes a table a cache reads announces it on channel
//   `estocada_dados` (a trigger, migration 2026-11-26-002), delivered at commit to
//   every listening connection. Each instance keeps one such connection and bumps
//   the version of the table it names.
// - Before a request reads a cache, `sync()` makes a round trip on that same
//   connection, begun after the request arrived. Any write that was committed
//   before the request arrived had signalled this connection's server process by
//   then, and PostgreSQL sends a listening session its notifications before it
//   answers the session's next query as ready (postgres.c, before ReadyForQuery);
//   the client reads them in order, so the bump has happened when the round trip
//   resolves. The cache then knows of every write the request could know of.
// - Concurrent requests share round trips: at most one is under way and one waits.
//   The waiting one is written at the end of the turn of the event loop that asked
//   for it (`setImmediate`, once every request read in that turn has asked), or when
//   the one under way is answered; every request that asks meanwhile shares it, and
//   it is begun after each of them arrived.
// - Without a listening connection (not yet up, lost, timed out) nothing can be
//   known: every stamp is new, so caches keep and serve nothing, and each request
//   reads the database. A new connection counts as a write of every table.
import pg from 'pg';
import { DataVersions } from './versions';

/** The channel the triggers notify. */
const CANAL = 'estocada_dados';
/** How long a round trip may take before the connection is taken as lost. */
const LIMITE_MS = 2_000;
const RECONECTAR_MS = 1_000;
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const nomeDoOuvinte = (schema: string) => `estocada-avisos ${schema}`;

/**
 * The cheapest round trip: a lone Sync message of the extended protocol, which the
 * server answers with ReadyForQuery alone. Nothing is parsed, planned or run, and
 * pending notifications are still sent first. A `select 1` cost the database about
 * three times as much CPU per round trip.
 */
class Sincronia implements pg.Submittable {
  constructor(public callback: (erro?: Error) => void) {}
  submit(connection: pg.Connection) {
    connection.sync();
  }
  handleReadyForQuery() {
    this.callback();
  }
  handleError(erro: Error) {
    this.callback(erro);
  }
}

/** A round trip not yet written, and the requests' promise it resolves. */
type Pendente = { promise: Promise<void>; resolve: () => void };

export class PgDataVersions extends DataVersions {
  #ouvinte: pg.Client | null = null;
  /** The round trip not yet written: every request that calls `sync` until then shares it. */
  #pendente: Pendente | null = null;
  #emCurso = false;
  #semOuvinte = 0;
  #fechado = false;
  /** Connections already given up (a lost one reports both 'error' and 'end'). */
  #perdidos = new WeakSet<pg.Client>();

  constructor(
    readonly url: string,
    /** Only this schema's tables count (test files share one database, each in its own schema). */
    readonly schema: string,
  ) {
    super();
    void this.#ouvir();
  }

  /** A stamp no later stamp equals while nobody listens: nothing is kept then. */
  override stamp(tables: readonly string[]): number {
    return this.#ouvinte ? super.stamp(tables) : -2 - this.#semOuvinte++;
  }

  /** Resolves once every write committed before the call is counted; undefined while nobody listens. */
  override sync(): Promise<void> | undefined {
    if (!this.#ouvinte) return undefined;
    if (!this.#pendente) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      this.#pendente = { promise, resolve };
      // With one under way, it is written when that one is answered.
      if (!this.#emCurso) this.#agendar(this.#pendente);
    }
    return this.#pendente.promise;
  }

  /** Stops listening (the database is closing). */
  async close(): Promise<void> {
    this.#fechado = true;
    const ouvinte = this.#ouvinte;
    this.#ouvinte = null;
    await ouvinte?.end().catch(() => {});
  }

  /** The waiting round trip, written at the end of this turn of the loop. */
  #agendar(pendente: Pendente): void {
    setImmediate(() => this.#escrever(pendente));
  }

  #escrever(pendente: Pendente): void {
    // Calls from now on arrived after this round trip is written: they wait for the next.
    this.#pendente = null;
    const ouvinte = this.#ouvinte;
    // Lost or closed meanwhile: every stamp is new, nothing to wait for.
    if (!ouvinte) {
      pendente.resolve();
      return;
    }
    this.#emCurso = true;
    ouvinte.query(
      new Sincronia((erro) => {
        this.#emCurso = false;
        if (erro) this.#perdido(ouvinte);
        pendente.resolve();
        if (this.#pendente) this.#agendar(this.#pendente);
      }),
    );
  }

  async #ouvir(): Promise<void> {
    if (this.#fechado) return;
    const ouvinte = new pg.Client({
      connectionString: this.url,
      query_timeout: LIMITE_MS,
      application_name: nomeDoOuvinte(this.schema),
    });
    const prefixo = `${this.schema}.`;
    ouvinte.on('notification', (n) => {
      if (n.payload?.startsWith(prefixo)) this.bump([n.payload.slice(prefixo.length)]);
    });
    ouvinte.on('error', () => this.#perdido(ouvinte));
    ouvinte.on('end', () => this.#perdido(ouvinte));
    try {
      await ouvinte.connect();
      await ouvinte.query(`listen ${CANAL}`);
    } catch {
      this.#perdido(ouvinte);
      return;
    }
    if (this.#fechado) {
      await ouvinte.end().catch(() => {});
      return;
    }
    // Whatever was written while nobody listened: every table changed.
    this.bump('all');
    this.#ouvinte = ouvinte;
  }

  #perdido(ouvinte: pg.Client): void {
    if (this.#perdidos.has(ouvinte)) return;
    this.#perdidos.add(ouvinte);
    if (this.#ouvinte === ouvinte) this.#ouvinte = null;
    ouvinte.end().catch(() => {});
    if (!this.#fechado) setTimeout(() => void this.#ouvir(), RECONECTAR_MS).unref();
  }
}

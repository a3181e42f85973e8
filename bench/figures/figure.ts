// What a figure is. A figure is one module in this folder exporting a `Figure`:
// its name, its BENCH_ONLY key and a `run` that measures and returns its table
// rows. bench/run.ts lists the figures in table order and runs the selected ones
// against one measured server. To add one: write `figures/<name>.ts`, add it to
// that list and to bench/README.md.
//
// Figures import only their siblings here (load.ts, this file) and #server/#shared;
// everything of the run (settings, the database, sessions, the server's process)
// arrives in the Context, so a figure never reaches back into the runner.
import type { Db } from '#server/db/connect.ts';

/** One line of the table. */
export interface Row {
  figure: string;
  ours: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: the header row; undefined: a figure without a target of its own. */
  ok?: boolean | null;
}

export interface Context {
  /** Our server (the built app on the scale database): BENCH_PORT, and its URL. */
  port: number;
  base: string;
  serverPid: number;
  /** A free port for a figure's own baseline server (BENCH_PORT + 1). */
  barePort: number;
  /** BENCH_ROUNDS: measured rounds per figure; the table shows medians. */
  rounds: number;
  /** BENCH_QUICK=1: fewer requests per round. */
  quick: boolean;
  /** BENCH_BROWSER is not 0. */
  browser: boolean;
  /** BENCH_TRACE=1: the browser figure records and summarises a performance trace of its rounds. */
  trace: boolean;
  postgres: boolean;
  /** 'PostgreSQL' or 'SQLite (WAL, synchronous=NORMAL)', as the table prints it. */
  dialect: string;
  /** The repository, and bench/results (where a run may write its files). */
  root: string;
  out: string;
  /** The bench's own connection to the server's database (pool of 2). */
  db: Db['db'];
  /** The scale club's teacher login, its password, its 30-student class and their ids. */
  professor: string;
  senha: string;
  idTurma: number;
  alunosTurma: number[];
  /** Session cookies (name=value) of the teacher and the administrator. */
  cookies: { professor: string; admin: string };
  /** Spawn → first POST /login 200, ms, per round: ours and the bare baseline's. */
  coldStarts: { ours: number[]; bare: number[] };
  /** Moves a baseline process to the server's core (a no-op without taskset). */
  pinToServerCore(pid: number): void;
  /** Starts another instance of our server on the same database and core (BENCH_PORT + 3). */
  startInstance(): Promise<Instance>;
  /** Runs `fn` with this process on every core, so a browser it launches gets them all (decision 033). */
  onEveryCore<T>(fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL: the pids of the database's client backends now (for CPU per request); SQLite: none. */
  dbPids(): Promise<number[]>;
  /** A line for the notes under the table. */
  note(text: string): void;
}

/** A running instance of our server. */
export interface Instance {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export interface Figure {
  /** What it measures, in a few words. */
  name: string;
  /** Its word in BENCH_ONLY; null: runs in every run. */
  key: string | null;
  run(ctx: Context): Promise<Row[]>;
}

/** Headers of a JSON request the server accepts as same-origin. */
export const JSON_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

export const f0 = (n: number) => n.toFixed(0);
export const f1 = (n: number) => n.toFixed(1);

// Every setting of `npm run bench`, read once (bench/README.md lists them).
import { join, resolve } from 'node:path';
import { isPostgresUrl } from '#server/db/connect.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const OUT = join(ROOT, 'bench/results');

/** The scale database: BENCH_DATABASE_URL, else DATABASE_URL, else data/escala.db. */
export const DB_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'data/escala.db';
export const POSTGRES = isPostgresUrl(DB_URL);
export const ABS_DB_URL = POSTGRES ? DB_URL : resolve(ROOT, DB_URL);
export const DIALECT = POSTGRES ? 'PostgreSQL' : 'SQLite (WAL, synchronous=NORMAL)';
/** For the console: the URL without its password. */
export const DB_SHOWN = POSTGRES ? DB_URL.replace(/:[^:@/]+@/, ':***@') : ABS_DB_URL;
/** The scale club's password (seed:scale uses the same variable). */
export const SENHA = process.env.SCALE_PASSWORD ?? 'senha-escala-2026';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-bench-2026';

/** Our server; the roster's bare baseline uses +1, the cold-start baseline +2, a second instance +3. */
export const PORT = Number(process.env.BENCH_PORT ?? 3310);
export const BARE_PORT = PORT + 1;
export const COLD_BARE_PORT = PORT + 2;
export const SECOND_PORT = PORT + 3;
export const BASE = `http://127.0.0.1:${PORT}`;

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const QUICK = process.env.BENCH_QUICK === '1';
/** BENCH_ONLY=roster,write,... runs just those figures (e.g. to profile one); undefined: all. */
export const ONLY = process.env.BENCH_ONLY?.split(',');
export const BROWSER = process.env.BENCH_BROWSER !== '0';
/** BENCH_PROFILE=1: every server start writes a V8 CPU profile (lib/servers.ts). */
export const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_TRACE=1: the browser figure records a Chromium trace of its rounds and summarises each phase. */
export const TRACE = process.env.BENCH_TRACE === '1';
/** BENCH_DIST: where the app is built for the run (default bench/results/dist). */
export const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(OUT, 'dist');
export const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';

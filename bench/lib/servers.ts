// The processes of a run: core pinning, our server (spawn, stop, log in), the
// cold-start rounds that start the measured server, and the cold-start baseline.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  ABS_DB_URL,
  ADMIN_PASSWORD,
  BASE,
  COLD_BARE_PORT,
  DIST,
  OUT,
  PORT,
  PROFILE,
  ROOT,
  SECOND_PORT,
  SENHA,
} from './settings';

// Two cores: the server on core 0, this process (load generator, browser) on core 1.
const HAS_TASKSET = existsSync('/usr/bin/taskset');
export const CORES = Number(execFileSync('nproc').toString().trim());
export const PIN = HAS_TASKSET && CORES >= 2;

/** Moves this process (load generator, browser) to core 1. */
export function pinSelf() {
  if (PIN) execFileSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
}

/**
 * Lets this process, and the browser it launches next, run on every core: the browser
 * figures (decision 033). pinSelf() takes it back to core 1.
 */
export function unpinSelf() {
  if (PIN) execFileSync('taskset', ['-pc', `0-${CORES - 1}`, String(process.pid)], { stdio: 'ignore' });
}

/** Moves a running process (a baseline server) to core 0, where our server runs. */
export function pinToServerCore(pid: number) {
  if (PIN) execFileSync('taskset', ['-pc', '0', String(pid)], { stdio: 'ignore' });
}

const pinned = (cmd: string, args: string[]): [string, string[]] =>
  PIN ? ['taskset', ['-c', '0', cmd, ...args]] : [cmd, args];

/** Exits with a message when one of the run's ports already answers. */
export async function checkPortsFree(ports: number[]) {
  for (const port of ports) {
    const busy = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (busy) {
      console.error(`A porta ${port} já está em uso; escolha outra com BENCH_PORT.`);
      process.exit(1);
    }
  }
}

type Started = { proc: ChildProcess; started: number };

const serverEnv = (port: number) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: ABS_DB_URL,
  LOG_LEVEL: 'error',
  ADMIN_PASSWORD,
  // The public page's per-address limit stays on its path, above what one load generator sends.
  PAGAR_LIMITE_POR_MINUTO: '100000000',
});

/**
 * BENCH_PROFILE=1: each server start writes a V8 CPU profile (bench/results/profiles/)
 * when it stops, named by port, time and start; the last start is the measured server.
 * Summary: `npx tsx bench/lib/profile-summary.ts <file>`.
 */
const PROFILE_RUN = `${PORT}-${new Date().toISOString().replace(/[:.]/g, '')}`;
let profileFile = '';
let starts = 0;
/** The profile the last server start writes when it stops. */
export const lastProfile = () => profileFile;

function startServer(port = PORT): Started {
  profileFile = join(OUT, 'profiles', `server-${PROFILE_RUN}-start${++starts}.cpuprofile`);
  const profile = PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${dirname(profileFile)}`, `--cpu-prof-name=${basename(profileFile)}`]
    : [];
  const [cmd, args] = pinned(process.execPath, [...profile, join(DIST, 'server/main.js')]);
  const started = performance.now();
  const proc = spawn(cmd, args, {
    cwd: dirname(DIST), // the server serves ./dist/client
    env: { ...process.env, ...serverEnv(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { proc, started };
}

function startBareLogin(): Started {
  const [cmd, args] = pinned(process.execPath, [
    join(ROOT, 'bench/lib/bare-login.mjs'),
    String(COLD_BARE_PORT),
  ]);
  const started = performance.now();
  return { proc: spawn(cmd, args, { stdio: 'ignore' }), started };
}

export async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const done = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await done;
}

/** POST /login on our server; the session cookie (name=value). */
export async function login(usuario: string): Promise<string> {
  const res = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ usuario, senha: SENHA }),
  });
  if (res.status !== 200) throw new Error(`login ${usuario}: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

/** Spawn → first 200 from POST /login, polling every 5 ms. */
async function coldStart(start: () => Started, usuario: string, base: string) {
  const { proc, started } = start();
  for (;;) {
    try {
      const res = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ usuario, senha: SENHA }),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 200) return { proc, ms: performance.now() - started };
      if (performance.now() - started > 30_000) throw new Error(`POST /login: ${res.status}`);
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Another instance of our server on the same database (SECOND_PORT), pinned like the
 * first, once it answers POST /login. Not profiled: BENCH_PROFILE keeps the measured server's profile.
 */
export async function startSecondInstance(usuario: string) {
  const base = `http://127.0.0.1:${SECOND_PORT}`;
  const { proc } = await coldStart(
    () => {
      const [cmd, args] = pinned(process.execPath, [join(DIST, 'server/main.js')]);
      const started = performance.now();
      const child = spawn(cmd, args, {
        cwd: dirname(DIST),
        env: { ...process.env, ...serverEnv(SECOND_PORT) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      return { proc: child, started };
    },
    usuario,
    base,
  );
  return { base, pid: proc.pid!, stop: () => stop(proc) };
}

/**
 * Starts our server `rounds` times from cold (each time until the first 200 from
 * POST /login as `usuario`), keeps the last start running as the measured server,
 * then times the bare baseline the same way.
 */
export async function coldStarts(rounds: number, usuario: string) {
  const ours: number[] = [];
  let server: ChildProcess | undefined;
  for (let i = 0; i < rounds; i++) {
    const { proc, ms } = await coldStart(startServer, usuario, BASE);
    ours.push(ms);
    if (i < rounds - 1) await stop(proc);
    else server = proc;
  }
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const { proc, ms } = await coldStart(startBareLogin, 'x', `http://127.0.0.1:${COLD_BARE_PORT}`);
    await stop(proc);
    bare.push(ms);
  }
  if (!server) throw new Error('no server');
  return { server, ours, bare };
}

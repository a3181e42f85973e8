// Is the build missing or older than its sources? Then build it, once: every process that
// needs it (the browser tests' servers, the size test, `npm start`) waits for the one that
// builds, then finds it fresh.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';

/** Output folder; parallel test runs may each use their own (ESTOCADA_DIST). */
export const DIST = process.env.ESTOCADA_DIST ?? 'dist';
const STAMP = `${DIST}/.build-stamp`;
const SOURCES = ['src', 'public', 'package-lock.json', 'vite.config.ts', 'scripts/build.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  return (
    !existsSync(STAMP) ||
    !existsSync(`${DIST}/server/main.js`) ||
    !existsSync(`${DIST}/server/server.cjs`) ||
    !existsSync(`${DIST}/client/index.html`) ||
    Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs
  );
}

/** Holds a lock folder of this build's own while `fn` runs; a lock older than any build was left by a run that died. */
async function comTrava(fn) {
  const trava = join(
    tmpdir(),
    `estocada-build-${createHash('sha1').update(resolve(DIST)).digest('hex').slice(0, 12)}`,
  );
  for (;;) {
    try {
      mkdirSync(trava);
      break;
    } catch {
      const desde = statSync(trava, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - desde > 600_000) rmSync(trava, { recursive: true, force: true });
      else await esperar(250);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(trava, { recursive: true, force: true });
  }
}

export async function ensureBuilt() {
  if (!buildIsStale()) return;
  await comTrava(async () => {
    if (!buildIsStale()) return;
    console.info('Compilando o aplicativo...');
    const { buildAll } = await import('./build.mjs');
    await buildAll({ quiet: true, dist: DIST });
  });
}

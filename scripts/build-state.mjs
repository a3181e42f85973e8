// Is the build missing or older than its sources?
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

export async function ensureBuilt() {
  if (!buildIsStale()) return;
  console.info('Compilando o aplicativo...');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true, dist: DIST });
}

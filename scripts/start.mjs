// npm start: build what is missing or older than the sources, then run the
// server (which migrates the database and creates the first administrator).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['src', 'public', 'package-lock.json', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const stale =
  !existsSync(STAMP) ||
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;

if (stale) {
  console.info('Compilando o aplicativo...');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}

await import('../dist/server/main.js');

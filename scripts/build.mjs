// Builds the SPA (Vite) and the server (one ESM bundle, dependencies external).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

export async function buildAll({ quiet = false, dist = 'dist' } = {}) {
  await viteBuild({ logLevel: quiet ? 'warn' : 'info', build: { outDir: resolve(dist, 'client') } });
  await esbuild({
    entryPoints: {
      main: 'src/server/main.ts',
      'migrate-cli': 'src/server/db/migrate-cli.ts',
    },
    outdir: `${dist}/server`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
  });
  writeFileSync(`${dist}/.build-stamp`, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}

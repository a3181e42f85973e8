// Builds the SPA with the project's Vite config into a throw-away folder, with a
// manifest so the size check can follow each chunk's imports. The caller sets
// NODE_ENV=production first: otherwise Vite bundles React's development build.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export async function buildClientForSizes(): Promise<string> {
  const outDir = join(mkdtempSync(join(tmpdir(), 'estocada-size-')), 'client');
  await build({
    configFile: join(import.meta.dirname, '../../vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}

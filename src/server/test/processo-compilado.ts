// The server and the database CLIs as the tests start them in a process of their own:
// bundled as the build bundles the server (scripts/server-bundle.mjs), not run through a
// TypeScript loader. A process started from the bundle needs about a third of the CPU
// time of one started with tsx, which compiles and loads every module file by file.
//
// The bundle is made on first use and kept under the system's temporary folder, named
// after the content of the sources and the lockfile: every test file of a run (and of
// later runs) with the same sources uses the one bundle; a changed source gives a new
// name, so a bundle is never stale. Making one removes the bundles made more than a day
// before (other source states; a run still using one is not that old).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleCli, bundleServer } from '#scripts/server-bundle.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The server (CommonJS, as the build makes it) and the CLIs (ES modules). */
const SERVIDOR = { main: 'src/server/main.ts' } as const;
const CLIS = {
  'backup-cli': 'src/server/db/backup-cli.ts',
  'restore-cli': 'src/server/db/restore-cli.ts',
} as const;

export type Entrada = keyof typeof SERVIDOR | keyof typeof CLIS;

/** A hash of what the bundle is made of: the server's and shared sources, the lockfile, the bundler's options. */
function assinatura(): string {
  const hash = createHash('sha256');
  const arquivos = ['src/server', 'src/shared']
    .flatMap((pasta) =>
      readdirSync(join(ROOT, pasta), { recursive: true, encoding: 'utf8' }).map((f) => join(pasta, f)),
    )
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const f of [...arquivos, 'package-lock.json', 'scripts/server-bundle.mjs']) {
    hash.update(f).update(readFileSync(join(ROOT, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

let pasta: Promise<string> | undefined;

const PREFIXO = 'estocada-processo-';
const UM_DIA_MS = 86_400_000;

/** Removes the bundles of other source states made more than a day ago. */
function removerAntigos(): void {
  for (const nome of readdirSync(tmpdir())) {
    if (!nome.startsWith(PREFIXO)) continue;
    const caminho = join(tmpdir(), nome);
    try {
      if (Date.now() - statSync(caminho).mtimeMs > UM_DIA_MS)
        rmSync(caminho, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another test file.
    }
  }
}

async function compilar(): Promise<string> {
  const destino = join(tmpdir(), `${PREFIXO}${assinatura()}`);
  if (existsSync(destino)) return destino;
  removerAntigos();
  // Made under a name of its own and renamed when whole: a folder found by its name is
  // complete. Two test files making it at once both finish; the first rename wins.
  const obra = `${destino}-${randomBytes(4).toString('hex')}`;
  await Promise.all([
    bundleServer({ entryPoints: { ...SERVIDOR }, outdir: obra, quiet: true }),
    bundleCli({ entryPoints: { ...CLIS }, outdir: obra, quiet: true, mjs: true }),
  ]);
  // The native modules are loaded from the project's node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(obra, 'node_modules'), 'dir');
  try {
    renameSync(obra, destino);
  } catch {
    rmSync(obra, { recursive: true, force: true });
  }
  return destino;
}

/** The path of an entry's bundle, to run with `node`. */
export async function processoCompilado(entrada: Entrada): Promise<string> {
  pasta ??= compilar();
  return join(await pasta, entrada in SERVIDOR ? `${entrada}.cjs` : `${entrada}.mjs`);
}

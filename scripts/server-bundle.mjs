// The server's esbuild bundle (decision 008): one CommonJS file holding our code and
// every pure-JS dependency; only native modules stay external. The build makes it
// (scripts/build.mjs), and the tests that start a server or a CLI as a process run
// one made the same way (src/server/test/processo-compilado.ts).
import { readFileSync } from 'node:fs';
import { build as esbuild } from 'esbuild';

/**
 * Native addons (and optional drivers we never install) are loaded from node_modules at run time;
 * so is the API reference's page (a 4 MB script), imported on its first request (decision 024),
 * and the password estimator's dictionaries (1 MB), imported on the first password check
 * (decision 029).
 */
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pg-native',
  'cloudflare:sockets',
  '@scalar/fastify-api-reference',
  '@zxcvbn-ts/*',
];

/**
 * Dependency files the bundle takes rewritten as they are loaded; a file whose text differs
 * from what its rewrite expects is bundled as it is.
 *
 * Modules a dependency loads as it is imported but uses only for what we never do, each
 * milliseconds of every start, are loaded on first use instead:
 * - Fastify loads node:http2, used only with its http2 option, which we never set
 *   (10-40 ms);
 * - pix-utils loads axios (35 ms), used only to fetch a dynamic Pix payload from a PSP's
 *   server; our BR Codes are static.
 *
 * esbuild writes every string as ASCII but copies regular expressions as they are; one
 * character beyond Latin-1 makes V8 hold the whole bundle as two-byte text. The files whose
 * regular expressions carry one (tiny-case, under yup, under ics) get each escaped
 * (`\uXXXX`, the same expression); src/server/bundle.test.ts names any new one.
 */
const trocar = (cedo, tarde) => (text) => (text.includes(cedo) ? text.replace(cedo, tarde) : undefined);
const REESCRITOS = [
  {
    arquivo: /[\\/]fastify[\\/]lib[\\/]server\.js$/,
    reescrever: trocar(
      "const http2 = require('node:http2')",
      "const http2 = new Proxy({}, { get: (_, key) => require('node:http2')[key] })",
    ),
  },
  {
    arquivo: /[\\/]pix-utils[\\/]dist[\\/]main[\\/]dynamicPayload\.js$/,
    reescrever: trocar(
      'const axios_1 = __importDefault(require("axios"));',
      'const axios_1 = { get default() { return __importDefault(require("axios")).default; } };',
    ),
  },
  {
    arquivo: /[\\/]tiny-case[\\/]index\.js$/,
    reescrever: (text) =>
      text.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  },
];
const reescritos = {
  name: 'reescritos',
  setup(build) {
    for (const { arquivo, reescrever } of REESCRITOS) {
      build.onLoad({ filter: arquivo }, (args) => {
        const contents = reescrever(readFileSync(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    }
  },
};

/** What every server bundle shares: platform, externals, minification. */
function serverOptions(quiet = false) {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    sourcemap: true,
    // No comments or indentation: less to read and compile at each start, and the
    // bundle stays one-byte text (a single non-Latin-1 character in a comment made
    // V8 hold the whole 3.5 MB source as UTF-16). Names are kept for stack traces
    // and profiles; the .map file maps positions back to the sources.
    minifyWhitespace: true,
    minifySyntax: true,
    // Node 20 has no global navigator; without one, pg probes `Response` to detect
    // Cloudflare Workers, which loads Node's whole fetch implementation at boot.
    // Node 21+ defines navigator.userAgent as 'Node.js/<major>'.
    define: { navigator: '{"userAgent":"Node.js"}' },
    logLevel: quiet ? 'error' : 'warning',
  };
}

/** Bundles each entry point into `outdir` as `<name>.cjs`. */
export async function bundleServer({ entryPoints, outdir, quiet = false }) {
  await esbuild({
    ...serverOptions(quiet),
    entryPoints,
    outdir,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // A script run from V8's code cache loses its dynamic-import callback on Node 20
    // (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING): import() becomes require(), which
    // loads ES modules too from Node 20.19 on.
    supported: { 'dynamic-import': false },
    plugins: [reescritos],
  });
}

/**
 * Bundles each command-line entry point into `outdir` as an ES module (they await at
 * their top level, which CommonJS cannot): `<name>.js`, or `<name>.mjs` with `mjs` for a
 * folder without the project's package.json.
 */
export async function bundleCli({ entryPoints, outdir, quiet = false, mjs = false }) {
  await esbuild({
    ...serverOptions(quiet),
    entryPoints,
    outdir,
    ...(mjs ? { outExtension: { '.js': '.mjs' } } : {}),
    format: 'esm',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
}

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
 * Fastify loads node:http2 when it is imported, but uses it only with its http2
 * option, which we never set; loading it costs 10-40 ms of every start. The
 * bundle gets a proxy that loads it on first use. A Fastify whose line differs is
 * bundled as it is.
 */
const lazyHttp2 = {
  name: 'lazy-http2',
  setup(build) {
    build.onLoad({ filter: /[\\/]fastify[\\/]lib[\\/]server\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const eager = "const http2 = require('node:http2')";
      if (!text.includes(eager)) return undefined;
      const lazy = "const http2 = new Proxy({}, { get: (_, key) => require('node:http2')[key] })";
      return { contents: text.replace(eager, lazy), loader: 'js' };
    });
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
    plugins: [lazyHttp2],
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

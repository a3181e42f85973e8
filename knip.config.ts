import type { KnipConfig } from 'knip';

// `npm run lint` fails on unused files, exports and dependencies. Most entry points come from
// knip's plugins and from package.json:
// - vite: src/client/index.html -> main.tsx;
// - vitest: the test files of every project (src/**, bench/**/*.test.ts);
// - playwright: e2e/*.spec.ts, and e2e/servidores.ts through the webServer command;
// - "scripts": scripts/start|dev|build.mjs, bench/run.ts and the database CLIs
//   (src/server/db/migrate-cli.ts, src/server/db/seed/*-cli.ts), all run with node or tsx;
// - "imports": #shared/*, #server/*, #client/*, #scripts/*, resolved as Node does.
// Listed here is only what none of them can see.
const config: KnipConfig = {
  entry: [
    // The server's process entry: scripts/build.mjs hands it to esbuild, dev.mjs to `tsx watch`.
    'src/server/main.ts',
    // vite.config.ts loads it at build time through ssrLoadModule('/prerender.tsx').
    'src/client/prerender.tsx',
    // `npm start` runs it as `exec node scripts/start.mjs`, which knip does not read.
    'scripts/start.mjs',
    // Run by hand (`node scripts/make-contracts.mjs`); its output is committed in public/.
    'scripts/make-contracts.mjs',
    // Run by hand (`node scripts/make-icons.mjs`); the app's icons it draws are committed in public/icons/.
    'scripts/make-icons.mjs',
    // The service worker: vite.config.ts names it to vite-plugin-pwa (injectManifest), which builds it.
    'src/client/sw.ts',
    // Run by hand (`npx tsx ...`), as bench/README.md describes.
    'bench/size/report.ts',
    'bench/lib/profile-summary.ts',
    'bench/um-id-escala.ts',
    'bench/auditoria-perfil.ts',
    // Each browser-test server, which e2e/servidores.ts starts as a child process by path.
    'e2e/server.ts',
    // Baseline servers that bench/run.ts starts as child processes by path.
    'bench/lib/bare-*.mjs',
  ],
  project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
  ignoreDependencies: [
    // scripts/make-icons.mjs (run by hand) draws the PNG icons with it; it comes with qrcode.
    'pngjs',
    // The types of the test SMTP server (src/server/test/smtp.ts imports smtp-server and
    // mailparser); knip credits no @types package to those imports.
    '@types/mailparser',
    '@types/smtp-server',
  ],
  ignoreBinaries: [
    // util-linux's CPU pinning tool (bench/run.ts), not an npm package.
    'taskset',
  ],
  ignoreIssues: {
    // Kysely's Migrator calls up/down through the record in db/migrate.ts (`'<name>': m001`, a
    // namespace import under a string key), which knip 6 does not follow yet.
    'src/server/db/migrations/20*.ts': ['exports'],
  },
};

export default config;

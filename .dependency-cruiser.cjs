// Import boundaries of src/ (ARCHITECTURE.md), checked by `npm run lint`. Type-only imports count.
// Which client modules may call api() (the queries.ts files) is Biome's (biome.json overrides).
// `../` imports are Biome's (style/noRestrictedImports in biome.json), not repeated here.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-imports-server',
      comment:
        'The SPA talks to the server over HTTP only; what both need lives in src/shared. A client test may ' +
        'start the real server (the test app) to answer the client over a local port.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-client',
      comment: 'The server does not import the SPA; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-imports-a-side',
      comment: 'src/shared is the contract both sides import: it imports neither of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'feature-imports-another-feature',
      comment:
        "A server feature (src/server/features/<area>/) does not reach into another feature's files; " +
        'what two features share lives in src/server outside features/ or in src/shared.',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'client-feature-imports-another-feature',
      comment:
        "A client feature (src/client/features/<area>/) does not reach into another feature's files " +
        "beyond its server state (the area's queries.ts, where every key of that area lives); " +
        'what two features show lives in src/client outside features/ (ui/, layout/, queries.ts for shared server state).',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: {
        path: '^src/client/features/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/queries\\.ts$'],
      },
    },
    {
      name: 'client-shared-imports-a-feature',
      comment:
        'The shared client pieces (ui/, layout/, the shell) serve every feature and import none; ' +
        'only the route table (routes.tsx) loads the features.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: ['^src/client/features/', '^src/client/routes\\.tsx$'] },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere in src/: a module and what it imports are read in one direction.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // #shared/*, #server/*, #client/* come from package.json "imports".
    enhancedResolveOptions: {
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { FUSO_TESTE } from './src/server/test/fuso';

// Every server and shared test runs on SQLite; when TEST_DATABASE_URL points
// at PostgreSQL the same files run again on PostgreSQL.
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Server test files that replace a module (vi.mock), the clock or a method (vi.spyOn). */
const ISOLADOS = [
  'src/server/hostile-input.test.ts',
  'src/server/professor-sem-dados-pessoais.test.ts',
  'src/server/shutdown.test.ts',
  'src/server/features/aulas/chamada-folha.test.ts',
  'src/server/db/migrations/2026-11-24-005-uma-pessoa-por-cpf.test.ts',
  'src/server/db/versions-pg.test.ts',
  'src/server/db/prepare.test.ts',
];

export default defineConfig({
  test: {
    // The default output, then each project's time (scripts/test-times/).
    reporters: ['default', './scripts/test-times/vitest-reporter.mjs'],
    // One test file per core. Vitest's default keeps a core for its main process, which
    // only waits: on a 2-core machine that ran every file one after the other.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...dialects.flatMap((dialect) => {
        const comum = {
          environment: 'node' as const,
          env: { TEST_DIALECT: dialect, TEST_FUSO: FUSO_TESTE },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        };
        return [
          // A worker imports the server's modules once and runs file after file with them:
          // each file still makes its own apps and databases. Importing them again for every
          // file cost seconds of CPU per file.
          {
            test: {
              ...comum,
              name: dialect,
              include: ['src/server/**/*.test.ts'],
              exclude: ISOLADOS,
              isolate: false,
            },
          },
          // Files that replace a module, the clock or a method get modules of their own.
          { test: { ...comum, name: `${dialect}-isolado`, include: ISOLADOS } },
        ];
      }),
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

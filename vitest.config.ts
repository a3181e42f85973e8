import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { FUSO_TESTE } from './src/server/test/fuso';

// Every server and shared test runs on SQLite; when TEST_DATABASE_URL points
// at PostgreSQL the same files run again on PostgreSQL.
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  test: {
    // The default output, then each project's time (scripts/test-times/).
    reporters: ['default', './scripts/test-times/vitest-reporter.mjs'],
    // One test file per core. Vitest's default keeps a core for its main process, which
    // only waits: on a 2-core machine that ran every file one after the other.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...dialects.map((dialect) => ({
        test: {
          name: dialect,
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DIALECT: dialect, TEST_FUSO: FUSO_TESTE },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      })),
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

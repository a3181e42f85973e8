import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { FUSO_TESTE } from './src/server/test/fuso';

// Every server and shared test runs on SQLite; when TEST_DATABASE_URL points
// at PostgreSQL the same files run again on PostgreSQL.
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Server test files that replace a module, the clock, a method, a global or the environment:
 * found by reading the files, so a new one cannot share its replacements with other files.
 */
const ISOLADOS = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/server/${f}`)
  .filter((f) =>
    /\bvi\.(mock|doMock|spyOn|useFakeTimers|setSystemTime|stubEnv|stubGlobal)\b/.test(
      readFileSync(f, 'utf8'),
    ),
  );

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
          setupFiles: ['src/server/test/por-arquivo.ts'],
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

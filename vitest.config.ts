import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FUSO_TESTE } from './src/server/test/fuso';

// Every server and shared test runs on SQLite; when TEST_DATABASE_URL points
// at PostgreSQL the same files run again on PostgreSQL.
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Test files that replace a module, the clock, a global or the environment: found by
 * reading the files, so a new one cannot share its replacements with other files. A
 * spy (`vi.spyOn`) does not isolate a file: every spy is restored after each test
 * (src/server/test/espioes.ts), before the worker's next test or file.
 */
const SUBSTITUI = /\bvi\.(mock|doMock|useFakeTimers|setSystemTime|stubEnv|stubGlobal)\b/;
const testes = (pasta: string) =>
  readdirSync(pasta, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${pasta}/${f}`);
const isolados = (pastas: string[]) =>
  pastas.flatMap(testes).filter((f) => SUBSTITUI.test(readFileSync(f, 'utf8')));
const ISOLADOS = isolados(['src/server']);
const COMPARTILHADOS = ['src/shared', 'src/client', 'bench'];
const ISOLADOS_COMPARTILHADOS = isolados(COMPARTILHADOS);
/** Restores every spy after each test, in the projects whose files share a worker. */
const ESPIOES = 'src/server/test/espioes.ts';

/**
 * The order files start in. A project's files stay together: a worker keeps its modules
 * only for a next file of the same project. The isolated projects go first, as each holds
 * a long file (the hostile-input walk is the longest of the run) that the other worker
 * works beside; the projects of many short files go last, so at the run's end both workers
 * finish within a short file of each other. Within a project, Vitest's own order: the
 * longest first, by the last run's times.
 */
class IsoladosPrimeiro extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const ordem = await super.sort(files);
    const depois = (f: TestSpecification) => (f.project.config.isolate ? 0 : 1);
    return ordem.sort((a, b) => depois(a) - depois(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: IsoladosPrimeiro },
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
              setupFiles: [...comum.setupFiles, ESPIOES],
            },
          },
          // Files that replace a module, the clock, a global or the environment get modules
          // of their own.
          { test: { ...comum, name: `${dialect}-isolado`, include: ISOLADOS } },
        ];
      }),
      // The shared rules', the client's and the bench's unit tests: one worker runs file
      // after file with the modules it imported, as the server's; the files that replace a
      // global get modules of their own.
      {
        test: {
          name: 'shared',
          include: COMPARTILHADOS.map((pasta) => `${pasta}/**/*.test.ts`),
          exclude: ISOLADOS_COMPARTILHADOS,
          environment: 'node',
          isolate: false,
          setupFiles: [ESPIOES],
        },
      },
      {
        test: { name: 'shared-isolado', include: ISOLADOS_COMPARTILHADOS, environment: 'node' },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One runner for the whole repository. Each project is a separately configured group of tests;
// `npm run test:api` runs only the server project (used by CI against PostgreSQL too).

/**
 * Waits on a state (`expect.poll`) give up only after this long: a test waits for the state, and
 * the limit is there for a broken feature, not for a slow machine (the default of 1 s failed tests
 * whenever the shared machine was busy). Set per project: each project has its own expect options.
 */
const expectOnBusyMachine = { poll: { timeout: 20_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          expect: expectOnBusyMachine,
          sequence: { groupOrder: 0 },
          // Plus the checks over the whole tree (import boundaries) and the scripts' own tests.
          include: ['packages/*/src/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          expect: expectOnBusyMachine,
          sequence: { groupOrder: 1 },
          include: ['packages/ui/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/ui/test/setup.ts'],
          // Files share one jsdom and one module cache per worker: a fresh jsdom plus Mantine's import per
          // file cost ~1.5 s each, three times the tests themselves. Each test cleans up after itself.
          isolate: false,
          // Render tests of whole widgets take a second or two when the machine is shared; the default
          // 5 s made the longest ones flaky without telling us anything.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          expect: expectOnBusyMachine,
          sequence: { groupOrder: 2 },
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          // Files share one module cache per worker (D164): importing the whole server again for each
          // file cost about 4 s of a core per file, as long as most files' tests. Each file builds its
          // own test API over its own database copy and closes it; module mocks live in the setup file
          // only, since a file's own mock would stay cached for the files after it.
          isolate: false,
          // PGlite instances are heavy (hundreds of MB each): keep parallelism low on 2 cores.
          maxWorkers: 2,
          // Limits for a test that hangs, not for a busy machine (D152): with the machine
          // oversubscribed tenfold, building one test API (loading the database copy and importing the
          // server) took over a minute.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect: expectOnBusyMachine,
          sequence: { groupOrder: 3 },
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Three files at a time, each worker with its own server and database (D162): a browser test
          // mostly waits (for the network to go quiet, for the server's answer, for a transition). Two at
          // a time used about two thirds of one core (591 s of wall clock for 1,058 s of tests); the
          // third worker fills the idle time of the two cores.
          maxWorkers: 3,
          // Limits for a hung test, not a busy machine (D152): on a loaded machine a session test took
          // 65 s and failed on the old 60 s limit.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});

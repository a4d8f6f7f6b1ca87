import { defineConfig } from 'vitest/config';

// Every `sitegen build` the tests run stays in its own process, global setup's included: a build
// server would outlive the test run. tests/cli/build-server.test.ts turns it on for its builds.
process.env.SITEGEN_SERVER ??= 'off';

/**
 * Unit tests that need modules of their own: they mock modules, fake timers or globals, hold a
 * module's state (a prestarted worker) that another file's test would leave changed, or make
 * folders for the whole file (fileTempDir, removed by a hook its module registers as it loads).
 */
const ISOLATED = [
  'tests/unit/bundle/bundle-client.test.ts',
  'tests/unit/bundle/site-components.test.ts',
  'tests/unit/exec/executor-server.test.ts',
  'tests/unit/exec/executor-tuning.test.ts',
  'tests/unit/exec/search-prestart.test.ts',
  'tests/unit/exec/v8-flags.test.ts',
  'tests/unit/files/file-hashes.test.ts',
  'tests/unit/runtime/client/progress-bar.test.ts',
  'tests/unit/runtime/theme/versions.test.tsx',
  'tests/unit/watch/live-reload.test.ts',
];

export default defineConfig({
  test: {
    // A test that takes over 20 s in a whole run of the suite sets a timeout of its own.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: browser tests and CLI runs are heavy, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The unit tests share their modules within a worker: importing the compiler afresh for
        // each file was a quarter of their time (tests/unit: 218 s → 157 s).
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      {
        extends: true,
        test: { name: 'isolated', include: [...ISOLATED, 'tests/cli/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          // A poll often waits on a chain (hydration, an idle callback, a chunk, a fetch) that a
          // loaded 2-core CI machine can stretch past the 1 s default.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Every `sitegen build` the tests run stays in its own process, global setup's included: a build
// server would outlive the test run. tests/cli/build-server.test.ts turns it on for its builds.
process.env.SITEGEN_SERVER ??= 'off';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: browser tests and CLI runs are heavy, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts'] },
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

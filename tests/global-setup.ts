import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBrowserServer } from './e2e/support/browser.ts';
import { THEME_FIXTURE } from './e2e/support/fixture-site.ts';
import { E2E_DIST, ROOT, THEME_DIST } from './e2e/support/site.ts';

/** Builds a site with the real CLI, its output shown; rejects when the build fails. */
function build(root: string, outDir: string): Promise<void> {
  const child = spawn(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, SITEGEN_ANALYTICS_ID: '' },
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`sitegen build --root ${root} exited with ${code}`))));
  });
}

/**
 * Once for every end-to-end test, side by side: the consultancy site and the theme fixture built
 * with the real CLI, and the Chromium the test files connect to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [browser] = await Promise.all([startBrowserServer(), build(ROOT, E2E_DIST), build(THEME_FIXTURE, THEME_DIST)]);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return () => browser.close();
}

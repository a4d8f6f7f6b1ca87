import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from './support/site.ts';
import { followLink, markWindow, useSite, windowMarked } from './support/session.ts';

const FIXTURE = resolve(ROOT, 'tests/fixtures/mdx-react-imports');

/** tests/fixtures/mdx-react-imports built with the real CLI: a page with two site components that import React themselves, one without. */
function buildFixture(): string {
  const out = resolve(ROOT, '.sitegen', 'e2e-mdx-react-imports');
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', FIXTURE, '--out-dir', out], { stdio: 'pipe' });
  return out;
}

const site = useSite(buildFixture);

/** Flips <Toggle> (JSX in a .js file, `import React, { useReducer } from 'react'`, React.useState) and steps <Stepper> (`import * as React`, React.useReducer) twice. */
async function useBoth(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Lights/ });
  expect(await toggle.textContent()).toBe('Lights: off, 0 flips');
  await toggle.click();
  await expect.poll(() => toggle.textContent()).toBe('Lights: on, 1 flips');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  const stepper = page.getByRole('button', { name: /^Steps/ });
  await stepper.click();
  await stepper.click();
  await expect.poll(() => stepper.textContent()).toBe('Steps: 4');
}

describe('site components that import React themselves, as Docusaurus sites write them', () => {
  test("take React's default export, or all of it, and hooks sitegen's runtime never calls, from the page's one React", async () => {
    const { page, problems } = await site.open('/docs');
    await useBoth(page);
    expect(problems).toEqual([]);
  });

  test('work after client-side navigation too', async () => {
    const { page, problems } = await site.open('/docs/plain');
    await markWindow(page);
    await followLink(page, '/docs');
    await useBoth(page);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

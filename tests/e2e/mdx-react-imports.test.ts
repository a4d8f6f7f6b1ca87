import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { buildFixtureSite } from './support/fixture-site.ts';
import { followLink, markWindow, useSite, windowMarked } from './support/session.ts';

/** tests/fixtures/mdx-react-imports: a page with two site components that import React themselves, one without. */
const site = useSite(() => buildFixtureSite('mdx-react-imports', 'e2e-mdx-react-imports'));

/** Flips <Toggle> (JSX in a .js file, `import React, { useReducer } from 'react'`, React.useState) and steps <Stepper> (`import * as React`, React.useReducer) twice. */
async function flipAndStep(page: Page): Promise<void> {
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
    await flipAndStep(page);
    expect(problems).toEqual([]);
  });

  test('work after client-side navigation too', async () => {
    const { page, problems } = await site.open('/docs/plain');
    await markWindow(page);
    await followLink(page, '/docs');
    await flipAndStep(page);
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';

/** tests/fixtures/mdx-components-file: a page using components src/theme/MDXComponents provides, without importing them. */
const site = useSite(() => buildFixtureSite('mdx-components-file', 'e2e-mdx-components-file'));

describe('components from src/theme/MDXComponents (issue 19)', () => {
  test('hydrate on a page that never imports them, and work', async () => {
    const { page, problems } = await site.open('/docs');
    await expect(page.locator('.highlight').textContent()).resolves.toBe('highlighted');
    const button = page.locator('button.clicker');
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 10_000 }).toMatch(/^Clicks: [1-9]$/);
    expect(problems).toEqual([]);
  });
});

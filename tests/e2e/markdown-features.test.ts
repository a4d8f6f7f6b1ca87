import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { axeViolations } from './support/axe.ts';
import { ROOT } from './support/site.ts';
import { useSite } from './support/session.ts';

/** Builds tests/fixtures/<name> with the real CLI into .sitegen/e2e-<name>; returns the folder. */
function buildFixture(name: string): string {
  const out = resolve(ROOT, '.sitegen', `e2e-${name}`);
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', resolve(ROOT, 'tests/fixtures', name), '--out-dir', out], {
    stdio: 'pipe',
    env: { ...process.env, SITEGEN_ANALYTICS_ID: '' },
  });
  return out;
}

const dists: Record<string, string> = {};
beforeAll(() => {
  for (const name of ['admonitions', 'code-blocks']) dists[name] = buildFixture(name);
}, 120_000);

const admonitions = useSite(() => dists.admonitions);
const codeBlocks = useSite(() => dists['code-blocks']);

describe('code blocks in the browser', () => {
  it('copy their code, without magic comments, and say so for a moment', async () => {
    const { page, problems } = await codeBlocks.open('/docs', { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    const block = page.locator('.code-block').nth(2);
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await block.hover();
    // Faded in: at the transition's first frame it is still 0.
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).not.toBe('0');
    // The listener comes with the chunk loaded once the page is idle: click until it answers. Not
    // while it says Copied (a click a moment ago answered): the button is not found by its label then.
    const copiedButton = block.getByRole('button', { name: 'Copied' });
    await expect
      .poll(async () => {
        if ((await copiedButton.count()) === 0) await button.click({ timeout: 500 }).catch(() => undefined);
        return copiedButton.count();
      })
      .toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').textContent());
    expect(copied).toMatch(/^function HighlightSomeText\(highlight\) \{\n {2}if \(highlight\) \{\n {4}return 'This text is highlighted!';/);
    expect(copied).not.toContain('highlight-');
    await expect.poll(() => block.getByRole('button', { name: 'Copy code to clipboard' }).count(), { timeout: 5_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it('show the copy button to the keyboard, and copy the line numbers’ code only', async () => {
    const { page } = await codeBlocks.open('/docs', { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    const block = page.locator('.code-block--line-numbers').first();
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = block.locator('.code-block__copy');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expect
      .poll(async () => {
        await page.keyboard.press('Enter');
        return page.evaluate(() => navigator.clipboard.readText());
      })
      .toBe("import React from 'react';\n\nexport default function MyComponent(props) {\n  return <div>Foo</div>;\n}");
  });
});

describe('axe-core finds no violations', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`on admonitions and code blocks in ${mode} mode`, async () => {
      const found: string[] = [];
      for (const [site, paths] of [
        [admonitions, ['/docs', '/docs/mistakes']],
        [codeBlocks, ['/docs']],
      ] as const) {
        const context = await site.newContext();
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const path of paths) {
          await page.goto(site.url + path, { waitUntil: 'networkidle' });
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          expect(await page.locator('.admonition, .code-block').count()).toBeGreaterThan(0);
          for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
        }
      }
      expect(found).toEqual([]);
    }, 60_000);
  }
});

import { describe, expect, it } from 'vitest';
import { watchConsole } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { PAGES } from './support/pages.ts';
import { useSite } from './support/session.ts';

describe('axe-core finds no violations', () => {
  const site = useSite();

  for (const mode of ['light', 'dark'] as const) {
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      it(`on every page kind in ${mode} mode at ${width} px`, async () => {
        const context = await site.newContext({ viewport: { width, height } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        const problems = await watchConsole(page);
        const found: string[] = [];
        for (const [kind, path] of Object.entries(PAGES)) {
          await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          for (const violation of await axeViolations(page)) found.push(`${kind} ${path}: ${violation}`);
        }
        await context.close();
        expect(found).toEqual([]);
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      }, 120_000);
    }
  }
});

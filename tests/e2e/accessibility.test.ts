import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole } from './support/browser.ts';
import { ROOT, serveBuiltSite } from './support/site.ts';

const AXE = readFileSync(resolve(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** One page of every kind. */
const PAGES = {
  home: '/',
  doc: '/services/erpnext/complex-migrations',
  blogList: '/blog',
  blogPost: '/blog/managing-frappe-benches-on-kubernetes',
  blogTags: '/blog/tags',
  blogTag: '/blog/tags/kubernetes',
  blogArchive: '/blog/archive',
  blogAuthors: '/blog/authors',
  notFound: '/no-such-page',
};

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

describe('axe-core finds no violations', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serveBuiltSite>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    site = await serveBuiltSite();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      it(`on every page kind in ${mode} mode at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        const problems = await watchConsole(page);
        const found: string[] = [];
        for (const [kind, path] of Object.entries(PAGES)) {
          await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          await page.addScriptTag({ content: AXE });
          const violations = (await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
            return (await axe.run(document)).violations;
          })) as AxeViolation[];
          for (const v of violations) found.push(`${kind} ${path}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        }
        await context.close();
        expect(found).toEqual([]);
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      }, 120_000);
    }
  }
});

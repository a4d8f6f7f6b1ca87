import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { connectBrowser, watchConsole } from './browser.ts';
import { serveBuiltSite } from './site.ts';

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, React warnings and page errors seen so far. */
  problems: string[];
}

/**
 * One served site (the e2e build, or `root`, read when the file starts) and one browser for a
 * test file; each test opens pages in a fresh context (fresh storage), closed after the file.
 */
export function useSite(root?: string | (() => string)) {
  let site: Awaited<ReturnType<typeof serveBuiltSite>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [site, browser] = await Promise.all([serveBuiltSite(typeof root === 'function' ? root() : root), connectBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get url() {
      return site.url;
    },
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      return context;
    },
    /** A new page in a new context; `before` runs before navigation (routes, init scripts). */
    async open(path: string, options: { context?: BrowserContextOptions; before?: (page: Page) => Promise<unknown> | void; hydrate?: boolean } = {}): Promise<OpenPage> {
      const context = await this.newContext(options.context);
      const page = await context.newPage();
      const problems = await watchConsole(page);
      await options.before?.(page);
      await page.goto(site.url + path);
      if (options.hydrate !== false) await hydrated(page);
      return { page, context, problems };
    },
  };
}

/** Waits for hydration: the colour mode toggle is disabled until the client has loaded. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached', timeout: 10_000 });
}

/** Marks the window; a full page load loses the mark, client-side navigation keeps it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMark: number }).__e2eMark = 1));
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 1);
}

/**
 * Follows a link the way content HTML links are followed: a plain anchor added to the page's
 * main content, then clicked. Same-origin ones navigate client-side.
 */
export async function followLink(page: Page, href: string, modifiers?: Array<'Control' | 'Shift' | 'Meta' | 'Alt'>): Promise<void> {
  await page.evaluate((to) => {
    const anchor = document.createElement('a');
    anchor.href = to;
    anchor.textContent = 'e2e link';
    anchor.id = 'e2e-link';
    anchor.style.cssText = 'position:fixed;top:50%;left:50%;z-index:99999;background:#fff';
    document.getElementById('e2e-link')?.remove();
    document.querySelector('main')!.append(anchor);
  }, href);
  await page.click('#e2e-link', { modifiers });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from './support/browser.ts';
import { fixtureCopy } from '../support/fixture.ts';
import { ROOT } from './support/site.ts';
import { DEV_REFRESH } from '../../runtime/client/dev-refresh.ts';

/** Starts the real `sitegen watch` and resolves with the URL it prints. */
function startWatch(root: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/sitegen.js'), 'watch', '--root', root, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d;
      const match = /serving at (http:\/\/[^\s/]+)/.exec(output);
      if (match) resolve({ url: match[1], child, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`watch exited with ${code}:\n${output}`)));
  });
}

describe('sitegen watch', () => {
  let browser: Browser;
  let page: Page;
  let watch: Awaited<ReturnType<typeof startWatch>>;
  const root = fixtureCopy();
  const install = join(root, 'content/guides/install.md');

  beforeAll(async () => {
    browser = await connectBrowser();
    watch = await startWatch(root);
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    watch?.child.kill('SIGINT');
  });

  it('serves the development build, drafts included', async () => {
    const draft = await page.goto(`${watch.url}/guides/draft-page`);
    expect(draft?.status()).toBe(200);
    await page.goto(`${watch.url}/guides/install`);
    await expect.poll(() => page.textContent('main')).toContain('Node 20 or later');
  });

  it('shows an edit in the open tab in place, without a reload, keeping the scroll position', async () => {
    // Until the page has hydrated, the runtime has nothing to update in place, and the page reloads.
    await page.waitForFunction((name) => name in window, DEV_REFRESH);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.evaluate(() => window.scrollTo(0, 120));
    // Gone if the document loads again: the runtime is to show the rebuilt page itself.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    writeFileSync(install, readFileSync(install, 'utf8').replace('Node 20 or later', 'Node 22 or later'));
    await expect.poll(() => page.textContent('main'), { timeout: 10_000 }).toContain('Node 22 or later');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
  });

  it('shows a changed title in the sidebar and the tab title in place', async () => {
    await page.waitForFunction((name) => name in window, DEV_REFRESH);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    writeFileSync(install, readFileSync(install, 'utf8').replace('title: Install', 'title: Installing'));
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Installing/);
    await expect.poll(() => page.locator('nav[aria-label="Docs sidebar"]').textContent()).toContain('Installing');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    writeFileSync(install, readFileSync(install, 'utf8').replace('title: Installing', 'title: Install'));
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Install\b/);
  });

  it('shows a broken front matter as an overlay, then recovers when fixed', async () => {
    const good = readFileSync(install, 'utf8');
    writeFileSync(install, good.replace('title: Install', 'title: [Install'));
    const overlay = page.locator('#sitegen-error-overlay');
    await expect.poll(() => overlay.textContent(), { timeout: 10_000 }).toContain('InvalidFrontMatterYaml');
    expect(await page.textContent('main')).toContain('Node 22 or later');
    writeFileSync(install, good.replace('Node 22 or later', 'Node 24 or later'));
    await expect.poll(() => page.textContent('main'), { timeout: 10_000 }).toContain('Node 24 or later');
    expect(await overlay.count()).toBe(0);
  });

  it('keeps watching after a rebuild that throws, and the next save rebuilds everything', async () => {
    // A file where the page's output folder goes: writing the page throws, it does not report.
    const pageDir = join(root, '.sitegen/dev/guides/install');
    rmSync(pageDir, { recursive: true, force: true });
    writeFileSync(pageDir, 'in the way');
    const good = readFileSync(install, 'utf8');
    writeFileSync(install, good.replace('Node 24 or later', 'Node 25 or later'));
    await expect.poll(() => watch.output(), { timeout: 10_000 }).toContain('✘ Rebuild failed:');
    rmSync(pageDir, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(install, good.replace('Node 24 or later', 'Node 26 or later'));
    await expect.poll(() => watch.output(), { timeout: 10_000 }).toMatch(/✔ Rebuilt every page/);
    // The open tab reloads itself, as after any full rebuild.
    await expect.poll(() => page.textContent('main').catch(() => ''), { timeout: 10_000 }).toContain('Node 26 or later');
  });

  it('shows a save made while the tab was loading, before its script connected', async () => {
    const rebuilds = () => watch.output().split('✔ Rebuilt').length;
    let release = () => {};
    const connecting = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__sitegen/events*', async (route) => {
      await connecting;
      await route.continue();
    });
    try {
      await page.reload();
      expect(await page.textContent('main')).toContain('Node 26 or later');
      const before = rebuilds();
      writeFileSync(install, readFileSync(install, 'utf8').replace('Node 26 or later', 'Node 27 or later'));
      await expect.poll(rebuilds, { timeout: 10_000 }).toBeGreaterThan(before);
      release();
      await expect.poll(() => page.textContent('main'), { timeout: 10_000 }).toContain('Node 27 or later');
    } finally {
      release();
      await page.unrouteAll();
    }
  });

  it('adds and deletes pages', async () => {
    const added = join(root, 'content/guides/upgrade.md');
    writeFileSync(added, '---\ntitle: Upgrade\n---\n\nHow to upgrade.\n');
    await expect.poll(async () => (await page.request.get(`${watch.url}/guides/upgrade`)).status(), { timeout: 10_000 }).toBe(200);
    rmSync(added);
    await expect.poll(async () => (await page.request.get(`${watch.url}/guides/upgrade`)).status(), { timeout: 10_000 }).toBe(404);
  });

  it('picks up an edit to site.config.ts (it is loaded again only then)', async () => {
    const config = join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture Site'", "title: 'Renamed Site'"));
    // The open tab reloads itself; a goto here would race that reload.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain('Renamed Site');
    writeFileSync(install, readFileSync(install, 'utf8').replace('Node 27 or later', 'Node 28 or later'));
    await expect.poll(() => page.textContent('main'), { timeout: 10_000 }).toContain('Node 28 or later');
    expect(await page.title()).toContain('Renamed Site');
  });

  it('stops cleanly on Ctrl-C', async () => {
    const exited = new Promise<number | null>((resolve) => watch.child.once('exit', resolve));
    watch.child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});

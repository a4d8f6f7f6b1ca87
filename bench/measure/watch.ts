import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats.ts';
import type { Page } from 'playwright-core';

export interface WatchOptions {
  bin: string;
  site: string;
  port: number;
  /** A doc route of the site, and the Markdown file behind it. */
  route: string;
  file: string;
  outDir: string;
  /** Measured edits, after one warm-up edit. */
  edits: number;
  log: (line: string) => void;
}

export interface WatchResult {
  /** Why nothing could be measured; undefined when `sitegen watch` ran. */
  unavailable?: string;
  /** Why the browser half could not be measured. */
  browserUnavailable?: string;
  diskMs: number[];
  browserMs: number[];
  /** What `sitegen watch` itself printed per rebuild, e.g. `Rebuilt 1 page in 80 ms`. */
  reported: string[];
  medianDiskMs: number;
  medianBrowserMs: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const STEP_TIMEOUT = 15_000;

/**
 * Starts `sitegen watch`, opens the route in Chromium, then edits the Markdown file and times how
 * long until the new text is in the HTML on disk and in the open tab. The file is restored after.
 */
export async function measureWatch(options: WatchOptions): Promise<WatchResult> {
  const result: WatchResult = { diskMs: [], browserMs: [], reported: [], medianDiskMs: Number.NaN, medianBrowserMs: Number.NaN };
  const original = readFileSync(options.file, 'utf8');
  const watch = spawn(process.execPath, [options.bin, 'watch', '--root', options.site, '--port', String(options.port), '--out-dir', options.outDir], {
    cwd: options.site,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let output = '';
  watch.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  watch.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  let browser: { close(): Promise<void> } | undefined;
  try {
    const url = await waitFor(() => /https?:\/\/[^\s/]+:\d+/.exec(output)?.[0], 180_000, watch);
    if (!url) return { ...result, unavailable: `\`sitegen watch\` printed no URL${watch.exitCode !== null ? ` (exit ${watch.exitCode})` : ''}: ${tail(output)}` };
    const htmlFile = join(options.outDir, options.route.replace(/\/+$/, ''), 'index.html');
    const built = await waitFor(() => existsSync(htmlFile) || undefined, 180_000, watch);
    if (!built) return { ...result, unavailable: `no ${htmlFile} after the first build: ${tail(output)}` };
    const tab = await openTab(`${url}${options.route}`).catch((error: unknown) => ({ error: String(error) }));
    if ('error' in tab) result.browserUnavailable = tab.error;
    else browser = tab.browser;
    for (let edit = 0; edit <= options.edits; edit++) {
      const marker = `watchmarker${edit}z${Date.now().toString(36)}`;
      const printedBefore = output.length;
      const started = performance.now();
      writeFileSync(options.file, `${original}\nEdited for the watch benchmark: ${marker}.\n`);
      const [disk, shown] = await Promise.all([
        waitFor(changedTo(htmlFile, marker, started), STEP_TIMEOUT, watch, 2),
        'page' in tab ? shownInTab(tab.page, marker, STEP_TIMEOUT).then((ok) => (ok ? performance.now() - started : undefined)) : undefined,
      ]);
      await new Promise((r) => setTimeout(r, 300));
      const reported = /Rebuilt (.+ in \d+ ms)/.exec(output.slice(printedBefore))?.[1] ?? '?';
      options.log(`  watch edit ${edit}${edit === 0 ? ' (warm-up)' : ''}: disk ${disk === undefined ? 'timeout' : `${Math.round(disk)} ms`}, browser ${shown === undefined ? '–' : `${Math.round(shown)} ms`}; sitegen: ${reported}`);
      if (disk === undefined) return { ...result, unavailable: `the edit never reached ${htmlFile}: ${tail(output)}` };
      if (edit > 0) {
        result.reported.push(reported);
        result.diskMs.push(disk);
        if (shown !== undefined) result.browserMs.push(shown);
      }
    }
    if ('page' in tab && result.browserMs.length === 0) result.browserUnavailable = 'the open tab never showed the edit';
    result.medianDiskMs = median(result.diskMs);
    result.medianBrowserMs = median(result.browserMs);
    return result;
  } finally {
    writeFileSync(options.file, original);
    await browser?.close().catch(() => undefined);
    await stop(watch);
  }
}

/** A check for `waitFor`: reads the file only when its modification time moved, so polling stays cheap. */
function changedTo(file: string, marker: string, started: number): () => number | undefined {
  let seen = -1;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (mtime === seen) return undefined;
    seen = mtime;
    return readFileSync(file, 'utf8').includes(marker) ? performance.now() - started : undefined;
  };
}

async function openTab(url: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // Let hydration and the live-reload connection settle before the first edit.
  await page.waitForTimeout(1000);
  return { browser, page };
}

/** Polls `check` until it returns a value, the time is up, or the watch process has died. */
async function waitFor<T>(check: () => T | undefined, timeoutMs: number, child: ChildProcess, everyMs = 50): Promise<T | undefined> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end && child.exitCode === null && child.signalCode === null) {
    try {
      const value = check();
      if (value !== undefined) return value;
    } catch {
      // The file is being replaced; look again.
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return undefined;
}

/**
 * Waits until the tab's text holds `marker`, checked in the page at each change of its DOM (a
 * MutationObserver) rather than asked from here in a loop: that loop kept Chromium and this
 * process busy on the cores sitegen was rebuilding on. A document replaced meanwhile (a full
 * reload) fails the wait, which then starts again in the new one.
 */
async function shownInTab(page: Page, marker: string, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  const seen = (m: string) =>
    new Promise<true>((resolve) => {
      const check = () => document.body?.textContent?.includes(m) && resolve(true);
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
      check();
    });
  while (performance.now() < end) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), end - performance.now())));
    const shown = await Promise.race([page.evaluate(seen, marker).catch(() => undefined), timeout]);
    clearTimeout(timer);
    if (shown !== undefined) return shown;
  }
  return false;
}

/** Stops the watch process and whatever it started (its own process group). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

const tail = (text: string) => text.trim().split('\n').slice(-3).join(' / ') || '(no output)';

import { inject } from 'vitest';
import { chromium, type Browser, type BrowserServer, type Page, type ConsoleMessage } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Debian's Chromium, never a downloaded browser: started once for the end-to-end run (by
 * tests/global-setup.ts), since a launch costs seconds of CPU that every test file paid.
 */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });
}

/** A test file's connection to the run's Chromium; closing it closes the contexts it opened. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket endpoint of the run's Chromium (startBrowserServer). */
    chromiumEndpoint: string;
  }
}

/**
 * Collects console errors, React warnings and uncaught page errors, so a test can assert a page
 * hydrated cleanly. Requests to other hosts are refused (the machine has no network anyway).
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || (message.type() === 'warning' && /react|hydrat/i.test(text))) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return problems;
}

import { test } from 'vitest';
import { launchBrowser, watchConsole } from './support/browser.ts';
import { serveBuiltSite } from './support/site.ts';
test('smoke', async () => {
const site = await serveBuiltSite();
const browser = await launchBrowser();
const page = await browser.newPage();
const problems = await watchConsole(page);
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('request', (r) => console.log('req', r.url().replace(site.url, '')));
await page.goto(site.url + '/');
await page.waitForTimeout(1000);
await page.evaluate(() => ((window as any).marker = 1));
await page.click('a[href="/blog"]');
await page.waitForTimeout(1000);
console.log(page.url(), await page.title(), await page.evaluate(() => (window as any).marker));
console.log(problems);
await browser.close(); await site.close();
});

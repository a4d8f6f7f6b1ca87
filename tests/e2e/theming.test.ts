import { describe, expect, test } from 'vitest';
import Color from 'color';
import { axeViolations } from './support/axe.ts';
import { buildFixtureSite } from './support/fixture-site.ts';
import { useSite } from './support/session.ts';
import { primaryColors } from '../../cli/bundle/primary-colors.ts';

/** tests/fixtures/theming built with the real CLI: theme.primaryColor '#2e8555' and a Docusaurus custom.css setting Infima's variables. */
const site = useSite(() => buildFixtureSite('theming', 'e2e-theming'));
const colors = primaryColors('#2e8555');
const rgb = (hex: string) => Color(hex).rgb().string();

/** A page opened in a colour mode, chosen before the first paint as a returning visitor's would be. */
const openIn = (path: string, mode: 'light' | 'dark') =>
  site.open(path, { before: (page) => page.addInitScript((theme) => localStorage.setItem('theme', theme), mode) });

describe('theme.primaryColor and a Docusaurus custom.css on a built site', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the primary colour and custom.css's --ifm-* values take effect in ${mode} mode`, async () => {
      const { page, problems } = await openIn('/docs/', mode);
      const styles = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return {
          theme: document.documentElement.dataset.theme,
          link: style('.markdown a').color,
          fontFamily: style('body').fontFamily,
          background: style('body').backgroundColor,
          radius: style('.admonition').borderTopLeftRadius,
          code: parseFloat(style('.markdown p code').fontSize) / parseFloat(style('.markdown p').fontSize),
        };
      });
      expect(styles).toMatchObject({
        theme: mode,
        link: rgb(colors[mode]['--ifm-color-primary']),
        radius: '3px',
        background: mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(16, 20, 24)',
      });
      expect(styles.fontFamily).toMatch(/^"Theming Sans", Georgia, serif$/);
      expect(styles.code).toBeCloseTo(0.95, 2);
      expect(problems).toEqual([]);
    });

    for (const path of ['/', '/docs/', '/blog/']) {
      test(`axe finds nothing on ${path} in ${mode} mode`, async () => {
        const { page } = await openIn(path, mode);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test("Docusaurus' classic custom.css colours, set in :root and [data-theme='dark'], recolour sitegen's links and soft tint", async () => {
    const { page } = await openIn('/docs/', 'light');
    // What the classic template's custom.css sets, after the site's stylesheet as customCss is.
    await page.addStyleTag({ content: ":root { --ifm-color-primary: #2e8555; } [data-theme='dark'] { --ifm-color-primary: #25c2a0; }" });
    const seen = () =>
      page.evaluate(() => {
        const html = getComputedStyle(document.documentElement);
        return [getComputedStyle(document.querySelector('.markdown a')!).color, html.getPropertyValue('--sg-color-primary-soft').trim()];
      });
    expect(await seen()).toEqual(['rgb(46, 133, 85)', 'color-mix(in srgb, #2e8555 8%, #ffffff)']);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await expect.poll(seen).toEqual(['rgb(37, 194, 160)', 'color-mix(in srgb, #25c2a0 15%, #101418)']);
  });
});

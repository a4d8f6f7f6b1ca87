import { describe, expect, it } from 'vitest';
import { isOpaqueColor } from '../../../cli/config/theme-schema.ts';
import { contrast, MIN_CONTRAST, primaryColorCss, primaryColors, primaryShades, readablePrimary, softTint } from '../../../cli/bundle/primary-colors.ts';

const LIGHT_BACKGROUNDS = ['#ffffff', '#f6f8fb', '#f1f4f8'];
const DARK_BACKGROUNDS = ['#0f141b', '#171d26', '#1e2530'];

describe('primaryColors', () => {
  it('makes the shades as Docusaurus’ colour generator does', () => {
    // Docusaurus' classic template: #2e8555 with these shades in its custom.css.
    expect(primaryShades('#2e8555')).toEqual({
      '--ifm-color-primary': '#2e8555',
      '--ifm-color-primary-dark': '#29784c',
      '--ifm-color-primary-darker': '#277148',
      '--ifm-color-primary-darkest': '#205d3b',
      '--ifm-color-primary-light': '#33925d',
      '--ifm-color-primary-lighter': '#359962',
      '--ifm-color-primary-lightest': '#3cad6e',
    });
  });

  it.each(['#2e8555', '#25c2a0', '#ffcc00', '#1d4ed8', 'rebeccapurple', 'black', 'white', 'hsl(200 90% 50%)', '#777777'])(
    'keeps %s’s primary and its hover shade at AA on every background of both modes',
    (base) => {
      const { light, dark } = primaryColors(base);
      for (const background of [...LIGHT_BACKGROUNDS, softTint(light['--ifm-color-primary'], 'light')]) {
        expect(contrast(light['--ifm-color-primary'], background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(light['--ifm-color-primary-dark'], background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      for (const background of [...DARK_BACKGROUNDS, softTint(dark['--ifm-color-primary'], 'dark')]) {
        expect(contrast(dark['--ifm-color-primary'], background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(dark['--ifm-color-primary-light'], background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      for (const mode of [light, dark]) {
        expect(contrast(mode['--sg-navbar-primary-bg'], '#f3f4f6')).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(mode['--pg-hero-from'], '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(mode['--pg-hero-button-text'], '#dbeafe')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    },
  );

  it('moves a primary that does not read only as far as needed: darker in light mode, lighter in dark mode', () => {
    const least = (primary: string, backgrounds: string[]) => Math.min(...backgrounds.map((background) => contrast(primary, background)));
    const light = readablePrimary('#25c2a0', 'light');
    const dark = readablePrimary('#2e8555', 'dark');
    expect(light).toBe(primaryColors('#25c2a0').light['--ifm-color-primary']);
    expect(least(light, [...LIGHT_BACKGROUNDS, softTint(light, 'light')])).toBeLessThan(MIN_CONTRAST + 0.2);
    expect(least(dark, [...DARK_BACKGROUNDS, softTint(dark, 'dark')])).toBeLessThan(MIN_CONTRAST + 0.2);
    expect(readablePrimary('#25c2a0', 'dark')).toBe('#25c2a0');
    expect(readablePrimary('#1d4ed8', 'light')).toBe('#1d4ed8');
  });
});

describe('isOpaqueColor', () => {
  it('takes CSS colours and refuses what is not one, or is see-through', () => {
    for (const value of ['#2e8555', '#abc', 'rgb(46 133 85)', 'hsl(146 49% 35%)', 'seagreen']) expect(isOpaqueColor(value), value).toBe(true);
    for (const value of ['', 'green-ish', '#12345', 'rgb(0 0 0 / 0.5)', 'transparent']) expect(isOpaqueColor(value), value).toBe(false);
  });
});

describe('primaryColorCss', () => {
  it('writes the light values on :root and the dark ones on [data-theme=dark], as a custom.css does', () => {
    const css = primaryColorCss('#1d4ed8');
    expect(css).toMatch(/^:root \{\n  --ifm-color-primary: #1d4ed8;\n/);
    expect(css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #");
  });
});

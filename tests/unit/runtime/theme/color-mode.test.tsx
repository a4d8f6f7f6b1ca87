import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReactContextError } from '../../../../runtime/core/context-error.ts';
import {
  assertColorModeChoice,
  choiceLabel,
  nextChoice,
  parseStoredChoice,
  resolveColorMode,
  type ColorModeOptions,
} from '../../../../runtime/theme/color-mode/color-mode-logic.ts';
import { ColorModeProvider, useColorMode } from '../../../../runtime/theme/color-mode/ColorModeProvider.tsx';
import { ColorModeToggle } from '../../../../runtime/theme/color-mode/ColorModeToggle.tsx';
import { colorModeScript } from '../../../../runtime/theme/color-mode/inline-script.ts';

const plain: ColorModeOptions = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const respecting: ColorModeOptions = { ...plain, respectPrefersColorScheme: true };

describe('colour mode rules', () => {
  it('accepts only light and dark from storage', () => {
    expect(parseStoredChoice('light')).toBe('light');
    expect(parseStoredChoice('dark')).toBe('dark');
    expect(parseStoredChoice('system')).toBeNull();
    expect(parseStoredChoice('DARK')).toBeNull();
    expect(parseStoredChoice(null)).toBeNull();
  });

  it('system falls back to the default mode unless the OS preference is respected', () => {
    expect(resolveColorMode(null, plain, true)).toBe('light');
    expect(resolveColorMode(null, { ...plain, defaultMode: 'dark' }, false)).toBe('dark');
    expect(resolveColorMode(null, respecting, true)).toBe('dark');
    expect(resolveColorMode(null, respecting, false)).toBe('light');
    expect(resolveColorMode('dark', respecting, false)).toBe('dark');
  });

  it('with the OS preference respected the toggle cycles system, light, dark, system', () => {
    expect(nextChoice(null, 'dark', true)).toBe('light');
    expect(nextChoice('light', 'light', true)).toBe('dark');
    expect(nextChoice('dark', 'dark', true)).toBeNull();
  });

  it('without it the toggle flips the effective mode', () => {
    expect(nextChoice(null, 'light', false)).toBe('dark');
    expect(nextChoice(null, 'dark', false)).toBe('light');
    expect(nextChoice('dark', 'dark', false)).toBe('light');
    expect(nextChoice('light', 'light', false)).toBe('dark');
  });

  it('labels the choice', () => {
    expect(choiceLabel(null)).toBe('system mode');
    expect(choiceLabel('light')).toBe('light mode');
    expect(choiceLabel('dark')).toBe('dark mode');
  });

  it('an unexpected value is an error naming it', () => {
    expect(() => assertColorModeChoice('blue')).toThrow(/Unexpected color mode value: "blue"/);
    expect(() => assertColorModeChoice(undefined)).toThrow(/undefined/);
    expect(() => assertColorModeChoice(null)).not.toThrow();
  });
});

describe('ColorModeProvider and toggle', () => {
  it('useColorMode outside the provider names the provider', () => {
    function Probe() {
      useColorMode();
      return null;
    }
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(ReactContextError);
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/<ColorModeProvider>/);
  });

  it('setColorMode with an unexpected value throws', () => {
    function Probe() {
      (useColorMode().setColorMode as (value: unknown) => void)('sepia');
      return null;
    }
    expect(() =>
      renderToStaticMarkup(
        <ColorModeProvider options={plain}>
          <Probe />
        </ColorModeProvider>,
      ),
    ).toThrow(/Unexpected color mode value: "sepia"/);
  });

  it('renders the toggle disabled on the server, labelled with the current choice', () => {
    const html = renderToStaticMarkup(
      <ColorModeProvider options={plain}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(html).toMatch(/^<button type="button" class="color-mode-toggle" disabled=""/);
    expect(html).toContain('aria-label="Switch between dark and light mode (currently system mode)"');
    expect(html).toContain('title="Switch between dark and light mode (currently system mode)"');
    for (const icon of ['light', 'dark', 'system']) expect(html).toContain(`color-mode-toggle__icon--${icon}`);
  });
});

/** Runs the inline script against a fake document, storage and OS preference. */
function runScript(script: string, stored: Record<string, string>, { prefersDark = false, storageThrows = false } = {}) {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('denied');
      return stored[key] ?? null;
    },
  };
  const matchMedia = () => ({ matches: prefersDark });
  new Function('document', 'localStorage', 'matchMedia', script)(document, localStorage, matchMedia);
  return attributes;
}

describe('colorModeScript', () => {
  it('stays small', () => {
    expect(new TextEncoder().encode(colorModeScript(respecting, 'announcement-bar')).length).toBeLessThan(600);
    expect(new TextEncoder().encode(colorModeScript(plain)).length).toBeLessThan(600);
  });

  it('applies a stored choice', () => {
    expect(runScript(colorModeScript(plain), { theme: 'dark' })).toMatchObject({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
  });

  it('ignores other stored values and falls back to the default', () => {
    expect(runScript(colorModeScript({ ...plain, defaultMode: 'dark' }), { theme: 'purple' })).toMatchObject({
      'data-theme': 'dark',
      'data-theme-choice': 'system',
    });
  });

  it('follows the OS only when the preference is respected', () => {
    expect(runScript(colorModeScript(respecting), {}, { prefersDark: true })['data-theme']).toBe('dark');
    expect(runScript(colorModeScript(plain), {}, { prefersDark: true })['data-theme']).toBe('light');
  });

  it('ignores storage when the switch is disabled', () => {
    expect(runScript(colorModeScript({ ...plain, disableSwitch: true }), { theme: 'dark' })['data-theme']).toBe('light');
  });

  it('survives storage that throws', () => {
    expect(runScript(colorModeScript(plain), {}, { storageThrows: true })).toEqual({
      'data-theme': 'light',
      'data-theme-choice': 'system',
      'data-announcement-bar-initially-dismissed': 'false',
    });
  });

  it('marks a dismissed announcement bar', () => {
    const dismissed = { 'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'launch' };
    expect(runScript(colorModeScript(plain), dismissed)['data-announcement-bar-initially-dismissed']).toBe('true');
    expect(runScript(colorModeScript(plain, 'launch'), dismissed)['data-announcement-bar-initially-dismissed']).toBe('true');
    // A new announcement id shows the bar even though an older one was dismissed.
    expect(runScript(colorModeScript(plain, 'launch-2'), dismissed)['data-announcement-bar-initially-dismissed']).toBe('false');
    const misspelled = { 'docusaurus.announcement.dismiss': 'true', 'docusaurus.announcement.id': 'annoucement-bar' };
    expect(runScript(colorModeScript(plain, 'announcement-bar'), misspelled)['data-announcement-bar-initially-dismissed']).toBe('true');
  });
});

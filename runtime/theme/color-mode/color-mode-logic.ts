/** The colour mode rules, free of React and the DOM so they can be tested directly. */
export type ColorMode = 'light' | 'dark';
/** What the visitor chose; null is "system" (nothing stored). */
export type ColorModeChoice = ColorMode | null;

export interface ColorModeOptions {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export const COLOR_MODE_STORAGE_KEY = 'theme';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value other than 'light' or 'dark' is ignored. */
export function parseStoredChoice(value: string | null | undefined): ColorModeChoice {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The effective mode: the choice, else the OS preference when respected, else the default. */
export function resolveColorMode(choice: ColorModeChoice, options: Pick<ColorModeOptions, 'defaultMode' | 'respectPrefersColorScheme'>, systemPrefersDark: boolean): ColorMode {
  if (choice) return choice;
  if (options.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return options.defaultMode;
}

/** With the OS preference respected the toggle cycles system → light → dark → system; otherwise it flips. */
export function nextChoice(choice: ColorModeChoice, mode: ColorMode, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return mode === 'dark' ? 'light' : 'dark';
  if (choice === null) return 'light';
  return choice === 'light' ? 'dark' : null;
}

/** The `{mode}` of the toggle label. */
export function choiceLabel(choice: ColorModeChoice): string {
  return choice === null ? 'system mode' : `${choice} mode`;
}

export function assertColorModeChoice(value: unknown): asserts value is ColorModeChoice {
  if (value !== null && value !== 'light' && value !== 'dark') {
    throw new Error(`Unexpected color mode value: ${JSON.stringify(value) ?? String(value)}; use 'light', 'dark' or null.`);
  }
}

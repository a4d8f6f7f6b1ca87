import Color, { type ColorInstance } from 'color';

/** WCAG 2 AA for body text: what axe checks every text against its background. */
export const MIN_CONTRAST = 4.5;

/**
 * Docusaurus' colour generator (website/src/utils/colorUtils.ts): each shade is the primary with
 * its HSL lightness lowered (or raised, when negative) by that fraction of itself.
 */
const SHADES = { dark: 0.1, darker: 0.15, darkest: 0.3, light: -0.1, lighter: -0.15, lightest: -0.3 } as const;

/** The backgrounds primary text is set on in each mode (theme.css: page, surface, code), the soft tint aside. */
const BACKGROUNDS = {
  light: ['#ffffff', '#f6f8fb', '#f1f4f8'],
  dark: ['#0f141b', '#171d26', '#1e2530'],
} as const;
/** The navbar links of `navbar.style: 'primary'` and the hero's text, on the primary. */
const ON_PRIMARY = '#f3f4f6';
/** How much of the primary tints the soft background (active sidebar link, search hit). */
const SOFT_TINT = { light: 0.08, dark: 0.15 } as const;

export type Mode = keyof typeof BACKGROUNDS;

/** The custom properties one mode gets from `theme.primaryColor`. */
export type ModeColors = Record<string, string>;

export const contrast = (a: string, b: string): number => Color(a).contrast(Color(b));

/**
 * The primary colour of a mode: `base` itself when it reads at AA on every background of the
 * mode and on its own soft tint; else the nearest that does, its HSL lightness moved one point at
 * a time, darker in light mode and lighter in dark mode (black and white always pass).
 */
export function readablePrimary(base: string, mode: Mode): string {
  let color = Color(base).rgb();
  for (let step = 0; step <= 100 && !readsOn(color.hex(), mode); step++) {
    const lightness = color.lightness();
    color = color.lightness(mode === 'light' ? Math.max(0, lightness - 1) : Math.min(100, lightness + 1));
  }
  return color.hex().toLowerCase();
}

function readsOn(primary: string, mode: Mode): boolean {
  return [...BACKGROUNDS[mode], softTint(primary, mode)].every((background) => contrast(primary, background) >= MIN_CONTRAST);
}

/** The soft tint theme.css mixes from the primary (`--sg-color-primary-soft`). */
export function softTint(primary: string, mode: Mode): string {
  return Color(BACKGROUNDS[mode][0]).mix(Color(primary), SOFT_TINT[mode]).hex().toLowerCase();
}

/** `color` darkened (never lightened) until `text` reads on it at AA. */
function darkUnder(color: ColorInstance, text: string): ColorInstance {
  let out = color;
  for (let step = 0; step <= 100 && out.contrast(Color(text)) < MIN_CONTRAST; step++) out = out.lightness(Math.max(0, out.lightness() - 1));
  return out;
}

/**
 * The custom properties `theme.primaryColor` sets in each mode: Infima's seven primary shades
 * (from the mode's readable primary, as Docusaurus' generator makes them; theme.css mixes the
 * soft tint from them), and the parts of sitegen's theme white text sits on: the primary navbar
 * and the hero.
 */
export function primaryColors(base: string): Record<Mode, ModeColors> {
  const light = readablePrimary(base, 'light');
  const dark = readablePrimary(base, 'dark');
  // White text sits on these: the light primary darkened as far as needed, darker still in dark mode.
  const band = darkUnder(Color(light), ON_PRIMARY);
  const darkBand = darkUnder(band.darken(SHADES.darker), ON_PRIMARY);
  return {
    light: { ...primaryShades(light), ...bandColors(band) },
    dark: { ...primaryShades(dark), ...bandColors(darkBand) },
  };
}

/** Infima's seven primary custom properties for one primary, as Docusaurus' generator makes them. */
export function primaryShades(primary: string): ModeColors {
  const out: ModeColors = { '--ifm-color-primary': primary };
  for (const [name, adjustment] of Object.entries(SHADES)) out[`--ifm-color-primary-${name}`] = Color(primary).darken(adjustment).hex().toLowerCase();
  return out;
}

function bandColors(band: ColorInstance): ModeColors {
  const deep = band.darken(SHADES.darkest).hex().toLowerCase();
  const hex = band.hex().toLowerCase();
  return { '--sg-navbar-primary-bg': hex, '--pg-hero-from': deep, '--pg-hero-via': hex, '--pg-hero-to': hex, '--pg-hero-button-text': deep };
}

/** The stylesheet of `theme.primaryColor`: light values on `:root`, dark ones on `[data-theme='dark']`, as a custom.css writes them. */
export function primaryColorCss(base: string): string {
  const colors = primaryColors(base);
  const block = (selector: string, values: ModeColors) => `${selector} {\n${Object.entries(values).map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
  return block(':root', colors.light) + block("[data-theme='dark']", colors.dark);
}

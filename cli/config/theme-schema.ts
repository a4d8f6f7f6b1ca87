import Color from 'color';
import { z } from 'zod';

/** Whether `value` is an opaque colour: hex, rgb(), hsl(), hwb() or a name, as the `color` package reads them. */
export function isOpaqueColor(value: string): boolean {
  try {
    return Color(value).alpha() === 1;
  } catch {
    return false;
  }
}

/** The site's look beyond the built-in theme, with Docusaurus' names (the classic preset's `theme.customCss`). */
export const themeSchema = z
  .strictObject({
    /**
     * Stylesheets of the site's own, relative to the site folder (Docusaurus' `src/css/custom.css`):
     * bundled after the built-in CSS, so their rules and custom properties (`--ifm-*`, `--sg-*`)
     * win; their `@import`s and `url()`s are bundled with hashed names. @default []
     */
    customCss: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
    /**
     * The brand colour, e.g. '#2e8555': sets Infima's seven `--ifm-color-primary*` shades in light
     * and dark mode, each mode's primary moved (darker in light mode, lighter in dark) only as far
     * as it takes to read at WCAG AA on the theme's backgrounds. @default sitegen's blue
     */
    primaryColor: z
      .string()
      .refine(isOpaqueColor, { message: 'not an opaque CSS colour; write one as a hex (#2e8555), rgb(), hsl(), hwb() or a colour name' })
      .optional(),
  })
  .prefault({});

export type ThemeConfig = z.infer<typeof themeSchema>;

/** The custom stylesheets of a theme config, as a list (it takes one path or several). */
export function customCssList(theme: ThemeConfig): string[] {
  return theme.customCss === undefined ? [] : [theme.customCss].flat();
}

/**
 * What an admonition looks like, as data, for whatever renders one: Markdown's `:::note` at build
 * time (cli/content/admonition-element.ts) and a React `@theme/Admonition`. The markup:
 *
 *   <div class="admonition admonition-{type} theme-admonition theme-admonition-{type} alert alert--{tone}" role="note">
 *     <div class="admonition__heading"><span class="admonition__icon"><svg aria-hidden="true">…</svg></span>{title or label}</div>
 *     <div class="admonition__content">…</div>
 *   </div>
 *
 * role="note" marks the box as an aside to the text around it without making it a landmark (an
 * `<aside>` inside `<main>` would be one, and axe reports landmarks nested so); the heading is
 * its first text, so a screen reader reads "Warning" or the title before the content; the icon
 * is decoration.
 */

export type AdmonitionIcon = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export interface AdmonitionKind {
  /** The heading when no title is given. */
  label: string;
  /** Infima's alert colour Docusaurus gives the type (`alert--{tone}`), which the stylesheet colours too. */
  tone: 'secondary' | 'success' | 'info' | 'warning' | 'danger';
  icon: AdmonitionIcon;
}

/**
 * Docusaurus' admonition types, and the older names it still reads (`secondary`, `important`,
 * `success`), each shown as the type it stands for.
 */
export const ADMONITION_KINDS: Readonly<Record<string, AdmonitionKind>> = {
  note: { label: 'Note', tone: 'secondary', icon: 'note' },
  tip: { label: 'Tip', tone: 'success', icon: 'tip' },
  info: { label: 'Info', tone: 'info', icon: 'info' },
  warning: { label: 'Warning', tone: 'warning', icon: 'warning' },
  danger: { label: 'Danger', tone: 'danger', icon: 'danger' },
  caution: { label: 'Caution', tone: 'warning', icon: 'warning' },
  secondary: { label: 'Secondary', tone: 'secondary', icon: 'note' },
  important: { label: 'Important', tone: 'info', icon: 'info' },
  success: { label: 'Success', tone: 'success', icon: 'tip' },
};

/** The documented types, in Docusaurus' order, for messages. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

export const isAdmonitionType = (name: string): boolean => Object.hasOwn(ADMONITION_KINDS, name);

export function admonitionClassName(type: string): string {
  const { tone } = ADMONITION_KINDS[type];
  return `admonition admonition-${type} theme-admonition theme-admonition-${type} alert alert--${tone}`;
}

/**
 * The `<svg>`'s attributes, named as React and hast both name them; it is also `aria-hidden`
 * and not `focusable`. Each icon is paths drawn with the text's colour.
 */
export const ICON_ATTRIBUTES = {
  viewBox: '0 0 16 16',
  width: '16',
  height: '16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.5',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Each icon's path data, in a 16 × 16 box. */
export const ADMONITION_ICONS: Readonly<Record<AdmonitionIcon, readonly string[]>> = {
  // A pencil.
  note: ['M10.5 2.5 13.5 5.5 6 13 2.5 13.5 3 10z', 'M9 4l3 3'],
  // A light bulb.
  tip: ['M6 12.25h4', 'M6.75 14.25h2.5', 'M8 1.75a4.25 4.25 0 0 0-2.4 7.76c.5.35.65.8.65 1.24v.25h3.5v-.25c0-.44.15-.89.65-1.24A4.25 4.25 0 0 0 8 1.75z'],
  // An i in a circle.
  info: ['M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5z', 'M8 7.25v4', 'M8 4.75v.01'],
  // An exclamation mark in a triangle.
  warning: ['M8 1.75 14.75 13.75H1.25z', 'M8 6.25v3.5', 'M8 11.5v.01'],
  // An exclamation mark in an octagon.
  danger: ['M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z', 'M8 4.75v4', 'M8 11v.01'],
};

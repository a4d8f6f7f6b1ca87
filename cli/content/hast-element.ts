import type { Element, ElementContent } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { ICON_ATTRIBUTES } from '../../runtime/theme/admonition-markup.ts';

export function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

const SVG_ATTRIBUTES: Record<keyof typeof ICON_ATTRIBUTES, string> = {
  viewBox: 'viewBox',
  width: 'width',
  height: 'height',
  fill: 'fill',
  stroke: 'stroke',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
};

/**
 * One of the theme's icons (admonition-markup.ts's ICON_ATTRIBUTES) as HTML, hidden from screen
 * readers. A page repeats the same few icons: written once here, they cost nothing per block
 * (as elements, serialising their attributes was a tenth of compiling a page with a code block).
 */
export function iconHtml(paths: readonly string[]): string {
  const attributes = Object.entries(ICON_ATTRIBUTES).map(([name, value]) => ` ${SVG_ATTRIBUTES[name as keyof typeof ICON_ATTRIBUTES]}="${value}"`);
  return `<svg${attributes.join('')} aria-hidden="true" focusable="false">${paths.map((d) => `<path d="${d}"></path>`).join('')}</svg>`;
}

export const raw = (value: string): Raw => ({ type: 'raw', value });

import { Fragment, use, type ReactNode } from 'react';
import type { ClientSiteData } from '../../cli/graph/page-data-types.ts';
import { SiteContext } from '../core/site-context.tsx';
import { interpolate, type TranslateValues } from './interpolate.ts';

/**
 * The theme's strings, and Docusaurus' translate() for site code. The theme names each string by
 * its English text, which cli/translations/ maps to Docusaurus' ids (theme-strings.ts), so the
 * ids cost the browser nothing; the page's site data carries the locale's table, keyed by that
 * text, or by the id for a string of the site's own (`translate({ id: 'homepage.title', … })`).
 * A string the table lacks keeps its English default.
 */
export interface TranslateMessage {
  /** Stable key, e.g. `theme.navbar.mobileToggle`. */
  id?: string;
  /** Default text; may hold `{name}` placeholders. */
  message?: string;
  description?: string;
}

export { interpolate, type TranslateValues };

/** The site data while React renders inside the app; null elsewhere, where strings keep their default. */
export function renderingSite(): ClientSiteData | null {
  try {
    return use(SiteContext);
  } catch {
    return null;
  }
}

/** The text of a string in the page's locale, before its placeholders are filled. */
export function lookup({ id, message }: TranslateMessage, site: ClientSiteData | null): string {
  const table = site?.translations ?? {};
  const key = [id, message].find((k) => k !== undefined && Object.hasOwn(table, k));
  const text = key !== undefined ? table[key] : (message ?? id);
  if (text === undefined) throw new Error('translate() needs { id } or { message }.');
  return text;
}

export function translate(descriptor: TranslateMessage, values?: TranslateValues): string {
  return interpolate(lookup(descriptor, renderingSite()), values);
}

/** translate() whose placeholders take elements, such as the last update's `<b><time>…</time></b>`. */
export function translateNodes(descriptor: TranslateMessage, values: Record<string, ReactNode>): ReactNode {
  const parts = lookup(descriptor, renderingSite()).split(/\{(\w+)\}/);
  // split() puts the placeholders' names at the odd places.
  return parts.map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{Object.hasOwn(values, part) ? values[part] : `{${part}}`}</Fragment>));
}

export interface TranslateProps {
  id?: string;
  values?: TranslateValues;
  description?: string;
  /** The default message: a plain string. */
  children: string;
}

export function Translate({ id, values, children }: TranslateProps) {
  if (typeof children !== 'string') {
    const got = children === null || children === undefined ? String(children) : Array.isArray(children) ? 'an array' : `a ${typeof children}`;
    throw new Error(`<Translate${id ? ` id="${id}"` : ''}> takes a plain string as children (the default message), but got ${got}.`);
  }
  return <>{translate({ id, message: children }, values)}</>;
}

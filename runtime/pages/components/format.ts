import { currentLocale, translatePlural } from '../../theme/locale-text.ts';

/**
 * Date and count formatting shared by the blog pages, in the language of the locale being built.
 * Always UTC, so the server render and the browser produce the same text (hydration must not
 * see a different day).
 */
const LONG: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { timeZone: 'UTC', month: 'short', day: 'numeric' };
/** Each language's formats, made once: a list page formats many dates. */
const formats = new Map<string, Record<'long' | 'short', Intl.DateTimeFormat>>();
/** What they made, by language, format and date: the server renders the same few dates on every page (the blog sidebar's). */
const formatted = new Map<string, string>();

function formatIn(kind: 'long' | 'short', iso: string): string {
  const lang = currentLocale();
  const key = `${lang}\0${kind}\0${iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    let format = formats.get(lang);
    if (!format) {
      const tag = lang === 'en' ? 'en-US' : lang;
      formats.set(lang, (format = { long: new Intl.DateTimeFormat(tag, LONG), short: new Intl.DateTimeFormat(tag, SHORT) }));
    }
    formatted.set(key, (text = format[kind].format(new Date(iso))));
  }
  return text;
}

/** `2025-06-17T00:00:00.000Z` → `June 17, 2025` (`17 juin 2025` in French). */
export function formatDate(iso: string): string {
  return formatIn('long', iso);
}

/** `2025-06-17T00:00:00.000Z` → `Jun 17`, for lists already grouped by year. */
export function formatShortDate(iso: string): string {
  return formatIn('short', iso);
}

/** The UTC year of an ISO date, as the archive and the sidebar group it. */
export function yearOf(iso: string): string {
  return String(new Date(iso).getUTCFullYear());
}

export function readingTimeLabel(minutes: number): string {
  const readingTime = Math.max(1, Math.ceil(minutes));
  return translatePlural({ message: '{readingTime} min read' }, readingTime, { readingTime });
}

/** `1 post`, `3 posts`. */
export function postCountLabel(count: number): string {
  return translatePlural({ message: '{count} post|{count} posts' }, count);
}

/** Groups items by a key, keeping first-seen order of both groups and items. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Array<{ key: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
}

/**
 * Date and count formatting shared by the blog pages. Fixed locale and UTC so the server render
 * and the browser produce the same text (hydration must not see a different day).
 */
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** `2025-06-17T00:00:00.000Z` → `June 17, 2025`. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** `2025-06-17T00:00:00.000Z` → `Jun 17`, for lists already grouped by year. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** The UTC year of an ISO date, as the archive and the sidebar group it. */
export function yearOf(iso: string): string {
  return String(new Date(iso).getUTCFullYear());
}

export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

/** `1 post`, `3 posts`. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
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

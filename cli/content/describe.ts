/**
 * A description from a page's plain text, for a page whose front matter has none: the first
 * sentence-ish 160 characters. Made as the file compiles, so that no later stage holds the
 * text of every page.
 */
export function describe(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

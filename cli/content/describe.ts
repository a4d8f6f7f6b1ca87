/**
 * A description from a page's plain text, for a page whose front matter has none: the first
 * sentence-ish 160 characters. Made as the file compiles, so that no later stage holds the
 * text of every page.
 */
export function describe(text: string): string {
  // Only the text's start is flattened: flattening all of every page's cost a cold 1,000-page build
  // a tenth of a second. A longer start is taken while the flattened one is short enough to be all.
  for (let size = 512; ; size *= 4) {
    const whole = size >= text.length;
    const flat = (whole ? text : text.slice(0, size)).replace(/\s+/g, ' ').trim();
    if (flat.length > 160) {
      const cut = flat.slice(0, 157);
      return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
    }
    if (whole) return flat;
  }
}

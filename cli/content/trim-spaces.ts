/**
 * The text without its trailing spaces and tabs. A regular expression such as `/[ \t]+$/` retries
 * at every space of a long run, and scans the whole text to find its end: this looks at the end only.
 */
export function trimTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return end === text.length ? text : text.slice(0, end);
}

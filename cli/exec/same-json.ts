/** The keys of the objects sameJson() is comparing, outermost first: one array for all, not one per object (at 10,000 pages, 23 MB of them per build). */
const keys: string[] = [];

/**
 * Whether JSON.stringify() writes `a` and `b` alike, for values made of JSON's own types: the same
 * values, keys in the same order (the order is in the text). Anything else (a Date, a Map, a
 * class's instance, NaN) is only the same as itself, so that a true answer is never wrong. A
 * value two builds share, such as a compiled page's body, compares at once. Not fast-deep-equal
 * (watch's comparer): it takes objects of the same keys in another order as equal, and a render
 * key taken on that word would keep a page-data.json whose text has changed.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!plain(a) || !plain(b)) return false;
  const start = keys.length;
  try {
    // A plain object's for-in walks its own keys in Object.keys() order, as JSON.stringify() does.
    for (const key in a) keys.push(key);
    let i = start;
    for (const key in b) if (keys[i++] !== key) return false;
    if (i !== keys.length) return false;
    for (let j = start; j < i; j++) if (!sameJson((a as Record<string, unknown>)[keys[j]], (b as Record<string, unknown>)[keys[j]])) return false;
    return true;
  } finally {
    keys.length = start;
  }
}

/** An object JSON.stringify() writes as its own keys: no toJSON() or other methods of a class to change what it writes. */
function plain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

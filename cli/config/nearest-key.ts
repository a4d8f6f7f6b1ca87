import { distance } from 'fastest-levenshtein';

/**
 * The known key a mistyped one most likely meant, or undefined when none is close. Case is
 * ignored, and the distance allowed grows with the key (as TypeScript's "did you mean"), so that
 * `labell` finds `label` but `to` is never offered for `xy`.
 */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  const typed = key.toLowerCase();
  const allowed = Math.max(1, Math.floor(key.length * 0.4));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    const d = distance(typed, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Milliseconds to animate a panel of `height` pixels: slower for taller content, never jumpy. */
export function collapseDuration(height: number): number {
  const ratio = height / 36;
  return Math.round(10 * (4 + 15 * ratio ** 0.25 + ratio / 5));
}

export const COLLAPSE_EASING = 'ease-in-out';

import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render, true once hydrated. Controls that need
 * JavaScript (the colour mode toggle) render disabled until then, so the markup matches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

import type { ReactNode } from 'react';
import { useHydrated } from '../theme/use-hydrated.ts';

/** Docusaurus' `@docusaurus/BrowserOnly` for React pages: `fallback` on the server and at hydration, then what `children()` returns. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useHydrated() ? children() : (fallback ?? null)}</>;
}

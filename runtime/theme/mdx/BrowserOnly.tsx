import { Children, isValidElement, useEffect, useState, type ReactNode } from 'react';

export interface BrowserOnlyProps {
  children?: ReactNode;
  /** Set by the compiler on the part that stands in until the browser has hydrated: Docusaurus' `fallback` prop. */
  fallback?: true;
}

const isFallback = (node: ReactNode) => isValidElement<BrowserOnlyProps>(node) && node.props.fallback === true;

/**
 * Docusaurus' `@docusaurus/BrowserOnly` as MDX content uses it, read at build time
 * (cli/content/mdx/docusaurus-elements.ts): the JSX its function returned becomes its children,
 * shown only once the page has hydrated; until then, on the server and in the first render in
 * the browser, its fallback (a first child marked `fallback`), or nothing.
 */
export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (fallback) return <>{children}</>;
  const [first, ...rest] = Children.toArray(children);
  const standIn = isFallback(first) ? first : null;
  return <>{hydrated ? (standIn ? rest : [first, ...rest]) : standIn}</>;
}

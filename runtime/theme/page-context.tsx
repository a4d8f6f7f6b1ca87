import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from '../../cli/graph/page-data-types.ts';
import { ReactContextError } from '../core/context-error.ts';

const PageContext = createContext<PageData | null>(null);

/** The current route's page data, for theme parts that depend on it (version dropdown, mobile doc menu). */
export function PageProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePage(): PageData {
  const value = useContext(PageContext);
  if (!value) throw new ReactContextError('PageProvider', 'usePage');
  return value;
}

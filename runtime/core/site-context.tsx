import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSiteData } from '../../cli/graph/page-data-types.ts';
import { ReactContextError } from './context-error.ts';

/** Exported for translate(), which reads it wherever it is called while rendering. */
export const SiteContext = createContext<ClientSiteData | null>(null);

export function SiteProvider({ value, children }: { value: ClientSiteData; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** Site-wide data: config, resolved navbar, feeds, docs sections. */
export function useSiteData(): ClientSiteData {
  const value = useContext(SiteContext);
  if (!value) throw new ReactContextError('SiteProvider', 'useSiteData');
  return value;
}

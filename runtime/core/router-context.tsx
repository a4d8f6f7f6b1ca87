import { createContext, useContext, type ReactNode } from 'react';
import { ReactContextError } from './context-error.ts';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * What links need from the router. The server render provides a static location and no-op
 * prefetching; the client router (runtime/client) provides the real navigation.
 */
export interface Router {
  location: RouterLocation;
  /** Client-side navigation to an internal URL (path, query, hash). */
  navigate(to: string): void;
  /** Warm the route's chunks with a low-priority prefetch (link entered the viewport). */
  prefetch(to: string): void;
  /** Load the route's chunks now (hover or touch). */
  preload(to: string): void;
}

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({ value, children }: { value: Router; children: ReactNode }) {
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const value = useContext(RouterContext);
  if (!value) throw new ReactContextError('RouterProvider', 'useRouter');
  return value;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** The router used while rendering on the server: links stay plain anchors. */
export function staticRouter(pathname: string): Router {
  return {
    location: { pathname, search: '', hash: '' },
    navigate: () => {},
    prefetch: () => {},
    preload: () => {},
  };
}

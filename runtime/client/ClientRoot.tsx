import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ClientSiteData } from '../../cli/graph/page-data-types.ts';
import { App } from '../App.tsx';
import { LayoutErrorBoundary } from '../theme/ErrorBoundary.tsx';
import { SERVER_HTML_PARTS } from '../theme/Layout.tsx';
import type { ClientRouter, RouteState } from './client-router.ts';

export interface ClientRootProps {
  site: ClientSiteData;
  router: ClientRouter;
  initial: RouteState;
}

/** The hydrated app: the same tree as the server's, its route held in state by the client router. */
export function ClientRoot({ site, router, initial }: ClientRootProps) {
  const [state, setState] = useState(initial);
  useEffect(() => router.attach(document.getElementById('__sitegen')!, setState), [router]);
  useLayoutEffect(() => router.committed(state), [router, state]);
  const value = useMemo(() => router.routerFor(state.location), [router, state.location]);
  return (
    // Reset by navigation, so back/forward leave a crashed layout.
    <LayoutErrorBoundary resetKey={state.location.pathname}>
      <App site={site} page={state.page} Page={state.Page} router={value} parts={SERVER_HTML_PARTS} body={state.body} />
    </LayoutErrorBoundary>
  );
}

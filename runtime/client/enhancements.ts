import { Progress, progressView } from './progress-bar.ts';
import { trackPageView } from './analytics.ts';
import { canPrefetch, createPrefetcher, observeLinks, type NetworkInformationLike } from './prefetch.ts';

/**
 * What the router needs only after the first page is interactive: the navigation progress bar,
 * the prefetching of links in view and the page views of later routes. Loaded in its own chunk when the browser is idle after
 * hydration, or by the first navigation, so none of it weighs on the first load.
 */
export function createEnhancements() {
  return {
    progress: new Progress(progressView(document)),
    canPrefetch: () => canPrefetch(navigator as { connection?: NetworkInformationLike }),
    prefetchUrl: createPrefetcher({ document, fetch: (url, init) => fetch(url, init) }),
    observeLinks,
    trackPageView,
  };
}

export type Enhancements = ReturnType<typeof createEnhancements>;

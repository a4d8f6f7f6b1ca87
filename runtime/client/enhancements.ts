import { Progress, progressView } from './progress-bar.ts';
import { trackPageView } from './analytics.ts';
import { canPrefetch, createPrefetcher, observeLinks, type NetworkInformationLike } from './prefetch.ts';
import { listenForCopies } from './copy-code.ts';
import { startDetailsSlide } from '../theme/mdx/details-slide.ts';

/**
 * What the pages need only after the first one is interactive: the navigation progress bar, the
 * prefetching of links in view, the page views of later routes, the code blocks' copy
 * buttons and the slide of Details. Loaded in its own chunk when the browser is idle after hydration, or by the first
 * navigation, so none of it weighs on the first load. Created once per page load.
 */
export function createEnhancements() {
  listenForCopies(document, navigator.clipboard);
  startDetailsSlide(document);
  return {
    progress: new Progress(progressView(document)),
    canPrefetch: () => canPrefetch(navigator as { connection?: NetworkInformationLike }),
    prefetchUrl: createPrefetcher({ document, fetch: (url, init) => fetch(url, init) }),
    observeLinks,
    trackPageView,
  };
}

export type Enhancements = ReturnType<typeof createEnhancements>;

import { canPrefetch, createPrefetcher, observeLinks, type NetworkInformationLike } from './prefetch.ts';
import { listenForCopies } from './copy-code.ts';
import { startDetailsSlide } from '../theme/mdx/details-slide.ts';

/**
 * What the first page needs only once it is interactive: the prefetching of links in view, the
 * code blocks' copy buttons and the slide of Details. Loaded in its own chunk when the browser is
 * idle after hydration, so none of it delays the first load. Created once per page load. The
 * progress bar and page views of later routes come with navigation's chunk (navigation.ts).
 */
export function createEnhancements() {
  listenForCopies(document, navigator.clipboard);
  startDetailsSlide(document);
  return {
    canPrefetch: () => canPrefetch(navigator as { connection?: NetworkInformationLike }),
    prefetchUrl: createPrefetcher({ document, fetch: (url, init) => fetch(url, init) }),
    observeLinks,
  };
}

export type Enhancements = ReturnType<typeof createEnhancements>;

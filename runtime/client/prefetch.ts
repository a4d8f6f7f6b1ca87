/*
 * Low-priority warming of routes (SPEC section 7): script chunks by `<link rel="prefetch">` where
 * the browser supports it, a credentialed GET otherwise; nothing on a 2g connection or with
 * data-saver on.
 */

export interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** False on a 2g connection or with data-saver on. */
export function canPrefetch(nav: { connection?: NetworkInformationLike } | undefined): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

export interface PrefetchEnv {
  document: Document;
  fetch: typeof fetch;
}

/** Fetches each URL at most once, in the background. */
export function createPrefetcher(env: PrefetchEnv): (url: string) => void {
  const done = new Set<string>();
  const linkSupported = env.document.createElement('link').relList?.supports?.('prefetch') ?? false;
  return (url) => {
    if (done.has(url)) return;
    done.add(url);
    if (linkSupported) {
      const link = env.document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      env.document.head.append(link);
    } else {
      env.fetch(url, { credentials: 'include' }).catch(() => done.delete(url));
    }
  };
}

/**
 * Prefetches the route of every internal link (Link marks them `data-prefetch`) when it first
 * scrolls into view, including links rendered or re-pointed later (navigation, menus opening).
 */
export function observeLinks(root: Element, prefetch: (href: string) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      io.unobserve(entry.target);
      const href = entry.target.getAttribute('href');
      if (href) prefetch(href);
    }
  });
  const SELECTOR = 'a[data-prefetch]';
  const scan = (node: Element) => {
    if (node.matches(SELECTOR)) io.observe(node);
    for (const a of node.querySelectorAll(SELECTOR)) io.observe(a);
  };
  scan(root);
  const mo = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        // React reuses anchors across routes: a new href is a new link to watch.
        io.unobserve(record.target as Element);
        if ((record.target as Element).matches(SELECTOR)) io.observe(record.target as Element);
      }
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
    }
  });
  mo.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  return () => {
    io.disconnect();
    mo.disconnect();
  };
}

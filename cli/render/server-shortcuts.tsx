import type { ReactNode } from 'react';
import { LinkRendererProvider } from '../../runtime/core/Link.tsx';
import { ContainsPathProvider } from '../../runtime/pages/components/DocSidebar.tsx';
import { BaseUrlBanner } from '../../runtime/theme/BaseUrlBanner.tsx';
import { Footer } from '../../runtime/theme/Footer.tsx';
import type { LayoutParts } from '../../runtime/theme/Layout.tsx';
import { containsPathByLookup } from './category-paths.ts';
import { staticLink } from './static-link.tsx';

/** The parts of the layout only the server renders; the browser repeats their markup. */
export const SERVER_PARTS: LayoutParts = { banner: <BaseUrlBanner />, footer: <Footer /> };

/**
 * Hands the runtime the server's versions of what it does in the browser another way: the same
 * markup, faster to render page after page (links without handlers, sidebar answers looked up).
 */
export function ServerShortcuts({ children }: { children: ReactNode }) {
  return (
    <LinkRendererProvider value={staticLink}>
      <ContainsPathProvider value={containsPathByLookup}>{children}</ContainsPathProvider>
    </LinkRendererProvider>
  );
}

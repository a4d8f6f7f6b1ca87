import type { ReactNode } from 'react';
import { LinkRendererProvider } from '../../runtime/core/Link.tsx';
import { ContainsPathProvider } from '../../runtime/pages/components/DocSidebar.tsx';
import { BaseUrlBanner } from '../../runtime/theme/BaseUrlBanner.tsx';
import { Footer } from '../../runtime/theme/Footer.tsx';
import type { LayoutParts } from '../../runtime/theme/Layout.tsx';
import { containsPathByLookup } from './category-paths.ts';
import { staticLink } from './static-link.tsx';
import { UsageCheckContext, type UsageCheck } from '../../runtime/theme/mdx/usage-check.ts';
import { checkTabs, type TabsUsage } from '../../runtime/theme/mdx/tabs-usage.ts';

/** The parts of the layout only the server renders; the browser repeats their markup. */
export const SERVER_PARTS: LayoutParts = { banner: <BaseUrlBanner />, footer: <Footer /> };

/** The build's checks of how content uses theme components (the browser has none). */
const checkUsage: UsageCheck = (component, props) => {
  if (component === 'Tabs') checkTabs(props as TabsUsage);
};

/**
 * Hands the runtime the server's versions of what it does in the browser another way: the same
 * markup, faster to render page after page (links without handlers, sidebar answers looked up),
 * and the checks of content's theme components, which the browser does without.
 */
export function ServerShortcuts({ children }: { children: ReactNode }) {
  return (
    <LinkRendererProvider value={staticLink}>
      <ContainsPathProvider value={containsPathByLookup}>
        <UsageCheckContext.Provider value={checkUsage}>{children}</UsageCheckContext.Provider>
      </ContainsPathProvider>
    </LinkRendererProvider>
  );
}

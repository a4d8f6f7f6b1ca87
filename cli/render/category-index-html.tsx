import { renderToStaticMarkup } from './react-dom-server.ts';
import { RouterProvider, staticRouter } from '../../runtime/core/router-context.tsx';
import { DocCardList } from '../../runtime/theme/DocCardList.tsx';
import type { CategoryIndex } from '../graph/schema.ts';
import { escapeHtml } from './escape-html.ts';
import { ServerShortcuts } from './server-shortcuts.tsx';

/**
 * The body of a category's generated index: its description and a card for each item, made on
 * the server by the theme's DocCardList. The doc page shows it as it shows a doc's HTML, so the
 * browser gets no code for it.
 */
export function categoryIndexHtml(index: CategoryIndex): string {
  const cards = renderToStaticMarkup(
    <RouterProvider value={staticRouter(index.path)}>
      <ServerShortcuts>
        <DocCardList items={index.cards} />
      </ServerShortcuts>
    </RouterProvider>,
  );
  return `${index.description ? `<p class="doc-cards__description">${escapeHtml(index.description)}</p>` : ''}${cards}`;
}

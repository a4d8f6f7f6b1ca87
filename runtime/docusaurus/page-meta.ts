import { createContext } from 'react';

/** What a React page's `<Layout>` says of it: the head the server writes for it. */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
}

/** The server render's collector of a React page's `<Layout>` props; none in the browser, where the page data already carries them. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

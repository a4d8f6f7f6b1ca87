import { useContext, type ReactNode } from 'react';
import { PageMetaContext, type PageMeta } from './page-meta.ts';

export interface LayoutProps extends PageMeta {
  children?: ReactNode;
  /** A class on the element around the page, as Docusaurus' Layout gives it. */
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * `@theme/Layout` for React pages. The site's layout (navbar, footer) is already around every
 * page, so this one only hands its title and description to the server render, which writes them
 * in the head and the page's data, and wraps the page in `wrapperClassName`.
 */
export default function Layout({ children, wrapperClassName, title, description, keywords, image }: LayoutProps) {
  useContext(PageMetaContext)?.({ title, description, keywords, image });
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}

/**
 * `sitegen/theme`: what a swizzled component may import besides `@theme/…`. The props of each
 * swizzlable component (cli/bundle/theme/registry.ts names them), the data types they carry, and
 * the hooks and helpers the ejectable components use. The bundles resolve `sitegen/theme` to this
 * module (cli/bundle/theme/theme-plugin.ts), so an ejected copy runs on the same contexts.
 */
import type { AnnouncementBar } from './AnnouncementBar.tsx';
import type { PostItem } from '../pages/components/PostItem.tsx';
import type { BlogSidebar } from '../pages/components/BlogSidebar.tsx';
import type { Breadcrumbs } from '../pages/components/Breadcrumbs.tsx';
import type { DocSidebar } from '../pages/components/DocSidebar.tsx';
import type { Footer } from './Footer.tsx';
import type { Layout } from './Layout.tsx';
import type { Navbar } from './navbar/Navbar.tsx';
import type NotFoundPage from '../pages/NotFoundPage.tsx';
import type { SkipToContent } from './SkipToContent.tsx';
import type { ThemedImage } from './ThemedImage.tsx';
import type { TableOfContents } from '../pages/components/TableOfContents.tsx';

/** A component's props; none for a component that takes none. */
type PropsOf<C extends (...args: never[]) => unknown> = Parameters<C> extends [infer P, ...unknown[]] ? P : Record<never, never>;

export type AnnouncementBarProps = PropsOf<typeof AnnouncementBar>;
export type BlogPostItemProps = PropsOf<typeof PostItem>;
export type BlogSidebarProps = PropsOf<typeof BlogSidebar>;
export type DocBreadcrumbsProps = PropsOf<typeof Breadcrumbs>;
export type DocSidebarProps = PropsOf<typeof DocSidebar>;
export type FooterProps = PropsOf<typeof Footer>;
export type LayoutProps = PropsOf<typeof Layout>;
/** What `@theme/Layout` takes in site code: Docusaurus' page wrapper (title, description…), the frame being `@theme-original/Layout`. */
export type { LayoutProps as PageLayoutProps } from '../docusaurus/Layout.tsx';
export type NavbarProps = PropsOf<typeof Navbar>;
export type NotFoundProps = PropsOf<typeof NotFoundPage>;
export type SkipToContentProps = PropsOf<typeof SkipToContent>;
export type ThemedImageProps = PropsOf<typeof ThemedImage>;
export type TOCProps = PropsOf<typeof TableOfContents>;

export type { BlogSidebarData, ClientSiteData, NotFoundPageData, PageData, PostSummary } from '../../cli/graph/page-data-types.ts';
export type { SiteData, SidebarItem, TocEntry, Author, Tag } from '../../cli/graph/schema.ts';
export type { LinkProps } from '../core/Link.tsx';

export { Link } from '../core/Link.tsx';
export { useSiteData } from '../core/site-context.tsx';
export { useLocation } from '../core/router-context.tsx';
export { translate, Translate } from './translate.tsx';
export { withBaseUrl } from './base-url.ts';
export { localeHome } from '../core/locale-home.ts';
export { cx } from './class-names.ts';
export { ThemedImage } from './ThemedImage.tsx';

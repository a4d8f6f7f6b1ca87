// The modules a swizzled component imports (`@theme/X`, `@theme-original/X`), typed with the
// props `sitegen/theme` exports. A site's TypeScript reads them with
// `/// <reference types="sitegen/theme-modules" />` or `"types": ["sitegen/theme-modules"]`.
// One pair per name of cli/bundle/theme/registry.ts (a unit test keeps them alike).

declare module '@theme/AnnouncementBar' {
  const AnnouncementBar: import('react').ComponentType<import('sitegen/theme').AnnouncementBarProps>;
  export default AnnouncementBar;
}

declare module '@theme-original/AnnouncementBar' {
  const AnnouncementBar: import('react').ComponentType<import('sitegen/theme').AnnouncementBarProps>;
  export default AnnouncementBar;
}

declare module '@theme/BlogPostItem' {
  const BlogPostItem: import('react').ComponentType<import('sitegen/theme').BlogPostItemProps>;
  export default BlogPostItem;
}

declare module '@theme-original/BlogPostItem' {
  const BlogPostItem: import('react').ComponentType<import('sitegen/theme').BlogPostItemProps>;
  export default BlogPostItem;
}

declare module '@theme/BlogSidebar' {
  const BlogSidebar: import('react').ComponentType<import('sitegen/theme').BlogSidebarProps>;
  export default BlogSidebar;
}

declare module '@theme-original/BlogSidebar' {
  const BlogSidebar: import('react').ComponentType<import('sitegen/theme').BlogSidebarProps>;
  export default BlogSidebar;
}

declare module '@theme/DocBreadcrumbs' {
  const DocBreadcrumbs: import('react').ComponentType<import('sitegen/theme').DocBreadcrumbsProps>;
  export default DocBreadcrumbs;
}

declare module '@theme-original/DocBreadcrumbs' {
  const DocBreadcrumbs: import('react').ComponentType<import('sitegen/theme').DocBreadcrumbsProps>;
  export default DocBreadcrumbs;
}

declare module '@theme/DocSidebar' {
  const DocSidebar: import('react').ComponentType<import('sitegen/theme').DocSidebarProps>;
  export default DocSidebar;
}

declare module '@theme-original/DocSidebar' {
  const DocSidebar: import('react').ComponentType<import('sitegen/theme').DocSidebarProps>;
  export default DocSidebar;
}

declare module '@theme/Footer' {
  const Footer: import('react').ComponentType<import('sitegen/theme').FooterProps>;
  export default Footer;
}

declare module '@theme-original/Footer' {
  const Footer: import('react').ComponentType<import('sitegen/theme').FooterProps>;
  export default Footer;
}

declare module '@theme/Layout' {
  const Layout: import('react').ComponentType<import('sitegen/theme').PageLayoutProps>;
  export default Layout;
}

declare module '@theme-original/Layout' {
  const Layout: import('react').ComponentType<import('sitegen/theme').LayoutProps>;
  export default Layout;
}

declare module '@theme/Navbar' {
  const Navbar: import('react').ComponentType<import('sitegen/theme').NavbarProps>;
  export default Navbar;
}

declare module '@theme-original/Navbar' {
  const Navbar: import('react').ComponentType<import('sitegen/theme').NavbarProps>;
  export default Navbar;
}

declare module '@theme/NotFound' {
  const NotFound: import('react').ComponentType<import('sitegen/theme').NotFoundProps>;
  export default NotFound;
}

declare module '@theme-original/NotFound' {
  const NotFound: import('react').ComponentType<import('sitegen/theme').NotFoundProps>;
  export default NotFound;
}

declare module '@theme/SkipToContent' {
  const SkipToContent: import('react').ComponentType<import('sitegen/theme').SkipToContentProps>;
  export default SkipToContent;
}

declare module '@theme-original/SkipToContent' {
  const SkipToContent: import('react').ComponentType<import('sitegen/theme').SkipToContentProps>;
  export default SkipToContent;
}

declare module '@theme/ThemedImage' {
  const ThemedImage: import('react').ComponentType<import('sitegen/theme').ThemedImageProps>;
  export default ThemedImage;
}

declare module '@theme-original/ThemedImage' {
  const ThemedImage: import('react').ComponentType<import('sitegen/theme').ThemedImageProps>;
  export default ThemedImage;
}

declare module '@theme/TOC' {
  const TOC: import('react').ComponentType<import('sitegen/theme').TOCProps>;
  export default TOC;
}

declare module '@theme-original/TOC' {
  const TOC: import('react').ComponentType<import('sitegen/theme').TOCProps>;
  export default TOC;
}

// Docusaurus' map of MDX components, which src/theme/MDXComponents spreads (sitegen reads that file, never runs it).
declare module '@theme-original/MDXComponents' {
  const MDXComponents: Record<string, import('react').ComponentType<never>>;
  export default MDXComponents;
}

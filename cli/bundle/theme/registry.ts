/**
 * The theme components a site may swizzle, by their Docusaurus names: where each lives in
 * runtime/ and the export that is the component. One table for the bundles (theme-plugin.ts),
 * the `swizzle` command and `sitegen/theme`'s props types (runtime/theme/public-api.ts has a
 * `<Name>Props` for each: a unit test keeps the two alike).
 */
export interface SwizzlableComponent {
  /** Relative to runtime/, `/`-separated. */
  module: string;
  /** The export that is the component (`default` for a page). */
  exportName: string;
  description: string;
  /** Whether a wrapper keeps working across sitegen updates: it renders the original with its props. */
  wrap: 'safe' | 'unsafe';
  /** Whether a copy keeps working: its imports are all `@theme/…` or `sitegen/theme` (eject-source.ts). */
  eject: 'safe' | 'unsafe';
  /** Rendered on the server only and repeated as markup in the browser, unless swizzled (Layout.tsx, SERVER_HTML_PARTS). */
  serverPart?: 'footer';
}

const TABLE = {
  AnnouncementBar: { module: 'theme/AnnouncementBar.tsx', exportName: 'AnnouncementBar', description: 'the dismissible bar above the navbar', wrap: 'safe', eject: 'unsafe' },
  BlogPostItem: { module: 'pages/components/PostItem.tsx', exportName: 'PostItem', description: 'a post in the blog lists', wrap: 'safe', eject: 'unsafe' },
  BlogSidebar: { module: 'pages/components/BlogSidebar.tsx', exportName: 'BlogSidebar', description: "the blog pages' list of recent posts", wrap: 'safe', eject: 'unsafe' },
  DocBreadcrumbs: { module: 'pages/components/Breadcrumbs.tsx', exportName: 'Breadcrumbs', description: 'the trail above a doc', wrap: 'safe', eject: 'unsafe' },
  DocSidebar: { module: 'pages/components/DocSidebar.tsx', exportName: 'DocSidebar', description: "a docs section's sidebar", wrap: 'safe', eject: 'unsafe' },
  Footer: { module: 'theme/Footer.tsx', exportName: 'Footer', description: "the site's footer", wrap: 'safe', eject: 'safe', serverPart: 'footer' },
  Layout: { module: 'theme/Layout.tsx', exportName: 'Layout', description: 'the frame of every page: navbar, main, footer', wrap: 'safe', eject: 'unsafe' },
  Navbar: { module: 'theme/navbar/Navbar.tsx', exportName: 'Navbar', description: 'the bar at the top of every page', wrap: 'safe', eject: 'unsafe' },
  NotFound: { module: 'pages/NotFoundPage.tsx', exportName: 'default', description: 'the page of a path that does not exist', wrap: 'safe', eject: 'safe' },
  SkipToContent: { module: 'theme/SkipToContent.tsx', exportName: 'SkipToContent', description: 'the link to skip to the content', wrap: 'safe', eject: 'safe' },
  ThemedImage: { module: 'theme/ThemedImage.tsx', exportName: 'ThemedImage', description: 'an image with a light and a dark source', wrap: 'safe', eject: 'safe' },
  TOC: { module: 'pages/components/TableOfContents.tsx', exportName: 'TableOfContents', description: "a page's table of contents beside it", wrap: 'safe', eject: 'unsafe' },
} as const satisfies Record<string, SwizzlableComponent>;

export type SwizzlableName = keyof typeof TABLE;

export const SWIZZLABLE: Readonly<Record<SwizzlableName, SwizzlableComponent>> = TABLE;

export const SWIZZLABLE_NAMES = Object.keys(SWIZZLABLE).sort() as SwizzlableName[];

export function isSwizzlable(name: string): name is SwizzlableName {
  return Object.hasOwn(SWIZZLABLE, name);
}

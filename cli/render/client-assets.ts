import type { PageKind } from '../graph/page-data-types.ts';

/** The client bundle's files as pages name them: what rendering needs of the bundle stage's output. */
export interface ClientAssets {
  /** Site path of the runtime's entry, e.g. `/assets/entry-3F5XQ2AB.js`. */
  entry: string;
  /** Chunks the entry imports statically, preloaded with it. */
  entryImports: string[];
  stylesheet: string;
  /** The lazy chunk of each page kind, preloaded by pages of that kind. */
  pageChunks: Partial<Record<PageKind, string>>;
  /** Chunks every page kind's chunk imports statically, per kind. */
  pageImports: Partial<Record<PageKind, string[]>>;
  /** The MDX components' chunks, by module (`@theme/Tabs`), and the site's own components built for the server; only for content that uses any. */
  mdx?: MdxAssets;
}

export interface MdxAssets {
  /** The MDX body renderer (runtime/pages/components/MdxMarkdown.tsx), loaded by pages whose bodies are trees; only with components that hydrate. */
  renderer?: string;
  /** The chunks the renderer imports statically. */
  rendererImports: string[];
  /** What markup-only components do in the browser (runtime/theme/mdx/behaviours.ts), loaded by pages that hold one; only when content uses any. */
  behaviours?: string;
  behavioursImports: string[];
  /** The chunks of the components that hydrate, by module. */
  chunks: Record<string, string>;
  /** The chunks each of those imports statically (modules components share): preloaded with it, as the browser would otherwise fetch them only once it has it. */
  imports: Record<string, string[]>;
  /** One ES module (React imported by absolute URL) exporting each of the site's components by the name `exports` gives. */
  server?: { code: string; exports: Record<string, string> };
  /** The React pages (src/pages) for the server: one CommonJS module exporting each page's module namespace by the name `exports` gives (cli/bundle/page-server-bundle.ts). */
  pages?: { code: string; exports: Record<string, string> };
}

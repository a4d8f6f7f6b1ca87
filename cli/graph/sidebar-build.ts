import GithubSlugger from 'github-slugger';
import type { CategorySource } from '../content/docs.ts';
import type { CategoryLink } from '../content/category-link.ts';
import { lineOf } from '../content/sidebars-file.ts';
import { diagnostic, type Diagnostic, type Located } from '../diagnostics/diagnostic.ts';
import { closest, list } from './lookup.ts';
import { joinPath } from './paths.ts';
import type { SidebarCategory, SidebarItem } from './schema.ts';

/** What the sidebar needs to know of a doc, after routes were computed. */
export interface SidebarDoc {
  id: string;
  dir: string;
  name: string;
  isIndex: boolean;
  path: string;
  /** `sidebar_label`, else the title. */
  label: string;
  /** `sidebar_label` as written, which wins over a sidebars file's label. */
  sidebarLabel?: string;
  title: string;
  description: string;
  position?: number;
  unlisted: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export type GeneratedIndexLink = Extract<CategoryLink, { type: 'generated-index' }>;

/** A category whose link is a generated index, found while its sidebar was built. */
export interface FoundIndex {
  sidebar: string;
  /** Where the link is written: the `_category_` file or the sidebars file. */
  file: string;
  category: SidebarCategory;
  link: GeneratedIndexLink;
}

/** Whether a sidebar category can collapse, and starts collapsed. */
export interface CategoryState {
  collapsible: boolean;
  collapsed: boolean;
}

/**
 * The state of building one docs section's sidebars: the docs they may name, which sidebar each
 * doc belongs to (the first that holds it, as a `doc` item or a category's doc link), the generated
 * indexes met on the way and every problem, with the sidebars file's lines.
 */
export class SidebarBuild {
  readonly diagnostics: Diagnostic[] = [];
  readonly indexes: FoundIndex[] = [];
  /** The sidebar of each doc: the first that holds it. */
  readonly owners = new Map<string, string>();
  /** Links made by `ref` items: they lead to a doc without taking part in previous/next. */
  readonly refs = new Set<SidebarItem>();
  /** The sidebar being built. */
  sidebar = '';
  readonly #byId: Map<string, SidebarDoc>;
  // Docusaurus slugs the labels of categories without a slug, unique across the version.
  readonly #slugger = new GithubSlugger();

  constructor(
    readonly docs: readonly SidebarDoc[],
    readonly categories: readonly CategorySource[],
    readonly draftIds: ReadonlySet<string>,
    readonly basePath: string,
    readonly file?: { file: string; source: string },
    /** ` in version 2.0` in messages of a versioned section, else ''. */
    readonly inVersion = '',
    /** Whether a category that does not say can collapse, and starts collapsed (the section's `sidebarCollapsible` and `sidebarCollapsed`; both true unless set). */
    readonly categoryDefaults: Partial<CategoryState> = {},
  ) {
    this.#byId = new Map(docs.map((d) => [d.id, d]));
  }

  /** A category's `collapsible` and `collapsed`, the section's defaults where it says neither. */
  categoryState(collapsible = this.categoryDefaults.collapsible ?? true, collapsed = this.categoryDefaults.collapsed ?? true): CategoryState {
    // A category that cannot collapse is never collapsed.
    return { collapsed: collapsible && collapsed, collapsible };
  }

  doc(id: string): SidebarDoc | undefined {
    return this.#byId.get(id);
  }

  own(docId: string): void {
    if (!this.owners.has(docId)) this.owners.set(docId, this.sidebar);
  }

  /** Gives the category the route of its generated index: `slug`, else `/category/<label>`, under the section. */
  generatedIndex(category: SidebarCategory, link: GeneratedIndexLink, file: string): void {
    category.href = joinPath(this.basePath, link.slug ?? `/category/${this.#slugger.slug(category.label)}`);
    this.indexes.push({ sidebar: this.sidebar, file, category, link });
  }

  /** Where `text` is written in the sidebars file. */
  where(text: string): Located {
    return this.file ? { file: this.file.file, line: lineOf(this.file.source, text) } : {};
  }

  /** A doc id that names no doc: what exists, and the closest. */
  unknownDoc(id: string, where: Located, what: string): void {
    const ids = [...this.#byId.keys()].sort();
    const near = closest(id, ids);
    this.diagnostics.push(
      diagnostic('UnknownDocId', `${what}, which does not exist${this.inVersion}.${near ? ` Did you mean "${near}"?` : ''}\nAvailable doc ids are:\n${list(ids)}`, where, {
        hint: 'Use the id of a doc of this section: its path in the section folder without the extension, or its front matter `id` in its folder.',
      }),
    );
  }
}

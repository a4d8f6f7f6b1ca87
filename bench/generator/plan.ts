import { Random, deriveSeed } from './random.ts';
import { heading, slugOf, title } from './prose.ts';
import { AUTHORS, SECTIONS, TAGS, WORDS } from './vocabulary.ts';

export interface Heading {
  level: 2 | 3;
  text: string;
  /** The anchor rehype-slug gives the heading. */
  slug: string;
}

export interface PlannedPage {
  kind: 'doc' | 'post';
  /** Path inside the site folder, e.g. `content/guides/cache/index.md`. */
  file: string;
  route: string;
  title: string;
  seed: number;
  headings: Heading[];
  /** Docs: position in the sidebar folder (index pages have none). */
  position?: number;
  /** Posts: `YYYY-MM-DD`, author and tag keys. */
  date?: string;
  authors?: string[];
  tags?: string[];
}

export interface PlannedCategory {
  file: string;
  label: string;
  position: number;
}

export interface SitePlan {
  seed: number;
  pages: PlannedPage[];
  categories: PlannedCategory[];
}

export interface PlanOptions {
  pages: number;
  seed: number;
}

/** Share of pages that are docs; the rest are blog posts. */
export const DOCS_SHARE = 0.3;
const MAX_DEPTH = 3;
const PAGES_PER_FOLDER = 6;
const MAX_SUBFOLDERS = 4;
/** Posts are dated one a day backwards from here, so none lies in the future. */
const LAST_POST = Date.UTC(2025, 11, 31);
/** `index/` as a folder would read like an index page. */
const FOLDER_WORDS = WORDS.filter((w) => w !== 'index');

/** Where every page goes, its title and headings: everything links need, before any body is written. */
export function planSite(options: PlanOptions): SitePlan {
  const random = new Random(deriveSeed(options.seed, 'structure'));
  const plan: SitePlan = { seed: options.seed, pages: [], categories: [] };
  const docs = Math.round(options.pages * DOCS_SHARE);
  SECTIONS.forEach((section, i) => {
    const budget = Math.floor(docs / SECTIONS.length) + (i < docs % SECTIONS.length ? 1 : 0);
    if (budget > 0) fillFolder(plan, random, { section, dirs: [], label: section.charAt(0).toUpperCase() + section.slice(1) }, budget);
  });
  planPosts(plan, random, options.pages - docs);
  return plan;
}

interface Folder {
  section: string;
  dirs: string[];
  label: string;
}

/** A folder's index, a few pages, then subfolders (with `_category_.yml`) down to MAX_DEPTH. */
function fillFolder(plan: SitePlan, random: Random, folder: Folder, budget: number): void {
  const base = ['content', folder.section, ...folder.dirs].join('/');
  const route = `/${[folder.section, ...folder.dirs].join('/')}/`;
  addPage(plan, { kind: 'doc', file: `${base}/index.md`, route, title: folder.label });
  let rest = budget - 1;
  const depth = folder.dirs.length;
  const children = depth === MAX_DEPTH || rest <= 2 ? 0 : Math.min(MAX_SUBFOLDERS, Math.ceil(rest / 25));
  const here = children === 0 ? rest : Math.min(PAGES_PER_FOLDER, Math.floor(rest / (children + 1)));
  const names = new Set<string>();
  for (let i = 0; i < here; i++) {
    const pageTitle = title(random);
    const name = unique(slugOf(pageTitle), names);
    const path = [folder.section, ...folder.dirs, name].join('/');
    addPage(plan, { kind: 'doc', file: `content/${path}.md`, route: `/${path}`, title: pageTitle, position: i + 1 });
  }
  rest -= here;
  const folderNames = new Set<string>();
  for (let c = 0; c < children; c++) {
    const share = Math.ceil(rest / (children - c));
    rest -= share;
    const word = unique(random.pick(FOLDER_WORDS), folderNames);
    const label = word.charAt(0).toUpperCase() + word.slice(1).replace(/-/g, ' ');
    plan.categories.push({ file: `${base}/${word}/_category_.yml`, label, position: here + c + 1 });
    fillFolder(plan, random, { section: folder.section, dirs: [...folder.dirs, word], label }, share);
  }
}

function planPosts(plan: SitePlan, random: Random, count: number): void {
  const slugs = new Set<string>();
  for (let i = 0; i < count; i++) {
    const postTitle = title(random);
    const slug = unique(slugOf(postTitle), slugs);
    const date = new Date(LAST_POST - i * 86_400_000).toISOString().slice(0, 10);
    const authors = random.sample(AUTHORS.map((a) => a.key), random.chance(0.8) ? 1 : 2);
    const tags = random.sample(TAGS, random.int(1, 3));
    addPage(plan, { kind: 'post', file: `content/blog/${date}-${slug}.md`, route: `/blog/${date.replace(/-/g, '/')}/${slug}`, title: postTitle, date, authors, tags });
  }
}

function addPage(plan: SitePlan, page: Omit<PlannedPage, 'seed' | 'headings'>): void {
  const seed = deriveSeed(plan.seed, page.file);
  plan.pages.push({ ...page, seed, headings: planHeadings(new Random(deriveSeed(seed, 'headings'))) });
}

/** Four h2 with two h3 each, all distinct so every anchor is the plain slug. */
function planHeadings(random: Random): Heading[] {
  const seen = new Set<string>();
  const headings: Heading[] = [];
  for (let i = 0; i < 12; i++) {
    let text = heading(random);
    while (seen.has(slugOf(text))) text = heading(random);
    seen.add(slugOf(text));
    headings.push({ level: i % 3 === 0 ? 2 : 3, text, slug: slugOf(text) });
  }
  return headings;
}

/** `name`, or `name-2`, `name-3`… when taken; records the result. */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
  taken.add(candidate);
  return candidate;
}

import { z } from 'zod';
import { navbarItemSchema, type NavbarItemInput } from './navbar-schema.ts';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from './magic-comments.ts';
import { headConfigShape } from './head-schema.ts';
import { markdownExtensionsShape } from './markdown-schema.ts';
import { themeSchema } from './theme-schema.ts';
import { versioningShape } from './versions-schema.ts';
import { docusaurusBlogShape, docusaurusDocsShape, ignoredShape } from './docusaurus-options.ts';
import { i18nSchema } from './i18n-schema.ts';

const logoSchema = z.strictObject({
  /** Image path, e.g. `/img/logo.svg`. */
  src: z.string(),
  /** Image used in dark mode. @default src */
  srcDark: z.string().optional(),
  alt: z.string().default(''),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
  /** Where the logo links. @default baseUrl */
  href: z.string().optional(),
});

const footerLinkSchema = z.strictObject({
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  /** Raw HTML instead of a link. */
  html: z.string().optional(),
});

const footerColumnSchema = z.strictObject({ title: z.string().optional(), items: z.array(footerLinkSchema) });

const feedType = z.enum(['rss', 'atom', 'json']);

/** One of Docusaurus' `themeConfig.prism.magicComments` (magic-comments.ts). */
const magicCommentSchema: z.ZodType<MagicComment> = z.strictObject({
  className: z.string().min(1),
  line: z.string().min(1).optional(),
  block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
});

/** What a build does with a problem, Docusaurus' way: 'throw' fails it, 'warn' warns, 'log' prints a note, 'ignore' says nothing. */
const reportingSeverity = z.enum(['ignore', 'log', 'warn', 'throw']);

export const siteConfigSchema = z.strictObject({
  /** Site title: the brand shown in the navbar and after every page title. */
  title: z.string().min(1),
  /** One line under the title on the home page. @default '' */
  tagline: z.string().default(''),
  /** Production origin, e.g. `https://example.com`; used for canonical URLs, feeds and the sitemap. */
  url: z.url(),
  /** Path the site is served under; starts and ends with `/`. @default '/' */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, { message: 'baseUrl must start and end with "/", e.g. "/" or "/docs/"' })
    .default('/'),
  /** Favicon path relative to the static folder. */
  favicon: z.string().optional(),
  /** Social card image (Open Graph / Twitter), relative to the static folder. */
  image: z.string().optional(),
  /** Docusaurus' `i18n`: the site's locales (i18n-schema.ts). @default English only */
  i18n: i18nSchema.optional(),
  /** Put between page title and site title in `<title>`. @default '|' */
  titleDelimiter: z.string().default('|'),
  /**
   * Values of the site's own, as Docusaurus' `customFields`. A one-line text or a number also
   * fills its placeholder in content: with `customFields: { company: 'Acme' }`, `{{company}}`
   * reads Acme in Markdown and front matter. @default {}
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** A dismissible bar above the navbar. */
  announcementBar: z
    .strictObject({
      /** Change it to show the bar again to visitors who closed an earlier one. @default 'announcement-bar' */
      id: z.string().default('announcement-bar'),
      /** HTML content. */
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  navbar: z
    .strictObject({
      /** Text next to the logo. @default the site title */
      title: z.string().optional(),
      logo: logoSchema.optional(),
      style: z.enum(['dark', 'primary']).optional(),
      /** Hide the navbar when scrolling down. @default false */
      hideOnScroll: z.boolean().default(false),
      /** @default a link to each docs section and the blog */
      items: z.array(navbarItemSchema).optional(),
    })
    .prefault({}),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('light'),
      /** Columns with a title and items, or a flat list of links. */
      links: z.union([z.array(footerColumnSchema), z.array(footerLinkSchema)]).default([]),
      logo: logoSchema.optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  colorMode: z
    .strictObject({
      /** @default 'light' */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the toggle. @default false */
      disableSwitch: z.boolean().default(false),
      /** Follow the OS preference until the visitor chooses. @default false */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  /** Heading levels listed in tables of contents. @default { minHeadingLevel: 2, maxHeadingLevel: 3 } */
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: 'minHeadingLevel must not exceed maxHeadingLevel' })
    .prefault({}),
  /** How content files are read, with Docusaurus' option names. */
  markdown: z
    .strictObject({
      /**
       * `'mdx'`: every file is MDX (Docusaurus' default); `'md'`: every file is CommonMark;
       * `'detect'`: `.mdx` files are MDX, and a `.md` file is MDX when it holds ESM (`import` or
       * `export` lines), JSX components (`<Tabs>`) or MDX comments (`{/* … *\/}`), CommonMark
       * otherwise: a `.md` file with raw HTML builds as it always did, while Docusaurus content
       * with imports reads as MDX. The home page (index.md) is always CommonMark.
       * @default 'detect'
       */
      format: z.enum(['mdx', 'md', 'detect']).default('detect'),
      ...markdownExtensionsShape,
    })
    .prefault({}),
  /** Code blocks, with Docusaurus' `themeConfig.prism` names. */
  prism: z
    .strictObject({
      /**
       * The magic comments of code blocks. A `{1,3-5}` range in a block's meta gives its lines the
       * first entry's className; an empty list turns magic comments and ranges off.
       * @default [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]
       */
      magicComments: z.array(magicCommentSchema).default(() => DEFAULT_MAGIC_COMMENTS.map((comment) => ({ ...comment }))),
    })
    .prefault({}),
  /** What a link to no route, static file or content file does to the build. @default 'throw' */
  onBrokenLinks: reportingSeverity.default('throw'),
  /** What a link to a heading its page does not have does to the build. @default 'warn' */
  onBrokenAnchors: reportingSeverity.default('warn'),
  /**
   * What a Markdown file link (`./install.md`) that matches no doc of its section, or no post of
   * the blog, does to the build. The link stays as written and so is broken too: the stricter of
   * this and `onBrokenLinks` counts. @default 'warn'
   */
  onBrokenMarkdownLinks: reportingSeverity.default('warn'),
  /** The blog; `false` turns it off. */
  blog: z
    .union([
      z.literal(false),
      z.strictObject({
        /** Folder under the content folder. @default 'blog' */
        path: z.string().default('blog'),
        /** @default '/blog' */
        routeBasePath: z.string().regex(/^\/[^\s]*[^/]$/).default('/blog'),
        /** The blog's title, or `blogTitle` as Docusaurus names it. @default 'Blog' */
        title: z.string().optional(),
        blogTitle: z.string().optional(),
        /** The blog's description, or `blogDescription` as Docusaurus names it. @default 'Blog' */
        description: z.string().optional(),
        blogDescription: z.string().optional(),
        /** @default true */
        showReadingTime: z.boolean().default(true),
        /** @default 10 */
        postsPerPage: z.number().int().positive().default(10),
        /** Recent posts in the blog sidebar; 'ALL' lists every post. @default 5 */
        blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
        blogSidebarTitle: z.string().default('Recent posts'),
        /** Group the blog sidebar by year. @default true */
        sidebarGroupByYear: z.boolean().default(true),
        feedOptions: z
          .strictObject({
            /** 'all' is rss + atom + json; null writes no feed. @default ['rss', 'atom'] */
            type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).default(['rss', 'atom']),
            /** Full post content instead of the excerpt. @default false */
            fullContent: z.boolean().default(false),
            /** @default 20 */
            limit: z.number().int().positive().default(20),
            copyright: z.string().optional(),
            ...ignoredShape('feeds'),
          })
          .prefault({}),
        /** What a tag that tags.yml does not declare does to the build (`UnknownTag`). @default 'warn' */
        onInlineTags: reportingSeverity.optional(),
        ...docusaurusBlogShape,
      })
        .superRefine((blog, context) => {
          for (const [ours, theirs] of [['title', 'blogTitle'], ['description', 'blogDescription']] as const) {
            if (blog[ours] !== undefined && blog[theirs] !== undefined) context.addIssue({ code: 'custom', path: [theirs], message: `give the blog's ${ours} once: \`${ours}\` or \`${theirs}\` (Docusaurus' name), not both` });
          }
        })
        // Docusaurus' names taken as sitegen's, the keys in the order the site data always had them.
        .transform(({ path, routeBasePath, title, blogTitle, description, blogDescription, ...rest }) => ({ path, routeBasePath, title: blogTitle ?? title ?? 'Blog', description: blogDescription ?? description ?? 'Blog', ...rest })),
    ])
    .prefault({}),
  /** Docs sections; by default every top-level content folder other than the blog and static. */
  docs: z
    .array(
      z.strictObject({
        /** Section id, used by navbar doc items. */
        id: z.string().regex(/^[a-z0-9-]+$/),
        /** Folder under the content folder. @default id */
        path: z.string().optional(),
        /** @default '/' + id */
        routeBasePath: z.string().optional(),
        /** Shown in breadcrumbs and the default navbar. @default the index doc's title */
        label: z.string().optional(),
        /**
         * Docusaurus' sidebars file (`.json`, `.js` or `.ts`), relative to the site folder; `false`
         * or absent generates the sidebar from the folders. @default false
         */
        sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
        /** Show when each doc last changed, from git history. @default false */
        showLastUpdateTime: z.boolean().default(false),
        /** Show who last changed each doc, from git history. @default false */
        showLastUpdateAuthor: z.boolean().default(false),
        ...versioningShape,
        ...docusaurusDocsShape,
      }),
    )
    .optional(),
  /** Page-view analytics (gtag). Off when trackingID is empty. */
  analytics: z
    .strictObject({
      trackingID: z.string().optional(),
      /** @default true */
      anonymizeIP: z.boolean().default(true),
    })
    .prefault({}),
  ...headConfigShape,
  /** Custom CSS and the primary colour (theme-schema.ts). @default {} */
  theme: themeSchema,
  /**
   * Write /llms.txt (llmstxt.org): the site's title, tagline and a link with its description to
   * every listed doc and post; with it /llms-full.txt (every listed page's Markdown in one file)
   * and each page's Markdown at its route with `.md` appended. `false` turns all three off;
   * `{ full: false }` or `{ markdownRoutes: false }` one of the two others. @default true
   */
  llmsTxt: z
    .union([
      z.boolean(),
      z.strictObject({
        /** /llms-full.txt. @default true */
        full: z.boolean().optional(),
        /** `/docs/intro.md` beside `/docs/intro` (`/index.md` for the home page). @default true */
        markdownRoutes: z.boolean().optional(),
      }),
    ], { error: 'expected true, false or { full?: boolean, markdownRoutes?: boolean }' })
    .optional(),
  /**
   * Docusaurus' `trailingSlash`: `true` gives routes `/docs/intro/` written as `docs/intro/index.html`,
   * `false` routes `/docs/intro` written as `docs/intro.html` (the home page stays `/`, `index.html`);
   * links, canonical URLs, the sitemap and feeds follow. Unset keeps each route as its source makes
   * it (an index doc's `/docs/`, any other `/docs/intro`), written as `…/index.html`.
   */
  trailingSlash: z.boolean().optional(),
  /** @default 'content' */
  contentDir: z.string().default('content'),
  /** Static files copied as is, under the content folder. @default 'static' */
  staticDir: z.string().default('static'),
  /** @default 'dist' */
  outDir: z.string().default('dist'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
type RawInput = z.input<typeof siteConfigSchema>;
/** What `site.config.ts` exports: everything optional but `title` and `url`. */
export type SiteConfigInput = Omit<RawInput, 'navbar'> & {
  navbar?: Omit<NonNullable<RawInput['navbar']>, 'items'> & { items?: NavbarItemInput[] };
};
export type BlogConfig = Exclude<SiteConfig['blog'], false>;
export type ReportingSeverity = z.infer<typeof reportingSeverity>;

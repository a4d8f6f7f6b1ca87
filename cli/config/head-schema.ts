import { z } from 'zod';

/** The elements HTML allows in `<head>` besides `<title>`: any other would end the head where it stands. */
export const HEAD_ELEMENTS = ['base', 'link', 'meta', 'noscript', 'script', 'style', 'template'] as const;
/** The head elements that have no content and no end tag. */
export const VOID_HEAD_ELEMENTS: ReadonlySet<string> = new Set(['base', 'link', 'meta']);

type Attributes = Record<string, string | boolean>;
const ATTRIBUTE_NAME = /^[^\s"'<>/=]+$/;

/**
 * Attributes as Docusaurus takes them: a string is written escaped, `true` as the bare name,
 * `false` not at all. Each is checked on its own so that a mistake is named at its key (in a
 * union, zod would only say the whole entry is invalid); names are written as they are, so only
 * what HTML reads as one name passes. `url` is the attribute an entry must have.
 */
function attributeMap<K extends string = never>(url?: K) {
  return z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    if (url && (typeof value[url] !== 'string' || value[url] === '')) ctx.addIssue({ code: 'custom', path: [url], message: 'required, a URL' });
    for (const [name, attribute] of Object.entries(value)) {
      if (!ATTRIBUTE_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'not an attribute name' });
      else if (typeof attribute !== 'string' && typeof attribute !== 'boolean') ctx.addIssue({ code: 'custom', path: [name], message: 'expected a string or a boolean' });
    }
  }) as unknown as z.ZodType<Attributes & Record<K, string>>;
}

/** A script or stylesheet: its URL, or an object of its attributes with at least that URL. */
const urlOrAttributes = (url: 'src' | 'href', what: string) =>
  z.array(z.union([z.string().min(1), attributeMap(url)], { error: `expected a URL, or the ${what}'s attributes with at least "${url}"` })).optional();

const metadataEntry = z
  .strictObject({
    name: z.string().min(1).optional(),
    property: z.string().min(1).optional(),
    itemprop: z.string().min(1).optional(),
    content: z.string(),
  })
  .refine((entry) => [entry.name, entry.property, entry.itemprop].filter((key) => key !== undefined).length === 1, {
    message: 'a metadata entry names exactly one of name, property or itemprop',
  });

/** The config keys for every page's `<head>`, with Docusaurus' names, shapes and behaviour. */
export const headConfigShape = {
  /**
   * Elements added to every page's head, after the page's own tags, e.g.
   * `{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } }`;
   * `innerHTML` is written as is (a JSON-LD script, say). @default []
   */
  headTags: z
    .array(
      z
        .strictObject({ tagName: z.enum(HEAD_ELEMENTS), attributes: attributeMap(), innerHTML: z.string().optional() })
        .refine((tag) => tag.innerHTML === undefined || !VOID_HEAD_ELEMENTS.has(tag.tagName), { message: 'a void element takes no innerHTML', path: ['innerHTML'] }),
    )
    .optional(),
  /** Scripts for every page's head: a URL, or `{ src, async, defer, …attributes }`. Render-blocking unless async or defer. @default [] */
  scripts: urlOrAttributes('src', 'script'),
  /** Stylesheets for every page's head: a URL, or `{ href, …attributes }` (`rel` is 'stylesheet' unless given). @default [] */
  stylesheets: urlOrAttributes('href', 'stylesheet'),
  /**
   * `<meta>` tags on every page (Docusaurus' `themeConfig.metadata`), e.g.
   * `{ name: 'twitter:site', content: '@acme' }`. A meta tag the page makes itself (description,
   * keywords, og:title…) wins; sitegen's site-wide ones (viewport, og:site_name, og:locale,
   * twitter:card) give way. @default []
   */
  metadata: z.array(metadataEntry).optional(),
  /** Ask search engines not to index the site: a robots noindex meta on every page, and no sitemap. @default false */
  noIndex: z.boolean().optional(),
};

export type MetadataEntry = z.infer<typeof metadataEntry>;

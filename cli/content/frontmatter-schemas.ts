import { z } from 'zod';

const slug = z.string().regex(/^[^\s?#]*$/, { message: 'slug must not contain spaces, ? or #' });

/** A date as written in YAML: `2025-03-14`, optionally with a time. */
export const dateString = z
  .union([z.string(), z.date()])
  .transform((value, ctx) => {
    const text = value instanceof Date ? value.toISOString() : value.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
    const date = match ? new Date(match[4] ? text.replace(' ', 'T') : `${text}T00:00:00Z`) : undefined;
    // Date() rolls 2025-02-30 over to March; compare back to catch impossible days.
    if (!match || !date || Number.isNaN(date.getTime()) || date.getUTCDate() !== +match[3] && !match[4]) {
      ctx.addIssue({ code: 'custom', message: `"${text}" is not a date (expected YYYY-MM-DD)` });
      return z.NEVER;
    }
    return date.toISOString();
  });

const common = {
  title: z.string().optional(),
  description: z.string().optional(),
  slug: slug.optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
};

const headingLevel = z.number().int().min(2).max(6);

/** Docusaurus' doc front matter; a `null` pagination or edit link hides it. */
export const docFrontMatterSchema = z.looseObject({
  ...common,
  id: z.string().regex(/^[^/\s]+$/).optional(),
  /** `false` keeps the number prefixes of the file's and its folders' names in its id and route. */
  parse_number_prefixes: z.boolean().optional(),
  sidebar_position: z.number().optional(),
  sidebar_label: z.string().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  hide_title: z.boolean().default(false),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_label: z.string().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_prev: z.string().nullable().optional(),
  custom_edit_url: z.string().nullable().optional(),
  last_update: z.object({ date: dateString.optional(), author: z.string().optional() }).optional(),
});
export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

export const authorSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  email: z.string().optional(),
  /** Give the author a page at /blog/authors/<key>, or at `permalink` under the blog. */
  page: z.union([z.boolean(), z.object({ permalink: z.string().min(1) })]).default(false),
  /** Profiles by platform: a handle (`x: jdoe`) for the known ones, or a URL for any platform. */
  // YAML reads a Stack Overflow id such as 82609 as a number.
  socials: z.record(z.string(), z.union([z.string().min(1), z.number().transform(String)])).default({}),
});
export type AuthorInput = z.infer<typeof authorSchema>;

export const tagSchema = z.object({
  label: z.string(),
  permalink: z.string().optional(),
  description: z.string().optional(),
});

export const blogFrontMatterSchema = z.looseObject({
  ...common,
  date: dateString.optional(),
  authors: z
    .union([z.string(), authorSchema, z.array(z.union([z.string(), authorSchema]))])
    .transform((a) => (Array.isArray(a) ? a : [a]))
    .default([]),
  tags: z.array(z.union([z.string(), tagSchema])).default([]),
  /** The post's "Edit this page" link, in place of the blog's `editUrl`; null for none. */
  custom_edit_url: z.string().nullable().optional(),
  /** Docusaurus' older one-author fields, read as an inline author. */
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
}).transform(({ author, author_title: title, author_url: url, author_image_url: image_url, ...fm }) =>
  author === undefined ? fm : { ...fm, authors: [...fm.authors, { name: author, title, url, image_url, page: false, socials: {} }] },
);
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export const homeFrontMatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  hero: z
    .object({
      title: z.string().optional(),
      tagline: z.string().optional(),
      image: z.string().optional(),
      actions: z
        .array(z.object({ label: z.string(), to: z.string(), variant: z.enum(['primary', 'secondary']).default('primary') }))
        .default([]),
    })
    .optional(),
  sections: z
    .array(
      z.object({
        title: z.string(),
        intro: z.string().optional(),
        items: z.array(z.object({ title: z.string(), description: z.string(), to: z.string().optional() })),
      }),
    )
    .default([]),
  /** How many recent blog posts the home page lists. @default 3 */
  latestPosts: z.number().int().nonnegative().default(3),
});
export type HomeFrontMatter = z.infer<typeof homeFrontMatterSchema>;

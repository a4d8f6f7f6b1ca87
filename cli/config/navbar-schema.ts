import { z } from 'zod';

const position = z.enum(['left', 'right']).default('right').describe('Side of the navbar; right by default.');

const linkFields = {
  /** Visible text. */
  label: z.string().optional(),
  /** Raw HTML shown instead of the label. */
  html: z.string().optional(),
  /** Internal route path, e.g. `/blog`. */
  to: z.string().optional(),
  /** External or absolute URL, opened as is. */
  href: z.string().optional(),
  /** The link is active on every path under this one. */
  activeBasePath: z.string().optional(),
  /** The link is active on every path matching this regular expression. */
  activeBaseRegex: z.string().optional(),
  className: z.string().optional(),
  target: z.string().optional(),
};

/** A plain link; `type` may be omitted. */
export const defaultItemSchema = z.strictObject({ type: z.literal('default'), position, ...linkFields });

const docFields = {
  /** Id of the docs section (its folder under content/); searched in every section when omitted. */
  section: z.string().optional(),
  label: z.string().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  className: z.string().optional(),
};

export const docItemSchema = z.strictObject({ type: z.literal('doc'), position, docId: z.string(), ...docFields });
export const docSidebarItemSchema = z.strictObject({ type: z.literal('docSidebar'), position, sidebarId: z.string(), ...docFields });
export const docsVersionItemSchema = z.strictObject({ type: z.literal('docsVersion'), position, to: z.string().optional(), ...docFields });
export const htmlItemSchema = z.strictObject({ type: z.literal('html'), position, value: z.string(), className: z.string().optional() });
export const searchItemSchema = z.strictObject({ type: z.literal('search'), position, className: z.string().optional() });

/** Items allowed inside a dropdown: links, doc links and raw HTML. */
const dropdownChildSchema = z.preprocess(
  (item) => (isRecord(item) && item.type === undefined ? { ...item, type: 'default' } : item),
  z.discriminatedUnion('type', [
    defaultItemSchema.omit({ position: true }),
    docItemSchema.omit({ position: true }),
    htmlItemSchema.omit({ position: true }),
  ]),
);
export type DropdownChild = z.infer<typeof dropdownChildSchema>;

const extraItems = z.array(dropdownChildSchema).default([]);

export const dropdownItemSchema = z.strictObject({
  type: z.literal('dropdown'),
  position,
  label: z.string(),
  to: z.string().optional(),
  className: z.string().optional(),
  items: z.array(dropdownChildSchema),
});

export const localeDropdownItemSchema = z.strictObject({
  type: z.literal('localeDropdown'),
  position,
  label: z.string().optional(),
  dropdownItemsBefore: extraItems,
  dropdownItemsAfter: extraItems,
});

export const docsVersionDropdownItemSchema = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position,
  section: z.string().optional(),
  /** Version names to list, in order; every version when omitted. */
  versions: z.array(z.string()).optional(),
  dropdownItemsBefore: extraItems,
  dropdownItemsAfter: extraItems,
});

export const navbarItemTypes = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

/** The nine kinds of navbar item. `type` defaults to `dropdown` when `items` is given, else `default`. */
const navbarItemUnion = z.discriminatedUnion('type', [
    defaultItemSchema,
    dropdownItemSchema,
    localeDropdownItemSchema,
    searchItemSchema,
    htmlItemSchema,
    docItemSchema,
    docSidebarItemSchema,
    docsVersionItemSchema,
    docsVersionDropdownItemSchema,
]);

export const navbarItemSchema = z.preprocess(
  (item) => (isRecord(item) && item.type === undefined ? { ...item, type: 'items' in item ? 'dropdown' : 'default' } : item),
  navbarItemUnion,
);

export type NavbarItem = z.infer<typeof navbarItemUnion>;
type Untyped<T> = Omit<T, 'type'> & { type?: undefined };
/** What a user may write: the union, plus links and dropdowns without `type`. */
export type NavbarItemInput =
  | z.input<typeof navbarItemUnion>
  | Untyped<z.input<typeof defaultItemSchema>>
  | Untyped<z.input<typeof dropdownItemSchema>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { z } from 'zod';
import type { Pluggable } from 'unified';
import { bundledThemesInfo } from 'shiki/themes';
import { nearestKey } from './nearest-key.ts';
import type { CodeTheme } from './code-themes.ts';

/** A unified plugin as Docusaurus takes one: the plugin function, or `[plugin, options]`. */
const isPluggable = (value: unknown): boolean => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function');

const pluginList = (kind: 'remark' | 'rehype') =>
  z
    .array(z.custom<Pluggable>(isPluggable, { error: `expected a ${kind} plugin: its function (\`import plugin from '${kind}-…'\`), or [plugin, options]` }))
    .default(() => []);

const THEME_NAMES = bundledThemesInfo.map((theme) => theme.id);

/** A theme Shiki bundles, by name, or a theme object of one's own (a TextMate/VS Code theme with a `name`). */
const codeTheme: z.ZodType<CodeTheme> = z.union([
  z.string().superRefine((name, ctx) => {
    if (THEME_NAMES.includes(name)) return;
    const nearest = nearestKey(name, THEME_NAMES);
    ctx.addIssue({ code: 'custom', message: `"${name}" is not a Shiki theme${nearest ? `; did you mean "${nearest}"?` : ''} Themes: ${THEME_NAMES.join(', ')}.` });
  }),
  // Any keys, as a VS Code theme has: a record, which the check for unknown keys leaves open.
  z.record(z.string(), z.unknown()).superRefine((theme, ctx) => {
    if (typeof theme.name !== 'string' || theme.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'a theme object needs its name, the class its code blocks get' });
  }),
]) as z.ZodType<CodeTheme>;

const pluginLists = {
  /** remark plugins run on each file's Markdown tree before sitegen's own steps (heading ids, code block options, the leading title). @default [] */
  beforeDefaultRemarkPlugins: pluginList('remark'),
  /** remark plugins run after sitegen's own steps, before links, text and words are read from the tree: what they add is checked, searched and counted. @default [] */
  remarkPlugins: pluginList('remark'),
  /** rehype plugins run first on each file's HTML tree. @default [] */
  beforeDefaultRehypePlugins: pluginList('rehype'),
  /** rehype plugins run on each file's HTML tree before heading ids, the table of contents and highlighting. @default [] */
  rehypePlugins: pluginList('rehype'),
};

const pluginListsSchema = z.looseObject(pluginLists).prefault({});

/** The plugin lists of a config module's default export (site.config.ts imported again on a worker thread), read as the config stage reads them. */
export function markdownPluginsOf(exported: unknown): z.infer<typeof pluginListsSchema> {
  return pluginListsSchema.parse((exported as { markdown?: unknown } | undefined)?.markdown);
}

/**
 * The keys of config `markdown` beside `format`: the site's unified plugins, under Docusaurus'
 * names (which it gives each of its docs, blog and pages plugins; sitegen takes them once, for
 * every Markdown and MDX file), and the themes of code blocks.
 */
export const markdownExtensionsShape = {
  ...pluginLists,
  /** Code blocks. */
  code: z
    .strictObject({
      /**
       * Shiki themes for the light and the dark colour mode: any theme Shiki bundles, by name, or a
       * theme object. The defaults are applied where they are used (codeThemesOf).
       * @default { light: 'github-light', dark: 'github-dark' }
       */
      themes: z.strictObject({ light: codeTheme.optional(), dark: codeTheme.optional() }).optional(),
    })
    .optional(),
};

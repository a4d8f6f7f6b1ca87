import { sourceText } from './decode-source.ts';
import { createHighlighter } from './highlighter.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createMarkdownCompiler, type CompiledMarkdown, type MarkdownCompiler, type MarkdownOptions } from './markdown.ts';
import { expandPlaceholders, unknownPlaceholders, type Placeholders } from './placeholders.ts';
import type { SitePlugins } from './site-plugins.ts';
import type { BundledModule } from '../config/import-bundled.ts';
import type { CodeThemes } from '../config/code-themes.ts';

/** One Markdown file to compile: its path (for diagnostics) and its bytes as read. */
export interface MarkdownSource {
  file: string;
  bytes: Uint8Array;
  /** Its bytes' SHA-256 (hex), where known without reading them (a deferred source): the executor's cache keys are made of it. */
  digest?: string;
  /** JSON and Markdown files an MDX file may import (import-candidates.ts), by absolute path. */
  imports?: Array<{ file: string; bytes: Uint8Array }>;
  /** Read as CommonMark whatever the format (the home page). */
  commonMark?: boolean;
}

/** A file compiled, or only diagnostics when it could not be decoded. */
export interface MarkdownResult {
  value?: CompiledMarkdown;
  diagnostics: Diagnostic[];
}

/** The site's Markdown plugins as this thread has them, and the config module another thread imports to have them too. */
export interface PluginSource {
  plugins: SitePlugins;
  /** site.config.ts as bundled; without it (a config made in memory) the plugins keep the compiling on this thread. */
  module?: BundledModule;
}

/** The compiler's options that can cross to another thread (all but `plugins.plugins`), with the placeholders to fill in. */
export type CompileOptions = Omit<MarkdownOptions, 'highlighter' | keyof SitePlugins> & {
  placeholders: Placeholders;
  /** The site's plugins (config `markdown`); none by default. */
  sitePlugins?: PluginSource;
  /** Shiki's themes for code blocks (config `markdown.code.themes`). @default DEFAULT_CODE_THEMES */
  codeThemes?: CodeThemes;
};

/**
 * How the content stage compiles its Markdown: every file at once, results in the same order.
 * Where the work runs (this thread, a highlight thread, a pool) and which results of an earlier
 * call still hold is the executor's choice (cli/exec/executor.ts); the results are the same.
 */
export type CompileMarkdown = (sources: readonly MarkdownSource[], options: CompileOptions) => Promise<MarkdownResult[]>;

/**
 * Decodes one file, fills in the placeholders and compiles it. Decoded only now, file by file,
 * so that no more texts are alive at once than files in flight.
 */
export async function compileSource(compile: MarkdownCompiler, { file, bytes, imports, commonMark }: MarkdownSource, placeholders: Placeholders): Promise<MarkdownResult> {
  // sourceText(): a deferred file (files/deferred-sources.ts) is read only now, and may be gone.
  const decoded = sourceText(bytes, file);
  if (decoded.text === undefined) return { diagnostics: decoded.diagnostics };
  const sources = new Map<string, string>();
  for (const imported of imports ?? []) {
    const text = sourceText(imported.bytes, imported.file).text;
    if (text !== undefined) sources.set(imported.file, imported.file.endsWith('.json') ? text : expandPlaceholders(text, placeholders));
  }
  // The page's own text only: a partial's would be reported once for each page importing it.
  const unknown = unknownPlaceholders(decoded.text, placeholders, file);
  const compiled = await compile(expandPlaceholders(decoded.text, placeholders), file, { sources: imports ? sources : undefined, commonMark });
  return unknown.length > 0 ? { ...compiled, diagnostics: [...unknown, ...compiled.diagnostics] } : compiled;
}

/** Compiles on this thread with a highlighter of its own: the stage's default, and what tests use. */
export const compileHere: CompileMarkdown = async (sources, { placeholders, sitePlugins, codeThemes, ...options }) => {
  const compile = createMarkdownCompiler({ ...options, ...sitePlugins?.plugins, highlighter: await createHighlighter(codeThemes) });
  const results: MarkdownResult[] = [];
  for (const source of sources) results.push(await compileSource(compile, source, placeholders));
  return results;
};

import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createHighlighter } from './highlighter.ts';
import { createMarkdownCompiler, type CompiledMarkdown, type MarkdownOptions } from './markdown.ts';

/** One Markdown file to compile: its path (for diagnostics) and its text, placeholders filled in. */
export interface MarkdownSource {
  file: string;
  text: string;
}

export interface MarkdownResult {
  value: CompiledMarkdown;
  diagnostics: Diagnostic[];
}

/** The compiler's options that can cross to another thread. */
export type CompileOptions = Omit<MarkdownOptions, 'highlighter'>;

/**
 * How the content stage compiles its Markdown: every file at once, results in the same order.
 * Where the work runs (this thread, a highlight thread, a pool) is the executor's choice
 * (cli/exec/executor.ts); the results are the same.
 */
export type CompileMarkdown = (sources: readonly MarkdownSource[], options: CompileOptions) => Promise<MarkdownResult[]>;

/** Compiles on this thread with a highlighter of its own: the stage's default, and what tests use. */
export const compileHere: CompileMarkdown = async (sources, options) => {
  const compile = createMarkdownCompiler({ ...options, highlighter: await createHighlighter() });
  const results: MarkdownResult[] = [];
  for (const { text, file } of sources) results.push(await compile(text, file));
  return results;
};

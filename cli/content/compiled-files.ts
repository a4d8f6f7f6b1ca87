import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledMarkdown } from './markdown.ts';

/** Each Markdown file's compiled form by its path in the content folder; no value when it could not be read or decoded. */
export type CompiledFiles = ReadonlyMap<string, { value?: CompiledMarkdown; diagnostics: Diagnostic[] }>;

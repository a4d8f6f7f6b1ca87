import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatPath } from '../config/issues.ts';
import type { FrontMatter } from './frontmatter.ts';

/** Validates front matter against a schema; each problem points at the line of its key. */
export function validateFrontMatter<S extends z.ZodType>(
  schema: S,
  frontMatter: FrontMatter,
  file: string,
): { value?: z.infer<S>; diagnostics: Diagnostic[] } {
  const parsed = schema.safeParse(frontMatter.data);
  if (parsed.success) return { value: parsed.data, diagnostics: [] };
  const diagnostics = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const where = { file, line: frontMatter.lines[key] };
    const path = formatPath(issue.path);
    if (key === 'date') return diagnostic('InvalidDate', `Front matter \`date\`: ${issue.message}.`, where);
    if (key === 'slug') return diagnostic('InvalidSlug', `Front matter \`slug\`: ${issue.message}.`, where);
    return diagnostic('InvalidFrontMatter', `Front matter \`${path}\`: ${issue.message}.`, where);
  });
  return { diagnostics };
}

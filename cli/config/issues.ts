import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

/** Turns zod issues into one diagnostic each, naming the key path (`navbar.items[3].docId`). */
export function zodIssuesToDiagnostics(issues: readonly z.core.$ZodIssue[], input: unknown, file: string): Diagnostic[] {
  return issues.map((issue) => {
    const path = formatPath(issue.path);
    if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator === 'type' && path.startsWith('navbar.items')) {
      const received = valueAt(input, issue.path);
      const options = (issue as { options?: unknown[] }).options ?? [];
      return diagnostic(
        'UnknownNavbarItemType',
        `${path}: unknown navbar item type ${JSON.stringify(received)}. Supported types: ${options.join(', ')}.`,
        { file },
        { hint: 'No component renders this navbar item type; pick one of the supported types.' },
      );
    }
    return diagnostic('InvalidConfig', `${path || '(root)'}: ${describe(issue, input)}`, { file });
  });
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

function describe(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return `required, expected ${issue.expected}.`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}.`;
  }
  return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
}

/** The input's value at a key path; undefined where the path leaves the input. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

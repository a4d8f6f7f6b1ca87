import type { z } from 'zod';
import { catalogue } from '../diagnostics/codes.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatPath, valueAt, zodIssuesToDiagnostics } from './issues.ts';
import { knownKeysAt } from './known-keys.ts';
import { nearestKey } from './nearest-key.ts';
import { isIgnoredSchema } from './docusaurus-options.ts';
import { flattenUnions } from './union-branches.ts';

/** Where a key path of the config is written in its file, when it can be found there. */
export type KeyLocator = (path: readonly PropertyKey[]) => { line: number; column: number } | undefined;

/**
 * The config's zod issues as diagnostics: each unknown key one `UnknownConfigKey` naming its
 * path and the nearest known key; every other issue as before. Given a locator, each names the
 * line of its key where the file writes it.
 */
export function configIssuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.core.$ZodType,
  file: string,
  locate: KeyLocator = () => undefined,
): Diagnostic[] {
  const { issues: flat, branches } = flattenUnions(issues);
  return flat.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return zodIssuesToDiagnostics([issue], input, file).map((found) => ({ ...found, ...locateIssue(issue.path, input, locate) }));
    const known = knownKeysAt(schema, input, issue.path, branches) ?? [];
    return issue.keys.map((key) => unknownKey([...issue.path, key], known, file, locate));
  });
}

function unknownKey(path: readonly PropertyKey[], known: ReadonlyArray<[string, z.core.$ZodType]>, file: string, locate: KeyLocator): Diagnostic {
  const key = String(path[path.length - 1]);
  const suggestion = nearestKey(key, known.map(([name]) => name));
  const owner = formatPath(path.slice(0, -1));
  // Docusaurus' options that sitegen takes only to warn of are no keys to pick from.
  const listed = known.filter(([, option]) => !isIgnoredSchema(option)).map(([name]) => name);
  const keys = listed.length ? ` Keys ${owner ? `of ${owner}` : 'at the top level'}: ${listed.join(', ')}.` : '';
  return diagnostic(
    'UnknownConfigKey',
    `${formatPath(path)}: unknown key${suggestion ? `; did you mean \`${suggestion}\`?` : '.'}`,
    { file, ...locate(path) },
    { hint: catalogue.UnknownConfigKey.hint + keys },
  );
}

/** Where an issue's key is written; for a key that is missing, where the object lacking it is. */
function locateIssue(path: readonly PropertyKey[], input: unknown, locate: KeyLocator): ReturnType<KeyLocator> {
  const found = locate(path);
  return found || path.length === 0 || valueAt(input, path) !== undefined ? found : locate(path.slice(0, -1));
}

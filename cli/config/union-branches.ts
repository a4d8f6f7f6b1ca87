import type { z } from 'zod';
import { formatPath } from './issues.ts';

type Issue = z.core.$ZodIssue;

export interface FlatIssues {
  /** Every issue with its full key path, unions that failed on unknown keys replaced by one branch. */
  issues: Issue[];
  /** The branch taken at each replaced union, by its formatted path (`footer.links`). */
  branches: Map<string, number>;
}

/**
 * zod reports a union that no branch accepts as one `invalid_union` holding every branch's
 * issues. When a branch failed on unknown keys, the user most likely meant the branch the input
 * came closest to (fewest problems, each unknown key counted; the first on a tie), so its issues
 * are reported in the union's place: a typo in `footer.links[0].items[2]` reads as that typo, not
 * as "Invalid input" on `footer.links`. So are those of the only branch whose type the input has.
 */
export function flattenUnions(issues: readonly Issue[]): FlatIssues {
  const branches = new Map<string, number>();
  const flat = (list: readonly Issue[], base: readonly PropertyKey[]): Issue[] =>
    list.flatMap((issue) => {
      const path = [...base, ...issue.path];
      if (issue.code !== 'invalid_union') return [{ ...issue, path }];
      const chosen = issue.errors.some(hasUnknownKeys) ? closest(issue.errors) : onlyOfItsType(issue.errors);
      if (chosen === undefined) return [{ ...issue, path }];
      branches.set(formatPath(path), chosen);
      return flat(issue.errors[chosen], path);
    });
  return { issues: flat(issues, []), branches };
}

/** The branch with fewest problems, each unknown key counted; the first on a tie. */
function closest(errors: ReadonlyArray<readonly Issue[]>): number {
  const costs = errors.map(cost);
  return costs.indexOf(Math.min(...costs));
}

/**
 * The one branch the input is of the type of, when the others all refused its type (`blog: false`
 * or an object: an object's problems are the object branch's, not "Invalid input").
 */
function onlyOfItsType(errors: ReadonlyArray<readonly Issue[]>): number | undefined {
  const ofItsType = errors.flatMap((issues, i) => (issues.every((issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) ? [] : [i]));
  return ofItsType.length === 1 ? ofItsType[0] : undefined;
}

function hasUnknownKeys(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.code === 'unrecognized_keys' || (issue.code === 'invalid_union' && issue.errors.some(hasUnknownKeys)));
}

function cost(issues: readonly Issue[]): number {
  return issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? issue.keys.length : 1), 0);
}

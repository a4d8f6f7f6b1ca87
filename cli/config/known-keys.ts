import { z } from 'zod';
import { formatPath, valueAt } from './issues.ts';

type Candidate = z.core.$ZodObject;

/**
 * The keys the schema knows for the object at `path` of the input, each with its schema
 * (`['docs', 0]` → the keys of a docs section), found by walking the schema beside the input.
 * Where a union leaves a choice, the branch `branches` records is taken, then the one the
 * object's discriminator selects, then the one that knows most of the object's keys.
 */
export function knownKeysAt(
  schema: z.core.$ZodType,
  input: unknown,
  path: readonly PropertyKey[],
  branches: ReadonlyMap<string, number> = new Map(),
): Array<[key: string, schema: z.core.$ZodType]> | undefined {
  const found = objectSchemasAt(schema, input, path, 0, branches);
  const value = valueAt(input, path);
  const score = (candidate: Candidate) => Object.keys(record(value)).filter((key) => key in candidate._zod.def.shape).length;
  const best = found.reduce<Candidate | undefined>((top, candidate) => (top === undefined || score(candidate) > score(top) ? candidate : top), undefined);
  return best && Object.entries(best._zod.def.shape);
}

function objectSchemasAt(
  schema: z.core.$ZodType,
  value: unknown,
  path: readonly PropertyKey[],
  depth: number,
  branches: ReadonlyMap<string, number>,
): Candidate[] {
  const here = schema as z.core.$ZodTypes;
  const def = here._zod.def;
  const next = (inner: z.core.$ZodType, innerValue: unknown, innerDepth: number) => objectSchemasAt(inner, innerValue, path, innerDepth, branches);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return next(def.innerType, value, depth);
    case 'pipe': {
      // A transform after the object (the blog's Docusaurus names) keeps the object's keys.
      if ((def.out as z.core.$ZodTypes)._zod.def.type === 'transform') return next(def.in, value, depth);
      // A preprocess step (navbar items get their default `type`) decides which branch applies.
      const piped = z.safeParse(def.in, value);
      return next(def.out, piped.success ? piped.data : value, depth);
    }
    case 'object': {
      if (depth === path.length) return [here as Candidate];
      const key = path[depth];
      const field = typeof key === 'string' ? def.shape[key] : undefined;
      return field ? next(field, record(value)[key as string], depth + 1) : [];
    }
    case 'array': {
      const index = path[depth];
      return typeof index === 'number' ? next(def.element, Array.isArray(value) ? value[index] : undefined, depth + 1) : [];
    }
    case 'union': {
      const taken = branches.get(formatPath(path.slice(0, depth)));
      const options = taken === undefined ? discriminated(def, value) : [def.options[taken]];
      return options.flatMap((option) => next(option, value, depth));
    }
    default:
      return [];
  }
}

/** The options whose discriminator accepts the value's; every option when there is none to go by. */
function discriminated(def: z.core.$ZodUnionDef | z.core.$ZodDiscriminatedUnionDef, value: unknown): readonly z.core.$ZodType[] {
  const key = 'discriminator' in def ? def.discriminator : undefined;
  if (key === undefined || !(key in record(value))) return def.options;
  const matching = def.options.filter((option) => {
    const field = (option as z.core.$ZodTypes)._zod.def.type === 'object' ? (option as Candidate)._zod.def.shape[key] : undefined;
    return field !== undefined && z.safeParse(field, record(value)[key]).success;
  });
  return matching.length ? matching : def.options;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

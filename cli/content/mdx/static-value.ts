import type { CallExpression, Expression, Identifier, Node, ObjectExpression, Pattern, PrivateIdentifier, SpreadElement, Super } from 'estree';
import type { JsonValue } from './page-body.ts';
import { arrayPart, isTocMarker, tocPart, type ArrayStep } from './toc-marker.ts';
import { predicateOf } from './static-predicate.ts';

/**
 * A function an MDX expression may call at build time, such as Docusaurus' `useBaseUrl`: static
 * arguments in, a value out. One marked `unsupported` (naming its module) stands for an import
 * sitegen does not serve: what uses it is left out with a warning rather than failing the build.
 */
export type StaticFunction = ((args: JsonValue[]) => { value: JsonValue } | { error: string }) & { unsupported?: string };

/** What a name in an MDX file stands for when its value is known at build time. */
export type Scope = ReadonlyMap<string, JsonValue | StaticFunction>;

/** A static value, or why the expression needs run-time evaluation and where; `unsupported` when an unsupported import is why. */
export type StaticResult = { value: JsonValue } | StaticError;
type StaticError = { error: string; node: Node; unsupported?: string };

/** Marks an object whose keys are all there is (Docusaurus' siteConfig): another key is an error, not `undefined`. */
const CLOSED = Symbol('closed');

/** `object`, marked closed (see CLOSED); JSON.stringify leaves the mark out. */
export function closedObject(object: Record<string, JsonValue>): Record<string, JsonValue> {
  return Object.defineProperty(object, CLOSED, { value: true });
}

/** Arrays and objects nested deeper than this are refused rather than walked: no input overflows the stack. */
export const MAX_NESTING = 64;

/**
 * The value of an MDX expression that needs no evaluation: literals, arrays, objects, template
 * strings without `${}`, negative numbers, and names the scope knows (imported JSON, static
 * exports, the page's `toc`), with `.key`, `[0]`, `.slice()` and `.filter()` into them. Anything else is an error naming
 * the node, for the caller to report at its line.
 */
export function staticValue(node: Expression | SpreadElement | Pattern | Super | PrivateIdentifier, scope: Scope, depth = 0): StaticResult {
  if (depth > MAX_NESTING) return { error: `it nests arrays or objects more than ${MAX_NESTING} levels deep`, node };
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) return dynamic(node, 'a regular expression or BigInt');
      return { value: node.value as JsonValue };
    case 'TemplateLiteral':
      if (node.expressions.length > 0) return dynamic(node, 'a template string with `${}`');
      return { value: node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') };
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return dynamic(node, `the operator \`${node.operator}\``);
      const inner = staticValue(node.argument, scope, depth + 1);
      if ('error' in inner) return inner;
      if (typeof inner.value !== 'number') return dynamic(node, `\`${node.operator}\` on something not a number`);
      return { value: node.operator === '-' ? -inner.value : inner.value };
    }
    case 'ArrayExpression': {
      const items: JsonValue[] = [];
      for (const element of node.elements) {
        if (!element) return dynamic(node, 'an array with a hole');
        if (element.type === 'SpreadElement') return dynamic(element, 'a spread `...`');
        const item = staticValue(element, scope, depth + 1);
        if ('error' in item) return item;
        items.push(item.value);
      }
      return { value: items };
    }
    case 'ObjectExpression':
      return objectValue(node, scope, depth);
    case 'Identifier': {
      if (node.name === 'undefined') return { value: null };
      const known = scope.get(node.name);
      if (typeof known === 'function') {
        if (known.unsupported) return { error: `\`${node.name}\` comes from \`${known.unsupported}\`, which sitegen does not support`, node, unsupported: known.unsupported };
        return dynamic(node, `\`${node.name}\` itself (a function; a call of it with static arguments is known at build time)`);
      }
      if (known !== undefined) return { value: known };
      return { error: `\`${node.name}\` is not a name it knows: only imported JSON, \`export const\` values and \`toc\` are known at build time`, node };
    }
    case 'CallExpression':
      return callValue(node, scope, depth);
    case 'MemberExpression': {
      if (node.object.type === 'Super') return dynamic(node, '`super`');
      const object = staticValue(node.object, scope, depth + 1);
      if ('error' in object) return object;
      const key = node.computed ? staticValue(node.property, scope, depth + 1) : node.property.type === 'Identifier' ? { value: node.property.name } : undefined;
      if (!key || 'error' in key) return key ?? dynamic(node, 'a private field');
      const { value } = object;
      if (value === null || typeof value !== 'object' || (typeof key.value !== 'string' && typeof key.value !== 'number')) return dynamic(node, 'a property of something not an array or object');
      const found = Array.isArray(value) ? (typeof key.value === 'number' ? value[key.value] : undefined) : Object.hasOwn(value, key.value) ? value[key.value] : undefined;
      if (found === undefined && CLOSED in value) return { error: `\`${key.value}\` is not known at build time; these are: ${Object.keys(value).join(', ')}`, node };
      return { value: found ?? null };
    }
    default:
      return dynamic(node, describe(node.type));
  }
}

/** A call of a function the scope knows with static arguments, or of an array's `slice` or `filter`. */
function callValue(node: CallExpression, scope: Scope, depth: number): StaticResult {
  const { callee } = node;
  const method = callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : undefined;
  if (callee.type === 'MemberExpression' && (method === 'slice' || method === 'filter')) return partValue(node, method, callee.object, scope, depth);
  const known = callee.type === 'Identifier' ? scope.get(callee.name) : undefined;
  if (typeof known !== 'function') return dynamic(node, 'a function call');
  if (known.unsupported) return staticValue(callee as Identifier, scope, depth + 1);
  const args = argumentValues(node, scope, depth);
  if ('error' in args) return args;
  const result = known(args.value);
  return 'error' in result ? { error: `\`${(callee as Identifier).name}()\`: ${result.error}`, node } : result;
}

/**
 * `toc.slice(1)` or `toc.filter((node) => node.level === 2)`, as Docusaurus pages hand a TOCInline
 * part of the table of contents: an array's part, by static numbers or a predicate (static-predicate.ts).
 */
function partValue(node: CallExpression, method: 'slice' | 'filter', of: Expression | Super, scope: Scope, depth: number): StaticResult {
  const array = staticValue(of, scope, depth + 1);
  if ('error' in array) return array;
  const toc = isTocMarker(array.value) ? array.value : undefined;
  if (!toc && !Array.isArray(array.value)) return dynamic(node, `\`.${method}()\` of something not an array`);
  let step: ArrayStep;
  if (method === 'filter') {
    if (node.arguments.length !== 1) return dynamic(node, '`.filter()` with other than one function');
    const predicate = predicateOf(node.arguments[0], (part) => staticValue(part, scope, depth + 1));
    if ('error' in predicate) return predicate;
    step = { filter: predicate.value };
  } else {
    const args = argumentValues(node, scope, depth);
    if ('error' in args) return args;
    if (args.value.length > 2 || !args.value.every((arg) => typeof arg === 'number')) return dynamic(node, '`.slice()` with other than one or two numbers');
    step = { slice: args.value as number[] };
  }
  // The page's toc is known once its headings are: the part is taken then (toc-marker.ts).
  return { value: toc ? tocPart(toc, step) : arrayPart(array.value as JsonValue[], step) };
}

function argumentValues(node: CallExpression, scope: Scope, depth: number): { value: JsonValue[] } | StaticError {
  const args: JsonValue[] = [];
  for (const argument of node.arguments) {
    if (argument.type === 'SpreadElement') return dynamic(argument, 'a spread `...`');
    const value = staticValue(argument, scope, depth + 1);
    if ('error' in value) return value;
    args.push(value.value);
  }
  return { value: args };
}

function objectValue(node: ObjectExpression, scope: Scope, depth: number): StaticResult {
  const value: Record<string, JsonValue> = {};
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const spread = staticValue(property.argument, scope, depth + 1);
      if ('error' in spread) return spread;
      if (spread.value === null || typeof spread.value !== 'object' || Array.isArray(spread.value)) return dynamic(property, 'a spread of something not an object');
      Object.assign(value, spread.value);
      continue;
    }
    if (property.kind !== 'init' || property.method) return dynamic(property, 'a method or accessor');
    const key = property.computed ? staticValue(property.key, scope, depth + 1) : property.key.type === 'Identifier' ? { value: property.key.name } : staticValue(property.key, scope, depth + 1);
    if ('error' in key) return key;
    const item = staticValue(property.value, scope, depth + 1);
    if ('error' in item) return item;
    value[String(key.value)] = item.value;
  }
  return { value };
}

const dynamic = (node: Node, what: string): StaticError => ({ error: `${what} needs evaluating at run time`, node });

const DESCRIPTIONS: Record<string, string> = {
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  CallExpression: 'a function call',
  NewExpression: '`new`',
  JSXElement: 'JSX inside an expression',
  JSXFragment: 'JSX inside an expression',
  ConditionalExpression: 'a conditional `?:`',
  LogicalExpression: 'a logical operator',
  BinaryExpression: 'an operator',
  AssignmentExpression: 'an assignment',
};

function describe(type: string): string {
  return DESCRIPTIONS[type] ?? `a ${type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}

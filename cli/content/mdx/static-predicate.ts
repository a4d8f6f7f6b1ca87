import type { Expression, Node, Pattern } from 'estree';
import type { JsonValue } from './page-body.ts';

/**
 * A test of one item that `.filter()` is given, as JSON: a compiled page keeps it until the page's
 * table of contents is known (toc-marker.ts). Read from an arrow function of one parameter whose
 * body compares the item's fields with static values: `(node) => node.level === 2 || node.level === 4`,
 * as Docusaurus' documentation hands TOCInline part of the table of contents.
 */
export type Predicate =
  | { field: Array<string | number> }
  | { literal: JsonValue }
  | { not: Predicate }
  | { op: Operator; left: Predicate; right: Predicate };

const OPERATORS = ['===', '!==', '==', '!=', '<', '<=', '>', '>=', '&&', '||'] as const;
type Operator = (typeof OPERATORS)[number];

/** A predicate, or why the function cannot be read as one and where. */
export type PredicateResult = { value: Predicate } | { error: string; node: Node };

/**
 * The predicate a `.filter()` argument stands for. `constant` reads any other expression the body
 * holds as a static value (names the page knows: imported JSON, `export const` values).
 */
export function predicateOf(node: Node, constant: (node: Expression) => { value: JsonValue } | { error: string; node: Node }): PredicateResult {
  if (node.type !== 'ArrowFunctionExpression' || node.async || node.params.length !== 1 || node.params[0].type !== 'Identifier') {
    return dynamic(node, '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`)');
  }
  const param = node.params[0].name;
  const body = node.body.type === 'BlockStatement' ? returned(node.body.body) : node.body;
  if (!body) return dynamic(node.body, 'a function body other than one `return`');
  return read(body, param, constant);
}

const dynamic = (node: Node, what: string) => ({ error: `${what} needs evaluating at run time`, node });

/** The expression a block's only statement returns. */
function returned(statements: readonly Node[]): Expression | undefined {
  const [only] = statements;
  return statements.length === 1 && only.type === 'ReturnStatement' && only.argument ? only.argument : undefined;
}

function read(node: Expression | Pattern, param: string, constant: Parameters<typeof predicateOf>[1]): PredicateResult {
  switch (node.type) {
    case 'BinaryExpression':
    case 'LogicalExpression': {
      if (!(OPERATORS as readonly string[]).includes(node.operator) || node.left.type === 'PrivateIdentifier') return dynamic(node, `the operator \`${node.operator}\``);
      const left = read(node.left, param, constant);
      if ('error' in left) return left;
      const right = read(node.right, param, constant);
      if ('error' in right) return right;
      return { value: { op: node.operator as Operator, left: left.value, right: right.value } };
    }
    case 'UnaryExpression': {
      if (node.operator !== '!') break;
      const inner = read(node.argument, param, constant);
      return 'error' in inner ? inner : { value: { not: inner.value } };
    }
    case 'Identifier':
    case 'MemberExpression': {
      const path = fieldPath(node, param);
      if (path) return { value: { field: path } };
      break;
    }
  }
  if (mentions(node, param)) return dynamic(node, `\`${param}\` other than as \`${param}.field\` or in a comparison`);
  const value = constant(node as Expression);
  return 'error' in value ? value : { value: { literal: value.value } };
}

/** `node.a.b` or `node['a'][0]`: the keys into the parameter, or undefined for anything else. */
function fieldPath(node: Expression | Pattern, param: string): Array<string | number> | undefined {
  if (node.type === 'Identifier') return node.name === param ? [] : undefined;
  if (node.type !== 'MemberExpression' || node.object.type === 'Super') return undefined;
  const key = !node.computed && node.property.type === 'Identifier' ? node.property.name : node.property.type === 'Literal' && (typeof node.property.value === 'string' || typeof node.property.value === 'number') ? node.property.value : undefined;
  const path = key === undefined ? undefined : fieldPath(node.object, param);
  return path && [...path, key!];
}

/** Whether the parameter's name occurs anywhere in the expression. */
function mentions(node: unknown, param: string): boolean {
  if (node === null || typeof node !== 'object') return false;
  if ((node as Node).type === 'Identifier' && (node as { name: string }).name === param) return true;
  return Object.entries(node).some(([key, value]) => key !== 'loc' && key !== 'position' && mentions(value, param));
}

/** The predicate's value for `item`, as JavaScript would compute the function's. */
export function evaluate(predicate: Predicate, item: JsonValue): JsonValue {
  if ('literal' in predicate) return predicate.literal;
  if ('field' in predicate) return predicate.field.reduce<JsonValue>((value, key) => (value !== null && typeof value === 'object' ? ((value as Record<string, JsonValue>)[key] ?? null) : null), item);
  if ('not' in predicate) return !evaluate(predicate.not, item);
  const left = evaluate(predicate.left, item);
  if (predicate.op === '&&') return left && evaluate(predicate.right, item);
  if (predicate.op === '||') return left || evaluate(predicate.right, item);
  const right = evaluate(predicate.right, item);
  switch (predicate.op) {
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '==':
      return left == right;
    case '!=':
      return left != right;
    case '<':
      return (left as number) < (right as number);
    case '<=':
      return (left as number) <= (right as number);
    case '>':
      return (left as number) > (right as number);
    case '>=':
      return (left as number) >= (right as number);
  }
}

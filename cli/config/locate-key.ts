import ts from 'typescript';
import type { KeyLocator } from './config-issues.ts';

type Located = { line: number; column: number };

/**
 * Finds where a key path of the default export is written in the config's source, by following
 * the path through its syntax tree: object literals (the last property of a name wins, as at run
 * time; spreads of local objects are searched), array elements, `defineConfig(…)`, `as` and
 * `satisfies`, and identifiers bound by a top-level `const`. Where the path leaves what the
 * source spells out (a call, an import), the key is looked for inside the expression reached,
 * and given only when it appears there exactly once: a line is given only where it is certain.
 */
export function keyLocator(source: string, fileName: string): KeyLocator {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const bindings = topLevelBindings(file);
  const root = defaultExport(file);
  const at = (node: ts.Node): Located => {
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return { line: line + 1, column: character + 1 };
  };

  const resolve = (node: ts.Expression, seen = new Set<ts.Node>()): ts.Expression => {
    if (seen.has(node)) return node;
    seen.add(node);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node)) {
      return resolve(node.expression, seen);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineConfig' && node.arguments.length > 0) {
      return resolve(node.arguments[0], seen);
    }
    const bound = ts.isIdentifier(node) ? bindings.get(node.text) : undefined;
    return bound ? resolve(bound, seen) : node;
  };

  /** The property or element that `key` names in `node`, if the source spells it out. */
  const step = (node: ts.Expression, key: PropertyKey): ts.Node | undefined => {
    if (ts.isObjectLiteralExpression(node) && typeof key === 'string') {
      for (const property of [...node.properties].reverse()) {
        if (ts.isSpreadAssignment(property)) {
          const spread = step(resolve(property.expression), key);
          if (spread) return spread;
        } else if (property.name && nameText(property.name) === key) {
          return property;
        }
      }
      return undefined;
    }
    if (ts.isArrayLiteralExpression(node) && typeof key === 'number') {
      const before = node.elements.slice(0, key + 1);
      return before.some(ts.isSpreadElement) ? undefined : node.elements[key];
    }
    return undefined;
  };

  return (path) => {
    if (!root || path.length === 0) return undefined;
    let node = resolve(root);
    for (const [index, key] of path.entries()) {
      const found = step(node, key);
      if (!found) return uniqueProperty(node, String(path[path.length - 1]), at);
      if (index === path.length - 1) return at(ts.isObjectLiteralElement(found) && found.name ? found.name : found);
      const value = valueOf(found);
      if (!value) return undefined;
      node = resolve(value);
    }
    return undefined;
  };
}

/** The one property named `key` anywhere inside `node`; undefined when there is none or several. */
function uniqueProperty(node: ts.Node, key: string, at: (node: ts.Node) => Located): Located | undefined {
  const names: ts.Node[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isObjectLiteralElement(child) && child.name && nameText(child.name) === key) names.push(child.name);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names.length === 1 ? at(names[0]) : undefined;
}

function valueOf(found: ts.Node): ts.Expression | undefined {
  if (ts.isPropertyAssignment(found)) return found.initializer;
  if (ts.isShorthandPropertyAssignment(found)) return found.name;
  return ts.isObjectLiteralElement(found) ? undefined : (found as ts.Expression);
}

function nameText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

function defaultExport(file: ts.SourceFile): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) return statement.expression;
  }
  return undefined;
}

/** `const name = …` at the top of the file: the objects a config is commonly assembled from. */
function topLevelBindings(file: ts.SourceFile): Map<string, ts.Expression> {
  const bindings = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    // Only `const`: a `let` may be reassigned before the export, so its initializer proves nothing.
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) bindings.set(declaration.name.text, declaration.initializer);
    }
  }
  return bindings;
}

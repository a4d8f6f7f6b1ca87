import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { JSXAttribute, JSXElement, JSXFragment, JSXSpreadAttribute } from 'estree-jsx';
import type { PhrasingContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';

/**
 * JSX written inside an expression (`{() => <Chart data={x} />}`, `fallback={<p>…</p>}`) as the
 * MDX nodes the same JSX written in the page would give, so that it is read as statically as
 * those: names bound by imports, props through static-value.ts. Text follows JSX's rules (lines
 * trimmed, joined by a space), not Markdown's. Walked without recursion.
 */
export function jsxFromEstree(root: JSXElement | JSXFragment): MdxJsxTextElement | { error: string } {
  const made = shell(root);
  const stack: Array<{ from: JSXElement | JSXFragment; into: MdxJsxTextElement }> = [{ from: root, into: made }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    if (frame.from.type === 'JSXElement') {
      for (const attribute of frame.from.openingElement.attributes) {
        const read = jsxAttribute(attribute);
        if ('error' in read) return read;
        frame.into.attributes.push(read);
      }
    }
    for (const child of frame.from.children) {
      if (child.type === 'JSXText') {
        const text = jsxText(child.value);
        if (text) frame.into.children.push({ type: 'text', value: text, position: positionOf(child) });
      } else if (child.type === 'JSXExpressionContainer') {
        if (child.expression.type !== 'JSXEmptyExpression') frame.into.children.push({ type: 'mdxTextExpression', value: '…', data: { estree: program(child.expression) }, position: positionOf(child) });
      } else if (child.type === 'JSXSpreadChild') return { error: 'a spread child `{...children}`' };
      else {
        const element = shell(child);
        frame.into.children.push(element as PhrasingContent);
        stack.push({ from: child, into: element });
      }
    }
  }
  return made;
}

function shell(node: JSXElement | JSXFragment): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name: node.type === 'JSXElement' ? nameOf(node.openingElement.name) : null, attributes: [], children: [], position: positionOf(node) };
}

function nameOf(name: JSXElement['openingElement']['name']): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return `${nameOf(name.object)}.${name.property.name}`;
}

function jsxAttribute(attribute: JSXAttribute | JSXSpreadAttribute): MdxJsxAttribute | MdxJsxExpressionAttribute | { error: string } {
  if (attribute.type === 'JSXSpreadAttribute') {
    // As micromark gives `{...props}`: an object expression holding the spread.
    const spread: Expression = { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: attribute.argument as Expression }] };
    return { type: 'mdxJsxExpressionAttribute', value: '…', data: { estree: program(spread) } };
  }
  const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
  const { value } = attribute;
  if (value === null) return { type: 'mdxJsxAttribute', name, value: null };
  if (value.type === 'Literal') return { type: 'mdxJsxAttribute', name, value: String(value.value) };
  if (value.type !== 'JSXExpressionContainer' || value.expression.type === 'JSXEmptyExpression') return { error: `the prop \`${name}\` holds JSX` };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: '…', data: { estree: program(value.expression as Expression) } } };
}

/** JSX text as React gets it: each line trimmed where it meets another, blank lines dropped, the rest joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  return lines
    .map((line, i) => {
      let text = line.replace(/\t/g, ' ');
      if (i > 0) text = text.replace(/^ +/, '');
      if (i < lines.length - 1) text = text.replace(/ +$/, '');
      return text;
    })
    .filter((line) => line !== '')
    .join(' ');
}

const program = (expression: Expression): Program => ({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] });

function positionOf(node: EstreeNode): Position | undefined {
  const { loc } = node;
  return loc ? { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } } : undefined;
}

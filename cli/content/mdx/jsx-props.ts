import type { Expression, Node, Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Properties } from 'hast';
import { h } from 'hastscript';
import type { BodyProps, JsonValue } from './page-body.ts';
import { staticValue, type Scope } from './static-value.ts';

export type PropsResult = { props: BodyProps } | { error: string; node?: Node; unsupported?: string };

/** The expression an MDX `{…}` holds, from the estree micromark attached to it. */
export function expressionOf(estree: Program | null | undefined): Expression | undefined {
  const statement = estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** A JSX element's attributes as static props: `a` is true, `a="x"` a string, `a={…}` and `{...spread}` evaluated. */
export function jsxProps(element: MdxJsxFlowElement | MdxJsxTextElement, scope: Scope): PropsResult {
  const props: BodyProps = {};
  for (const attribute of element.attributes) {
    const expression = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : typeof attribute.value === 'object' && attribute.value ? attribute.value : undefined;
    if (!expression) {
      if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value !== 'object') props[attribute.name] = attribute.value ?? true;
      else if (attribute.type === 'mdxJsxAttribute' && attribute.value === null) props[attribute.name] = true;
      continue;
    }
    // `{...spread}` parses as an object expression holding it.
    const node = expressionOf(expression.data?.estree);
    if (!node) return { error: 'an empty expression' };
    const result = staticValue(node, scope);
    if ('error' in result) return result;
    if (attribute.type === 'mdxJsxAttribute') props[attribute.name] = result.value;
    else if (result.value && typeof result.value === 'object' && !Array.isArray(result.value)) Object.assign(props, result.value);
    else return { error: 'a spread of something not an object', node };
  }
  delete props.key;
  return { props };
}

/** Props of an HTML element as HAST properties, as JSX names them (`className`, `htmlFor`, a `style` object). */
export function htmlProperties(tag: string, props: BodyProps): { properties: Properties } | { error: string } {
  const attributes: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === false) continue;
    if (name === 'style' && typeof value === 'object' && !Array.isArray(value)) attributes.style = cssText(value);
    else if (Array.isArray(value)) attributes[name] = value.join(' ');
    else if (typeof value === 'object') return { error: `\`${name}\` of <${tag}> is an object; only \`style\` takes one` };
    else attributes[name] = value;
  }
  return { properties: h(tag, attributes).properties };
}

/** Properties React gives without a unit; any other number is pixels, as React writes it. */
const UNITLESS = new Set(['flex', 'flexGrow', 'flexShrink', 'fontWeight', 'lineHeight', 'opacity', 'order', 'zIndex', 'zoom', 'gridRow', 'gridColumn', 'columnCount', 'tabSize', 'orphans', 'widows']);

/** A JSX `style` object as CSS text: `{ fontSize: 12 }` → `font-size: 12px`. */
function cssText(style: Record<string, JsonValue>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== '' && typeof value !== 'boolean')
    .map(([name, value]) => {
      const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value);
      return `${property}: ${text}`;
    })
    .join('; ');
}

import type { Link, PhrasingContent, RootContent } from 'mdast';
import type { ArrowFunctionExpression, FunctionExpression } from 'estree';
import type { JSXElement, JSXFragment } from 'estree-jsx';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { jsxFromEstree } from './jsx-from-estree.ts';
import { interpolate, type DocusaurusElement } from './docusaurus-modules.ts';
import { expressionOf, htmlProperties } from './jsx-props.ts';
import type { BodyProps, JsonValue } from './page-body.ts';
import { staticValue, type Scope } from './static-value.ts';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * What a JSX element becomes: nodes in its place (`done` when already read, as a partial's
 * content), or content read in its place as if written there (a fragment's children).
 */
export type Made = { nodes: RootContent[]; done?: boolean } | { inPlace: RootContent[] };

/** A `@docusaurus/*` element as static content, and what to tell the author when something of it is left out. */
export function docusaurusElement(element: Exclude<DocusaurusElement, 'BrowserOnly'>, node: Jsx, props: BodyProps, scope: Scope): { made: Made; warning?: string } | { error: string } {
  switch (element) {
    case 'Link': {
      const made = link(node, props);
      return 'error' in made ? made : { made: { nodes: [made] } };
    }
    case 'Translate':
    case 'Interpolate':
      return { made: { inPlace: interpolated(node.children as RootContent[], props.values, scope) } };
    case 'Head':
      return {
        made: { nodes: [] },
        warning: `<${node.name}> (\`@docusaurus/Head\`) is left out: sitegen writes a page's <head> from its front matter. Set \`title\`, \`description\`, \`keywords\` or \`image\` there instead.`,
      };
  }
}

/** The module of the component that shows Docusaurus' <BrowserOnly> (runtime/theme/mdx/BrowserOnly.tsx). */
export const BROWSER_ONLY_MODULE = '@theme/BrowserOnly';

/**
 * Docusaurus' `<BrowserOnly fallback={…}>{() => <Chart />}</BrowserOnly>` as the children of a
 * component shown only once the page has hydrated: the JSX the function returns, read as if
 * written in the page, after the fallback, a first child of the same element marked `fallback`
 * (what the server renders). A body that is more than `return <JSX />` is not read: a warning.
 */
export function browserOnlyParts(node: Jsx): { attributes: Jsx['attributes']; children: RootContent[] } | { warning: string } | { error: string } {
  const attributes = node.attributes.filter((attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === 'fallback'));
  const fallbackAttribute = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'fallback');
  // The fallback part itself (made below): its children are shown as they are.
  if (fallbackAttribute?.value === null) return { attributes: node.attributes, children: node.children as RootContent[] };
  const fallback = fallbackAttribute && fallbackOf(fallbackAttribute.value);
  if (fallback && 'error' in fallback) return fallback;
  const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [only] = content.length === 1 && content[0].type === 'paragraph' ? content[0].children.filter((child) => !(child.type === 'text' && child.value.trim() === '')) : content;
  const isFunction = (only?.type === 'mdxFlowExpression' || only?.type === 'mdxTextExpression') && /Function/.test(expressionOf(only.data?.estree)?.type ?? '');
  let children = node.children as RootContent[];
  if (isFunction) {
    const returned = returnedJsx(expressionOf(only.data?.estree) as ArrowFunctionExpression | FunctionExpression);
    if (!returned) return { warning: `<${node.name}> (\`@docusaurus/BrowserOnly\`) is left out: its function does more than return JSX, and sitegen does not run it. Put that code in a component of your own under src/components and return <YourComponent /> from the function.` };
    const read = jsxFromEstree(returned);
    if ('error' in read) return { error: `The JSX <${node.name}> returns: ${read.error} needs evaluating at run time` };
    children = [read];
  }
  const standIn: RootContent[] = fallback ? [{ type: 'mdxJsxFlowElement', name: node.name, attributes: [{ type: 'mdxJsxAttribute', name: 'fallback', value: null }], children: fallback.nodes, position: node.position }] : [];
  return { attributes, children: [...standIn, ...children] };
}

/** The JSX a function returns: an arrow's body, or a body that is only `return <JSX />`. */
function returnedJsx(fn: ArrowFunctionExpression | FunctionExpression): JSXElement | JSXFragment | undefined {
  const body = fn.body as ArrowFunctionExpression['body'] | JSXElement | JSXFragment;
  const returned = body.type === 'BlockStatement' ? (body.body.length === 1 && body.body[0].type === 'ReturnStatement' ? body.body[0].argument : undefined) : body;
  const value = returned as { type?: string } | null | undefined;
  return value?.type === 'JSXElement' || value?.type === 'JSXFragment' ? (value as JSXElement | JSXFragment) : undefined;
}

/** `fallback="Loading…"` as text, `fallback={<p>…</p>}` as its JSX; anything else shows nothing. */
function fallbackOf(value: MdxJsxAttribute['value']): { nodes: Array<MdxJsxFlowElement['children'][number]> } | { error: string } | undefined {
  if (typeof value === 'string') return { nodes: [{ type: 'text', value } as unknown as MdxJsxFlowElement] };
  const expression = value && expressionOf(value.data?.estree);
  const jsx = expression as { type?: string } | undefined;
  if (jsx?.type !== 'JSXElement' && jsx?.type !== 'JSXFragment') return undefined;
  const read = jsxFromEstree(jsx as JSXElement | JSXFragment);
  return 'error' in read ? { error: `The fallback of <BrowserOnly>: ${read.error} needs evaluating at run time` } : { nodes: [read as unknown as MdxJsxFlowElement] };
}

/** Props of Docusaurus' <Link> that are not attributes of its `<a>`. */
const LINK_ONLY = new Set(['to', 'href', 'title', 'isNavLink', 'activeClassName', 'autoAddBaseUrl', 'data-noBrokenLinkCheck']);

/**
 * Docusaurus' <Link to> (or `href`) as a Markdown link, which the build resolves, checks and
 * publishes as every other link, and the client router follows. A URL with a scheme opens in a
 * new tab (`target="_blank" rel="noopener noreferrer"`) unless the props say otherwise, as
 * Docusaurus' Link does.
 */
function link(node: Jsx, props: BodyProps): Link | { error: string } {
  const url = typeof props.to === 'string' ? props.to : typeof props.href === 'string' ? props.href : '';
  const attributes: BodyProps = /^(?:\w*:|\/\/)/.test(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  for (const [name, value] of Object.entries(props)) if (!LINK_ONLY.has(name)) attributes[name] = value;
  const html = htmlProperties('a', attributes);
  if ('error' in html) return html;
  const [only] = node.children;
  // A <Link> of its own lines holds a paragraph: its text is the link's.
  const children = (node.children.length === 1 && only.type === 'paragraph' ? only.children : node.children) as PhrasingContent[];
  const made: Link = { type: 'link', url, title: typeof props.title === 'string' ? props.title : null, children, position: node.position };
  if (Object.keys(html.properties).length > 0) made.data = { hProperties: html.properties };
  return made;
}

/**
 * Docusaurus' <Translate> and <Interpolate> in the site's one language: their children, the
 * default message, with each `{name}` of `values` filled in. The message is text or a string
 * expression (`{'Hello, {name}'}`), alone or in a paragraph.
 */
function interpolated(children: RootContent[], values: JsonValue | undefined, scope: Scope): RootContent[] {
  if (values === undefined) return children;
  return children.map((child) => {
    if (child.type === 'paragraph') return { ...child, children: interpolated(child.children, values, scope) as PhrasingContent[] };
    if (child.type === 'text') return { ...child, value: interpolate(child.value, values) };
    if (child.type !== 'mdxTextExpression' && child.type !== 'mdxFlowExpression') return child;
    const expression = expressionOf(child.data?.estree);
    const message = expression && staticValue(expression, scope);
    return message && 'value' in message && typeof message.value === 'string' ? { type: 'text', value: interpolate(message.value, values), position: child.position } : child;
  });
}

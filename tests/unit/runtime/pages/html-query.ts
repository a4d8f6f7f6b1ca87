/**
 * A tiny HTML tree and selector engine for asserting server-rendered markup (no DOM library in
 * the dependencies). Handles React's output: well-nested tags, quoted attributes, void elements.
 * Selectors: compound parts of tag, `.class`, `#id`, `[attr]`, `[attr="value"]`, joined by a
 * space (descendant) or `>` (child); comma-separated alternatives.
 */

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | null;
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
    return ENTITIES[code] ?? whole;
  });
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], parent: null };
  let current = root;
  const token = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+)/g;
  for (const match of html.matchAll(token)) {
    const [, closing, opening, attrText, selfClosing, text] = match;
    if (text !== undefined) current.children.push(decode(text));
    else if (closing !== undefined) {
      let node: HtmlElement | null = current;
      while (node && node.tag !== closing.toLowerCase()) node = node.parent;
      if (node?.parent) current = node.parent;
    } else if (opening !== undefined) {
      const attrs: Record<string, string> = {};
      for (const [, name, , dq, sq, bare] of (attrText ?? '').matchAll(/([^\s=>/]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
        attrs[name.toLowerCase()] = decode(dq ?? sq ?? bare ?? '');
      }
      const element: HtmlElement = { tag: opening.toLowerCase(), attrs, children: [], parent: current };
      current.children.push(element);
      if (!selfClosing && !VOID.has(element.tag)) current = element;
    }
  }
  return root;
}

type Compound = { tag?: string; classes: string[]; id?: string; attrs: Array<{ name: string; value?: string }> };

function parseCompound(source: string): Compound {
  const compound: Compound = { classes: [], attrs: [] };
  for (const [part] of source.matchAll(/\[[^\]]+\]|[.#]?[\w-]+/g)) {
    if (part[0] === '.') compound.classes.push(part.slice(1));
    else if (part[0] === '#') compound.id = part.slice(1);
    else if (part[0] === '[') {
      const [, name, value] = /^\[([\w-]+)(?:=["']?(.*?)["']?)?\]$/.exec(part)!;
      compound.attrs.push({ name, value });
    } else compound.tag = part.toLowerCase();
  }
  return compound;
}

function matches(element: HtmlElement, compound: Compound): boolean {
  if (compound.tag && element.tag !== compound.tag) return false;
  if (compound.id && element.attrs.id !== compound.id) return false;
  const classes = (element.attrs.class ?? '').split(/\s+/);
  if (!compound.classes.every((name) => classes.includes(name))) return false;
  return compound.attrs.every(({ name, value }) => name in element.attrs && (value === undefined || element.attrs[name] === value));
}

function descendants(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((child) => (typeof child === 'string' ? [] : [child, ...descendants(child)]));
}

function matchesChain(element: HtmlElement, chain: Array<{ compound: Compound; combinator: ' ' | '>' }>, index: number, scope: HtmlElement): boolean {
  if (!matches(element, chain[index].compound)) return false;
  if (index === 0) return true;
  const combinator = chain[index].combinator;
  let parent = element.parent;
  while (parent && parent !== scope.parent) {
    if (matchesChain(parent, chain, index - 1, scope)) return true;
    if (combinator === '>') return false;
    parent = parent.parent;
  }
  return false;
}

export function selectAll(scope: HtmlElement, selector: string): HtmlElement[] {
  const alternatives = selector.split(',').map((alternative) => {
    const chain: Array<{ compound: Compound; combinator: ' ' | '>' }> = [];
    let combinator: ' ' | '>' = ' ';
    for (const [part] of alternative.trim().matchAll(/>|(?:\[[^\]]+\]|[^\s>[]+)+/g)) {
      if (part === '>') combinator = '>';
      else {
        chain.push({ compound: parseCompound(part), combinator });
        combinator = ' ';
      }
    }
    return chain;
  });
  return descendants(scope).filter((element) => alternatives.some((chain) => matchesChain(element, chain, chain.length - 1, scope)));
}

export function select(scope: HtmlElement, selector: string): HtmlElement {
  const found = selectAll(scope, selector)[0];
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

export function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** Trimmed, whitespace-collapsed text of each element. */
export function texts(elements: readonly HtmlElement[]): string[] {
  return elements.map((element) => textOf(element).replace(/\s+/g, ' ').trim());
}

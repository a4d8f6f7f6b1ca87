import { relative, sep } from 'node:path';
import type { Node as EstreeNode } from 'estree';
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { DiagnosticCode } from '../../diagnostics/codes.ts';
import { bindEsm, unsupportedMessage, type Binding } from './mdx-scope.ts';
import { BROWSER_ONLY_MODULE, browserOnlyParts, docusaurusElement, type Made } from './docusaurus-elements.ts';
import type { MdxSite } from './docusaurus-modules.ts';
import { expressionOf, htmlProperties, jsxProps } from './jsx-props.ts';
import type { BodyProps, JsonValue } from './page-body.ts';
import { staticValue, type StaticFunction } from './static-value.ts';
import { PROVIDED_COMPONENTS } from './theme-components.ts';
import { TOC_MARKER } from './toc-marker.ts';

export interface MdxStaticOptions {
  /** The site's folder, which `@site/` names. */
  siteRoot: string;
  /** A partial's tree, as its format reads it (MDX or CommonMark), front matter included. */
  parsePartial: (text: string, file: string) => Root;
  /** What `@docusaurus/useBaseUrl` and `useDocusaurusContext` know of the site. */
  site: MdxSite;
  /** The site's own names for components (src/theme/MDXComponents), beside PROVIDED_COMPONENTS. */
  provided?: Readonly<Record<string, string>>;
}

/** The tag a component node has in HAST, until the body is split into HTML and components (body-tree.ts). */
export const COMPONENT_TAG = 'sitegen-component';


/** Partials inside partials, at most this deep: a chain longer than this is a mistake, not content. */
const MAX_PARTIAL_DEPTH = 16;
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** One MDX file being read: the page itself or a partial it inlines. */
interface Unit {
  file: string;
  bindings: Map<string, Binding>;
  values: Map<string, JsonValue | StaticFunction>;
  isPage: boolean;
  /** The files inlined on the way here, the page first: a partial importing one of them is a cycle. */
  chain: string[];
}

interface State {
  options: MdxStaticOptions;
  sources: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
  components: Set<string>;
}

/**
 * Turns an MDX tree into static content: ESM is read into names and removed; `{/* comments *\/}`
 * vanish, a top-level `{/* truncate *\/}` marks the excerpt as `<!-- truncate -->` does;
 * expressions become their text; HTML elements become HAST elements; components become
 * `sitegen-component` elements holding their module and JSON props; partials are inlined.
 * Anything needing evaluation is an error at its line. Paragraphs holding only JSX are unwrapped,
 * as MDX does. `file.data.mdxComponents` lists the components the page uses.
 */
export default function remarkMdxStatic(options: MdxStaticOptions) {
  return (tree: Root, file: VFile) => {
    const state: State = { options, sources: file.data.mdxSources ?? new Map(), diagnostics: [], components: new Set() };
    transform(tree, { file: file.path, bindings: new Map(), values: new Map(), isPage: true, chain: [file.path] }, {}, state);
    file.data.mdxComponents = [...state.components].sort();
    if (state.diagnostics.length > 0) (file.data.diagnostics ??= []).push(...state.diagnostics);
  };
}

function transform(tree: Root, unit: Unit, partialProps: BodyProps, state: State): void {
  unit.values.set('toc', TOC_MARKER);
  unit.values.set('props', partialProps);
  tree.children = tree.children.filter((node) => {
    if (node.type === 'yaml' && !unit.isPage) return false;
    if (node.type !== 'mdxjsEsm') return true;
    const program = node.data?.estree;
    if (program) {
      for (const problem of bindEsm(program, { file: unit.file, siteRoot: state.options.siteRoot, sources: state.sources, site: state.options.site }, unit.bindings, unit.values)) {
        report(state, problem.code, problem.message, unit.file, placeOf(problem.node) ?? at(node));
      }
    }
    return false;
  });
  // Iterative: JSX nests as deep as the author likes.
  const inlined = new WeakSet<Nodes>();
  const stack: Parents[] = [tree];
  for (let parent = stack.pop(); parent; parent = stack.pop()) {
    parent.children = expand(parent, unit, state, inlined) as typeof parent.children;
    for (const child of parent.children) if ('children' in child && !inlined.has(child)) stack.push(child);
  }
}

/** The children of `parent` as static content (see remarkMdxStatic). */
function expand(parent: Parents, unit: Unit, state: State, inlined: WeakSet<Nodes>): RootContent[] {
  const out: RootContent[] = [];
  const pending = [...parent.children].reverse() as RootContent[];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'paragraph' && onlyJsx(node.children)) {
      // MDX's unravelling: a line of JSX is flow content, not a paragraph.
      for (const child of [...node.children].reverse()) if (child.type !== 'text') pending.push(child);
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const expression = expressionOf(node.data?.estree);
      if (!expression) {
        if (unit.isPage && parent.type === 'root' && TRUNCATE.test(node.value)) out.push({ type: 'html', value: '<!-- truncate -->', position: node.position });
        continue;
      }
      const result = staticValue(expression, unit.values);
      if ('error' in result && result.unsupported) report(state, 'MdxUnsupportedDocusaurus', unsupportedMessage(result.unsupported, `\`{${node.value.trim()}}\``, 'is left out'), unit.file, at(node));
      else if ('error' in result) report(state, 'MdxDynamicExpression', `\`{${node.value.trim()}}\`: ${result.error}.`, unit.file, placeOf(result.node) ?? at(node));
      else if (typeof result.value === 'string' || typeof result.value === 'number') out.push({ type: 'text', value: String(result.value), position: node.position });
      else if (result.value !== null && typeof result.value === 'object') report(state, 'MdxDynamicExpression', `\`{${node.value.trim()}}\` is an array or object, which a page cannot show as text.`, unit.file, at(node));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const made: Made = node.name === null ? { inPlace: node.children as RootContent[] } : element(node, node.name, unit, state);
      if ('inPlace' in made) pending.push(...[...made.inPlace].reverse());
      else for (const one of made.nodes) {
        out.push(one);
        if (made.done) inlined.add(one);
      }
    } else out.push(node);
  }
  return out;
}

/**
 * A JSX element as static content: itself made an HTML element or component, a partial's content,
 * what a `@docusaurus/*` element stands for, or nothing after an error.
 */
function element(node: Jsx, name: string, unit: Unit, state: State): Made {
  const line = at(node);
  const bound = unit.bindings.get(name);
  if (bound?.kind === 'docusaurus' && bound.element === 'BrowserOnly') {
    // Its function and JSX fallback become its children, before its props are read.
    const parts = browserOnlyParts(node);
    if (!('children' in parts)) {
      report(state, 'warning' in parts ? 'MdxUnsupportedDocusaurus' : 'MdxDynamicExpression', 'warning' in parts ? parts.warning : `${parts.error}.`, unit.file, line);
      return NOTHING;
    }
    Object.assign(node, parts);
  }
  const props = jsxProps(node, unit.values);
  if ('error' in props && props.unsupported) {
    report(state, 'MdxUnsupportedDocusaurus', unsupportedMessage(props.unsupported, `A prop of <${name}>`, 'is left out, and the element with it: its children stay'), unit.file, line);
    return { inPlace: node.children as RootContent[] };
  }
  if ('error' in props) {
    report(state, 'MdxDynamicExpression', `A prop of <${name}>: ${props.error}.`, unit.file, (props.node && placeOf(props.node)) ?? line);
    return NOTHING;
  }
  const provided = PROVIDED_COMPONENTS.get(name) ?? (state.options.provided && Object.hasOwn(state.options.provided, name) ? state.options.provided[name] : undefined);
  if (provided === undefined && (/^[a-z]/.test(name) || name.includes('-') || name.includes(':'))) {
    const html = htmlProperties(name, props.props);
    if ('error' in html) {
      report(state, 'MdxDynamicExpression', `${html.error}.`, unit.file, line);
      return NOTHING;
    }
    node.data = { ...node.data, hName: name, hProperties: html.properties };
    return { nodes: [node] };
  }
  const binding = bound ?? (provided !== undefined ? { kind: 'component' as const, module: provided } : undefined);
  if (!binding || name.includes('.')) {
    report(state, 'MdxUndefinedComponent', `<${name}> is used but not imported.`, unit.file, line);
    return NOTHING;
  }
  if (binding.kind === 'value') {
    report(state, 'MdxUndefinedComponent', `<${name}> names an imported value, not a component.`, unit.file, line);
    return NOTHING;
  }
  if (binding.kind === 'partial') return { nodes: partial(node, binding.file, props.props, unit, state), done: true };
  if (binding.kind === 'unsupported') {
    report(state, 'MdxUnsupportedDocusaurus', unsupportedMessage(binding.module, `<${name}>`, 'is left out, its children kept'), unit.file, line);
    return { inPlace: node.children as RootContent[] };
  }
  if (binding.kind === 'docusaurus' && binding.element !== 'BrowserOnly') {
    const read = docusaurusElement(binding.element, node, props.props, unit.values);
    if ('error' in read) {
      report(state, 'MdxDynamicExpression', `${read.error}.`, unit.file, line);
      return NOTHING;
    }
    if (read.warning) report(state, 'MdxUnsupportedDocusaurus', read.warning, unit.file, line);
    return read.made;
  }
  const module = binding.kind === 'docusaurus' ? BROWSER_ONLY_MODULE : binding.module;
  state.components.add(module);
  const place = line ? { dataFile: relative(state.options.siteRoot, unit.file).split(sep).join('/'), dataLine: line.line, dataColumn: line.column } : {};
  node.data = { ...node.data, hName: COMPONENT_TAG, hProperties: { dataModule: module, dataProps: JSON.stringify(props.props), ...place } };
  return { nodes: [node] };
}

const NOTHING: Made = { nodes: [] };

/** A partial's content, read in its own scope with the element's props as `props`; inline where the element was inline. */
function partial(node: Jsx, file: string, props: BodyProps, unit: Unit, state: State): RootContent[] {
  const line = at(node);
  if (unit.chain.includes(file)) {
    report(state, 'MdxUnknownImport', `The partial ${file} imports itself (through ${unit.chain.slice(unit.chain.indexOf(file)).join(' → ')}).`, unit.file, line);
    return [];
  }
  if (unit.chain.length > MAX_PARTIAL_DEPTH) {
    report(state, 'MdxUnknownImport', `Partials nest more than ${MAX_PARTIAL_DEPTH} deep here.`, unit.file, line);
    return [];
  }
  let tree: Root;
  try {
    tree = state.options.parsePartial(state.sources.get(file)!, file);
  } catch (error) {
    const { line: errorLine, column, reason } = error as { line?: number; column?: number; reason?: string };
    report(state, 'MdxSyntaxError', reason ?? String(error), file, { line: errorLine, column });
    return [];
  }
  transform(tree, { file, bindings: new Map(), values: new Map(), isPage: false, chain: [...unit.chain, file] }, props, state);
  const [only] = tree.children;
  if (node.type === 'mdxJsxTextElement' && tree.children.length === 1 && only.type === 'paragraph') return only.children;
  return tree.children;
}

/** Whether a paragraph holds JSX or expressions and nothing else but white space. */
function onlyJsx(children: readonly Nodes[]): boolean {
  let jsx = false;
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
    else if (child.type !== 'text' || child.value.trim() !== '') return false;
  }
  return jsx;
}

type Place = { line?: number; column?: number } | undefined;

/** Where an estree node starts, 1-based like micromark's (acorn counts columns from 0). */
const placeOf = (node: EstreeNode): Place => (node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : undefined);
const at = (node: { position?: { start: { line: number; column: number } } }): Place => node.position && { line: node.position.start.line, column: node.position.start.column };

function report(state: State, code: DiagnosticCode, message: string, file: string, place: Place): void {
  state.diagnostics.push(diagnostic(code, message, { file, line: place?.line, column: place?.column }));
}

declare module 'vfile' {
  interface DataMap {
    /** The text of the JSON and Markdown files an MDX page may import, by absolute path. */
    mdxSources: ReadonlyMap<string, string>;
    /** The component modules an MDX page uses, sorted. */
    mdxComponents: string[];
  }
}

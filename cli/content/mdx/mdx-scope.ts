import { dirname, join, relative, sep } from 'node:path';
import type { ImportDeclaration, Node, Program } from 'estree';
import type { JsonValue } from './page-body.ts';
import { isThemeComponent } from './theme-components.ts';
import { staticValue, type StaticFunction } from './static-value.ts';
import { docusaurusExport, type DocusaurusElement, type MdxSite } from './docusaurus-modules.ts';

/** What a name imported or exported by an MDX file stands for. */
export type Binding =
  | { kind: 'component'; module: string }
  | { kind: 'partial'; file: string }
  | { kind: 'value'; value: JsonValue | StaticFunction }
  | { kind: 'docusaurus'; element: DocusaurusElement }
  | { kind: 'unsupported'; module: string };

export interface ScopeProblem {
  code: 'MdxUnknownImport' | 'MdxDynamicExpression' | 'MdxUnsupportedDocusaurus';
  message: string;
  node: Node;
}

export interface ScopeContext {
  /** The MDX file, absolute. */
  file: string;
  /** The site's folder, which `@site/` names. */
  siteRoot: string;
  /** The text of the JSON and Markdown files the content may import, by absolute path. */
  sources: ReadonlyMap<string, string>;
  /** What `@docusaurus/useBaseUrl` and `useDocusaurusContext` know of the site. */
  site: MdxSite;
}

const CODE = /\.(?:tsx|jsx|ts|js|mjs)$/;
const MARKDOWN = /\.mdx?$/;

/**
 * The names one ESM block of an MDX file binds: components (`@theme/Tabs`, the site's own under
 * `@site/`), Markdown partials, JSON files and `export const` values, into `bindings`. An import
 * sitegen cannot serve, or an export that needs evaluating, is a problem at its node.
 */
export function bindEsm(program: Program, context: ScopeContext, bindings: Map<string, Binding>, values: Map<string, JsonValue | StaticFunction>): ScopeProblem[] {
  const problems: ScopeProblem[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && String(statement.source.value).startsWith('@docusaurus/')) {
      for (const imported of statement.specifiers) bindDocusaurus(String(statement.source.value), imported, context.site, bindings, values);
    } else if (statement.type === 'ImportDeclaration') {
      const specifier = String(statement.source.value);
      const target = importTarget(specifier, context);
      if ('problem' in target) {
        problems.push({ code: 'MdxUnknownImport', message: target.problem, node: statement });
        continue;
      }
      if (target.kind === 'package') {
        problems.push(...bindPackage(specifier, statement, bindings));
        continue;
      }
      for (const imported of statement.specifiers) {
        const local = imported.local.name;
        const isDefault = imported.type === 'ImportDefaultSpecifier' || (imported.type === 'ImportSpecifier' && imported.imported.type === 'Identifier' && imported.imported.name === 'default');
        if (target.kind === 'value') {
          const json = target.value;
          if (isDefault || imported.type === 'ImportNamespaceSpecifier') values.set(local, json);
          else {
            const key = imported.imported.type === 'Identifier' ? imported.imported.name : String(imported.imported.value);
            values.set(local, json !== null && typeof json === 'object' && !Array.isArray(json) && Object.hasOwn(json, key) ? json[key] : null);
          }
          bindings.set(local, { kind: 'value', value: values.get(local)! });
        } else if (!isDefault) {
          problems.push({ code: 'MdxUnknownImport', message: `\`${specifier}\` is imported by name; import its default export: \`import ${local} from '${specifier}'\`.`, node: imported });
        } else bindings.set(local, target);
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration' && statement.declaration.kind === 'const') {
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) {
          problems.push({ code: 'MdxDynamicExpression', message: 'An export must be `export const name = <static value>`.', node: declarator });
          continue;
        }
        const result = staticValue(declarator.init, values);
        if ('error' in result && result.unsupported) {
          problems.push({ code: 'MdxUnsupportedDocusaurus', message: unsupportedMessage(result.unsupported, `\`export const ${declarator.id.name}\``, 'is left undefined'), node: result.node });
          values.set(declarator.id.name, unsupportedMarker(result.unsupported));
          continue;
        }
        if ('error' in result) {
          problems.push({ code: 'MdxDynamicExpression', message: `\`export const ${declarator.id.name}\`: ${result.error}.`, node: result.node });
          continue;
        }
        values.set(declarator.id.name, result.value);
        bindings.set(declarator.id.name, { kind: 'value', value: result.value });
      }
    } else {
      const what = statement.type === 'ExportDefaultDeclaration' ? 'A default export' : statement.type.startsWith('Export') ? 'This export' : 'This statement';
      problems.push({ code: 'MdxDynamicExpression', message: `${what} needs evaluating at run time; only \`import\` and \`export const name = <static value>\` are read at build time.`, node: statement });
    }
  }
  return problems;
}

/** One name a `@docusaurus/*` import binds: an element, a build-time function, or what sitegen does not serve. */
function bindDocusaurus(module: string, imported: ImportDeclaration['specifiers'][number], site: MdxSite, bindings: Map<string, Binding>, values: Map<string, JsonValue | StaticFunction>): void {
  const local = imported.local.name;
  const exported = imported.type === 'ImportDefaultSpecifier' ? 'default' : imported.type === 'ImportNamespaceSpecifier' ? '*' : imported.imported.type === 'Identifier' ? imported.imported.name : String(imported.imported.value);
  const made = docusaurusExport(module, exported, site);
  if ('element' in made) bindings.set(local, { kind: 'docusaurus', element: made.element });
  else if ('function' in made) {
    values.set(local, made.function);
    bindings.set(local, { kind: 'value', value: made.function });
  } else {
    values.set(local, unsupportedMarker(made.unsupported));
    bindings.set(local, { kind: 'unsupported', module: made.unsupported });
  }
}

/** What a name from an unsupported import stands for in expressions: whatever uses it is left out (static-value.ts). */
function unsupportedMarker(module: string): StaticFunction {
  return Object.assign(() => ({ error: 'unsupported' }), { unsupported: module });
}

/** The warning for a use of what sitegen does not support from `@docusaurus/*`: what is left out, and what to do instead. */
export function unsupportedMessage(module: string, what: string, outcome: string): string {
  return `${what} uses \`${module}\`, which sitegen does not support: it ${outcome}. Replace it with Markdown, or with a component of your own under src/components.`;
}

type Target = Binding | { kind: 'package' } | { problem: string };

/**
 * Where a package's component imported into MDX is re-exported as a component of the site, which
 * the bundle stage writes (mdx-bundle.ts): `@site/.sitegen/packages/<specifier>/<export>`.
 */
export const PACKAGE_COMPONENTS = '.sitegen/packages/';

/** An npm package's module, or a file in one (`react-tweet`, `@scope/pkg/dist/x`): no `.` or `..` segment. */
const PACKAGE_SPECIFIER = /^(?:@[a-z0-9~][\w.~-]*\/)?[a-z0-9~][\w.~-]*(?:\/[\w~@-][\w.~@-]*)*$/i;
const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * The components an import of a package binds (`import LiteYouTubeEmbed from 'react-lite-youtube-embed'`,
 * `import { Tweet } from 'react-tweet'`), each as the site component that re-exports it: bundled for
 * the server and the browser as the site's own, from the packages the site has installed.
 */
function bindPackage(specifier: string, statement: ImportDeclaration, bindings: Map<string, Binding>): ScopeProblem[] {
  if (statement.specifiers.length === 0) {
    return [{ code: 'MdxUnknownImport', message: `\`${specifier}\` is imported for what it does when loaded (a stylesheet?), which an MDX page does not run: import it from a component of the site, or a stylesheet from the site's CSS.`, node: statement }];
  }
  const problems: ScopeProblem[] = [];
  for (const imported of statement.specifiers) {
    const local = imported.local.name;
    const name = imported.type === 'ImportDefaultSpecifier' ? 'default' : imported.type === 'ImportSpecifier' ? (imported.imported.type === 'Identifier' ? imported.imported.name : String(imported.imported.value)) : undefined;
    if (name === undefined || !NAME.test(name)) {
      problems.push({ code: 'MdxUnknownImport', message: `\`${specifier}\` is imported whole; import the component by its name: \`import { Name } from '${specifier}'\`.`, node: imported });
    } else bindings.set(local, { kind: 'component', module: `@site/${PACKAGE_COMPONENTS}${specifier}/${name}` });
  }
  return problems;
}

/** What an import specifier names: a component module, a partial, a JSON value, or why none. */
function importTarget(specifier: string, { file, siteRoot, sources }: ScopeContext): Target {
  if (specifier.startsWith('@theme/')) {
    return isThemeComponent(specifier) ? { kind: 'component', module: specifier } : { problem: `sitegen has no \`${specifier}\`.` };
  }
  const path = specifier.startsWith('@site/') ? join(siteRoot, specifier.slice('@site/'.length)) : specifier.startsWith('./') || specifier.startsWith('../') ? join(dirname(file), specifier) : undefined;
  if (path === undefined) {
    if (/^@(?:theme|generated)\b/.test(specifier)) return { problem: `\`${specifier}\` is an alias of Docusaurus' own build, which sitegen does not serve to MDX.` };
    if (PACKAGE_SPECIFIER.test(specifier)) return { kind: 'package' };
    return { problem: `\`${specifier}\` cannot be imported into MDX: it names neither a package nor a file.` };
  }
  if (specifier.endsWith('.json')) {
    const text = sources.get(path);
    if (text === undefined) return { problem: `\`${specifier}\` is not a JSON file of the content folder.` };
    try {
      return { kind: 'value', value: JSON.parse(text) as JsonValue };
    } catch (error) {
      return { problem: `\`${specifier}\` is not valid JSON: ${(error as Error).message}.` };
    }
  }
  if (MARKDOWN.test(specifier)) {
    return sources.has(path) ? { kind: 'partial', file: path } : { problem: `\`${specifier}\` is not a Markdown file of the content folder.` };
  }
  if (CODE.test(specifier) || !/\.[a-z0-9]+$/i.test(specifier)) {
    const fromSite = relative(siteRoot, path).split(sep).join('/');
    if (fromSite.startsWith('../')) return { problem: `\`${specifier}\` is outside the site's folder.` };
    return { kind: 'component', module: `@site/${fromSite.replace(CODE, '')}` };
  }
  return { problem: `\`${specifier}\` is neither a component, a JSON file nor a Markdown partial.` };
}

import { posix } from 'node:path';
import ts from 'typescript';

/** One import of a module, as written: `from` and `to` are repository-relative POSIX paths. */
export interface ModuleImport {
  from: string;
  line: number;
  specifier: string;
  /** The file a relative specifier names; undefined for packages, `node:` modules and misses. */
  to?: string;
  /**
   * Erased at compile time: `import type`, `export type … from`, `import('…')` in a type. Not
   * `import { type A }`, which verbatimModuleSyntax keeps as `import {} from`, loading the module.
   */
  typeOnly: boolean;
}

/** Every import of one file: static, type-only, re-exports, `require` and `import()` with a literal. */
export function parseImports(file: string, text: string): Omit<ModuleImport, 'to'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const typeOnlyAt = typeOnlySpecifiers(source);
  // preProcessFile finds every specifier, dynamic ones included; the syntax tree only says which are types.
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => ({
    from: file,
    line: source.getLineAndCharacterOfPosition(imported.pos).line + 1,
    specifier: imported.fileName,
    typeOnly: typeOnlyAt.has(imported.pos),
  }));
}

const scriptKind = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Start positions of the module specifiers that only types are taken from. */
function typeOnlySpecifiers(source: ts.SourceFile): Set<number> {
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    let specifier: ts.Node | undefined;
    if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) specifier = node.moduleSpecifier;
    else if (ts.isExportDeclaration(node) && node.isTypeOnly) specifier = node.moduleSpecifier;
    else if (ts.isImportEqualsDeclaration(node) && node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) specifier = node.moduleReference.expression;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = node.argument.literal;
    if (specifier) starts.add(specifier.getStart(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return starts;
}

const EXTENSIONS = ['.ts', '.tsx', '.d.ts'];

/** The file a relative specifier names, as TypeScript would find it among `exists`; undefined otherwise. */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = posix.join(posix.dirname(from), specifier);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find(exists);
}

/** The imports of every .ts/.tsx file of `files` (path → text), relative specifiers resolved within `exists`. */
export function importGraph(files: ReadonlyMap<string, string>, exists: (file: string) => boolean = (file) => files.has(file)): ModuleImport[] {
  const imports: ModuleImport[] = [];
  for (const [file, text] of files) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const imported of parseImports(file, text)) imports.push({ ...imported, to: resolveSpecifier(file, imported.specifier, exists) });
  }
  return imports;
}

/** A relative specifier that names no file: an edge the other checks would silently miss. */
export const unresolved = (imports: readonly ModuleImport[]) => imports.filter((edge) => edge.to === undefined && edge.specifier.startsWith('.'));

/**
 * The import circles among the files `inScope` accepts: each strongly connected component of
 * two or more files, or one that imports itself (Tarjan's algorithm), members sorted.
 */
export function findCycles(imports: readonly ModuleImport[], inScope: (file: string) => boolean): string[][] {
  const next = adjacency(imports, inScope);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)?.has(file)) components.push(component.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) connect(file);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function adjacency(imports: readonly ModuleImport[], inScope: (file: string) => boolean): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (to === undefined || !inScope(from) || !inScope(to)) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  return next;
}

/** A shortest circle through the component's first file, staying inside the component: `[a, b, a]`. */
export function shortestCircle(component: readonly string[], imports: readonly ModuleImport[]): string[] {
  const members = new Set(component);
  const next = adjacency(imports, (file) => members.has(file));
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const to of [...(next.get(file) ?? [])].sort()) {
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** The layer each cli/ module belongs to, and what each layer may import besides itself. */
export interface LayerTable {
  layerOf: (file: string) => string | undefined;
  mayImport: Readonly<Record<string, readonly string[]>>;
  /** Imports allowed across the table: files any module may take types from. */
  typeOnlyFromAnywhere?: readonly string[];
}

/** The imports between two layers that the table does not allow (an unplaced file is reported apart). */
export function layerViolations(imports: readonly ModuleImport[], table: LayerTable): ModuleImport[] {
  return imports.filter(({ from, to, typeOnly }) => {
    if (to === undefined) return false;
    const [fromLayer, toLayer] = [table.layerOf(from), table.layerOf(to)];
    if (fromLayer === undefined || toLayer === undefined || fromLayer === toLayer) return false;
    if (typeOnly && table.typeOnlyFromAnywhere?.includes(to)) return false;
    return !(table.mayImport[fromLayer] ?? []).includes(toLayer);
  });
}

/** Reads of `process.env.<prefix>…` (dotted or bracketed) in one file, with their lines. */
export function envReads(file: string, text: string, prefix: string): { file: string; line: number; name: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const reads: { file: string; line: number; name: string }[] = [];
  const isProcessEnv = (node: ts.Expression) => ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isIdentifier(node.expression) && node.expression.text === 'process';
  const visit = (node: ts.Node): void => {
    let name: string | undefined;
    if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression)) name = node.name.text;
    else if (ts.isElementAccessExpression(node) && isProcessEnv(node.expression) && ts.isStringLiteralLike(node.argumentExpression)) name = node.argumentExpression.text;
    else if (ts.isVariableDeclaration(node) && node.initializer && isProcessEnv(node.initializer) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) && key.text.startsWith(prefix)) reads.push({ file, line: lineOf(source, element), name: key.text });
      }
    }
    if (name?.startsWith(prefix)) reads.push({ file, line: lineOf(source, node), name });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** A circle as a reader wants it, each step with its import's line: `cli/a.ts:3 → cli/b.ts:1 (type-only) → cli/a.ts`. */
export function formatCircle(circle: readonly string[], imports: readonly ModuleImport[]): string {
  return circle
    .map((file, i) => {
      const step = i + 1 < circle.length ? imports.find((edge) => edge.from === file && edge.to === circle[i + 1]) : undefined;
      return step ? `${file}:${step.line}${step.typeOnly ? ' (type-only)' : ''}` : file;
    })
    .join(' → ');
}

/** One import as a reader wants it: `cli/a.ts:3 → cli/b.ts (type-only)`. */
export const formatImport = (edge: ModuleImport) => `${edge.from}:${edge.line} → ${edge.to ?? edge.specifier}${edge.typeOnly ? ' (type-only)' : ''}`;

import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { importModule, type ModuleBundler } from './import-module.ts';
import type { SiteConfig } from './schema.ts';

/** A docs section's sidebars file as loaded: what it exports, and its text for locating lines. */
export interface SidebarsFile {
  /** The docs section's id. */
  section: string;
  file: string;
  source: string;
  value: unknown;
}

const MODULE = /^\.[cm]?[jt]s$/;

/**
 * The sidebars files the docs sections name (`sidebarPath`, relative to the site folder), in
 * Docusaurus' formats: JSON, or a JavaScript or TypeScript module loaded as site.config.ts is.
 */
export async function loadSidebarFiles(root: string, docs: SiteConfig['docs'], bundle?: ModuleBundler): Promise<StageResult<SidebarsFile[]>> {
  const sections = (docs ?? []).filter((spec): spec is typeof spec & { sidebarPath: string } => typeof spec.sidebarPath === 'string');
  const loaded = await Promise.all(sections.map((spec) => loadSidebarsFile(root, spec.id, resolve(root, spec.sidebarPath), bundle)));
  return {
    value: loaded.flatMap((l) => (l.value ? [l.value] : [])),
    diagnostics: loaded.flatMap((l) => l.diagnostics),
  };
}

export async function loadSidebarsFile(root: string, section: string, file: string, bundle?: ModuleBundler): Promise<StageResult<SidebarsFile | undefined>> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return fail(diagnostic('SidebarsNotFound', `The sidebars file ${file} of docs section "${section}" cannot be read (${reason}).`, { file }));
  }
  const extension = extname(file);
  if (extension === '.json') {
    try {
      return { value: { section, file, source, value: JSON.parse(source) }, diagnostics: [] };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = /position (\d+)/.exec(message);
      const line = at ? source.slice(0, Number(at[1])).split('\n').length : undefined;
      return fail(diagnostic('InvalidSidebars', `Invalid JSON: ${message}`, { file, line }));
    }
  }
  if (!MODULE.test(extension)) {
    return fail(diagnostic('InvalidSidebars', `The sidebars file ${file} is neither JSON nor a JavaScript or TypeScript module.`, { file }));
  }
  const loaded = await importModule(root, file, 'InvalidSidebars', bundle);
  if ('diagnostics' in loaded) return { value: undefined, diagnostics: loaded.diagnostics };
  return { value: { section, file, source, value: loaded.value }, diagnostics: [] };
}

function fail(d: Diagnostic): StageResult<undefined> {
  return { value: undefined, diagnostics: [d] };
}

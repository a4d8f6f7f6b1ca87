import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { loadSidebarsFile, type SidebarsFile } from './load-sidebars.ts';
import { allVersionNames, CURRENT_VERSION, invalidVersionName, type VersioningOptions } from './version-plan.ts';
import type { SiteConfig } from './schema.ts';

/** A docs section's released versions: its versions.json, newest first, and where their docs and sidebars are. */
export interface VersionsFile {
  /** The docs section's id: `docs` for versions.json, `<id>` for `<id>_versions.json`. */
  section: string;
  file: string;
  names: string[];
  /** `<site>/versioned_docs` (or `<id>_versioned_docs`): a folder `version-<name>` per version. */
  docsDir: string;
  /** The versions the build includes, each with its folder `<docsDir>/version-<name>`. */
  included: string[];
  /** Each built version's sidebars file (`versioned_sidebars/version-<name>-sidebars.json`), when it has one. */
  sidebars: Map<string, SidebarsFile>;
}

const VERSIONS_FILE = /^(?:([a-z0-9-]+)_)?versions\.json$/;

/** The files of a section's versions beside site.config.ts, as Docusaurus names them. */
export function versionedPaths(root: string, section: string) {
  const prefix = section === 'docs' ? '' : `${section}_`;
  return {
    versionsFile: join(root, `${prefix}versions.json`),
    docsDir: join(root, `${prefix}versioned_docs`),
    sidebarsDir: join(root, `${prefix}versioned_sidebars`),
  };
}

export const versionFolder = (docsDir: string, name: string) => join(docsDir, `version-${name}`);
/** The docs folders of every version a build includes, beside the content folder. */
export function versionedFolders(versions: readonly VersionsFile[]): string[] {
  return versions.flatMap((file) => file.included.map((name) => versionFolder(file.docsDir, name)));
}

export const versionSidebarsFile = (sidebarsDir: string, name: string) => join(sidebarsDir, `version-${name}-sidebars.json`);

/**
 * Every versions.json beside site.config.ts, checked, with the sidebars files of the versions the
 * build includes (a section's `onlyIncludeVersions` leaves the others unread).
 */
export async function loadVersionFiles(root: string, docs: SiteConfig['docs']): Promise<StageResult<VersionsFile[]>> {
  const diagnostics: Diagnostic[] = [];
  const found: VersionsFile[] = [];
  let names: string[];
  try {
    names = readdirSync(root).sort();
  } catch {
    return { value: [], diagnostics };
  }
  for (const name of names) {
    const match = VERSIONS_FILE.exec(name);
    if (!match || match[1] === 'docs') continue;
    const section = match[1] ?? 'docs';
    const paths = versionedPaths(root, section);
    const read = readVersionsFile(paths.versionsFile);
    diagnostics.push(...read.diagnostics);
    const options: VersioningOptions = docs?.find((spec) => spec.id === section) ?? {};
    const included = allVersionNames(options, read.value).filter((v) => v !== CURRENT_VERSION && (!options.onlyIncludeVersions || options.onlyIncludeVersions.includes(v)));
    const sidebars = new Map<string, SidebarsFile>();
    const present: string[] = [];
    for (const version of included) {
      if (!isFolder(versionFolder(paths.docsDir, version))) {
        diagnostics.push(
          diagnostic('InvalidVersions', `${name} names the version "${version}", whose docs folder ${versionFolder(paths.docsDir, version)} does not exist.`, { file: paths.versionsFile, line: lineOfName(read.text, version) }),
        );
        continue;
      }
      present.push(version);
      const sidebarsFile = versionSidebarsFile(paths.sidebarsDir, version);
      if (!isFile(sidebarsFile)) continue;
      const loaded = await loadSidebarsFile(root, section, sidebarsFile);
      diagnostics.push(...loaded.diagnostics);
      if (loaded.value) sidebars.set(version, loaded.value);
    }
    found.push({ section, file: paths.versionsFile, names: read.value, docsDir: paths.docsDir, included: present, sidebars });
  }
  return { value: found, diagnostics };
}

/** A versions.json: a JSON array of distinct, valid version names. */
function readVersionsFile(file: string): StageResult<string[]> & { text: string } {
  const text = readFileSync(file, 'utf8');
  const fail = (message: string, line?: number) => ({ value: [], text, diagnostics: [diagnostic('InvalidVersions', message, { file, line })] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(parsed)) return fail('versions.json must hold a JSON array of version names, newest first, e.g. ["2.0", "1.0"].');
  const diagnostics: Diagnostic[] = [];
  const names: string[] = [];
  for (const name of parsed) {
    const problem = typeof name !== 'string' ? `versions must be strings; found ${JSON.stringify(name)}` : name === CURRENT_VERSION ? '"current" is the version made from the section\'s folder' : invalidVersionName(name);
    if (problem) diagnostics.push(diagnostic('InvalidVersions', `Invalid version ${JSON.stringify(name)}: ${problem}.`, { file, line: typeof name === 'string' ? lineOfName(text, name) : undefined }));
    else if (names.includes(name)) diagnostics.push(diagnostic('InvalidVersions', `The version "${name}" is listed twice.`, { file, line: lineOfName(text, name) }));
    else names.push(name);
  }
  return { value: names, text, diagnostics };
}

function lineOfName(text: string, name: string): number | undefined {
  const at = text.indexOf(JSON.stringify(name));
  return at < 0 ? undefined : text.slice(0, at).split('\n').length;
}

const isFolder = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

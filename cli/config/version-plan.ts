import type { VersionOptions } from './versions-schema.ts';

/** The version made from the section's own folder, as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

/** What a docs section's config says of its versions (absent for a section found by its folder). */
export interface VersioningOptions {
  lastVersion?: string;
  includeCurrentVersion?: boolean;
  onlyIncludeVersions?: string[];
  versions?: Record<string, VersionOptions>;
}

/** One version to build, its metadata resolved as Docusaurus' docs plugin resolves it. */
export interface VersionPlan {
  name: string;
  label: string;
  /** Its route under the section's base path: '' for the last version, 'next' for current, else its name. */
  routePart: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className?: string;
  isLast: boolean;
}

/** A config key naming a version that does not exist, or an impossible choice of versions. */
export interface VersioningProblem {
  code: 'UnknownVersion' | 'InvalidConfig';
  /** Key path under the docs section's entry. */
  path: PropertyKey[];
  message: string;
}

/** Every version of the section, in Docusaurus' order: current first (when included), then versions.json's. */
export function allVersionNames(options: VersioningOptions, released: readonly string[]): string[] {
  return options.includeCurrentVersion === false ? [...released] : [CURRENT_VERSION, ...released];
}

/** The version at the section's base path: `lastVersion`, else the newest released one, else current. */
function lastVersionName(options: VersioningOptions, all: readonly string[]): string {
  if (options.lastVersion !== undefined && all.includes(options.lastVersion)) return options.lastVersion;
  return all.find((name) => name !== CURRENT_VERSION) ?? all[0];
}

/** The problems Docusaurus refuses in a section's versioning options, each at its key. */
export function checkVersioning(section: string, options: VersioningOptions, released: readonly string[]): VersioningProblem[] {
  const all = allVersionNames(options, released);
  const problems: VersioningProblem[] = [];
  const available = `\nAvailable version names of docs section "${section}" are:\n${all.map((name) => `- ${name}`).join('\n')}`;
  const unknown = (path: PropertyKey[], name: string) => problems.push({ code: 'UnknownVersion', path, message: `unknown version "${name}".${available}` });
  if (all.length === 0) {
    problems.push({ code: 'InvalidConfig', path: ['includeCurrentVersion'], message: `docs section "${section}" has no version to build: it has no versions.json and \`includeCurrentVersion\` is false.` });
  }
  if (options.lastVersion !== undefined && !all.includes(options.lastVersion)) unknown(['lastVersion'], options.lastVersion);
  const only = options.onlyIncludeVersions;
  if (only) {
    if (only.length === 0) problems.push({ code: 'InvalidConfig', path: ['onlyIncludeVersions'], message: 'lists no version; name at least one, or remove it to build every version.' });
    only.forEach((name, i) => {
      if (!all.includes(name)) unknown(['onlyIncludeVersions', i], name);
    });
    if (options.lastVersion !== undefined && all.includes(options.lastVersion) && !only.includes(options.lastVersion)) {
      problems.push({ code: 'InvalidConfig', path: ['lastVersion'], message: `"${options.lastVersion}" is not in \`onlyIncludeVersions\`: the last version must be built.` });
    }
  }
  for (const name of Object.keys(options.versions ?? {})) if (!all.includes(name)) unknown(['versions', name], name);
  return problems;
}

/** The versions to build, in Docusaurus' order, with their labels, routes, banners and badges. */
export function planVersions(options: VersioningOptions, released: readonly string[]): VersionPlan[] {
  const all = allVersionNames(options, released);
  const last = lastVersionName(options, all);
  const names = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  // Docusaurus ranks banners in the built versions' order; the last version is always among them.
  const lastIndex = names.indexOf(last);
  return names.map((name, i) => {
    const own = options.versions?.[name] ?? {};
    const isLast = name === last;
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      routePart: own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name),
      banner: own.banner ?? (isLast ? 'none' : i < lastIndex ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
      ...(own.className !== undefined ? { className: own.className } : {}),
      isLast,
    };
  });
}

/** Why a name cannot be a version, as Docusaurus' validateVersionName says; undefined when it can. */
export function invalidVersionName(name: string): string | undefined {
  if (name.trim() === '') return 'a version name must contain at least one non-whitespace character';
  if (/[/\\]/.test(name)) return 'a version name must not include a slash (/) or backslash (\\)';
  if (name.length > 32) return 'a version name must not be longer than 32 characters';
  if (/[<>:"|?*]/.test(name)) return 'a version name must be a valid file name (no < > : " | ? *)';
  if (/^\.\.?$/.test(name)) return 'a version name must not be "." or ".."';
  return undefined;
}

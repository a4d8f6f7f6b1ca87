import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SWIZZLABLE_NAMES, type SwizzlableName } from './registry.ts';
import { isFile } from '../../files/is-file.ts';

/** The site's swizzled components: name → its file, absolute. Empty for most sites. */
export type ThemeOverrides = ReadonlyMap<SwizzlableName, string>;

export const NO_OVERRIDES: ThemeOverrides = new Map();

/** Where swizzled components live in a site, as in Docusaurus. */
export const THEME_FOLDER = join('src', 'theme');

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/** The files `src/theme/<Name>` may be, in the order they are tried (Docusaurus' order). */
export function overrideCandidates(siteRoot: string, name: string): string[] {
  const base = join(siteRoot, THEME_FOLDER, name);
  return [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
}

/**
 * The swizzlable components the site replaces. Other files in src/theme are the site's own
 * modules (helpers its swizzled components import), as in Docusaurus.
 */
export function findThemeOverrides(siteRoot: string): ThemeOverrides {
  const found = new Map<SwizzlableName, string>();
  if (!isDirectory(join(siteRoot, THEME_FOLDER))) return NO_OVERRIDES;
  for (const name of SWIZZLABLE_NAMES) {
    const file = overrideCandidates(siteRoot, name).find(isFile);
    if (file) found.set(name, file);
  }
  return found;
}

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { inertModulePlugin } from './inert-module.ts';

/**
 * runtime/theme/versions/doc-version-parts.ts for a site without a versioned docs section: no
 * banner, no badge, navbar links that never follow a version (their own `to` and `label`). Its pages have no data for them.
 */
export const INERT_VERSION_PARTS = ['export const DocVersionBadge = () => null;', 'export const DocVersionBanner = DocVersionBadge;', 'export const useFollowedVersion = (item) => item;', ''].join('\n');

/** Leaves the version parts out of the browser bundle of a site whose docs sections have one version each. */
export function versionPartsPlugin(runtime: string): esbuild.Plugin {
  return inertModulePlugin('sitegen-version-parts', join(runtime, 'theme', 'versions', 'doc-version-parts.ts'), INERT_VERSION_PARTS);
}

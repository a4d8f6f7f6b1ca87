import { z } from 'zod';

/** One version's options, as Docusaurus' docs plugin names them (`versions: { '1.0': { … } }`). */
export const versionOptionsSchema = z.strictObject({
  /** Shown in the version dropdown and badge. @default 'Next' for current, else the version's name */
  label: z.string().optional(),
  /** Route part under the section's base path. @default '' for the last version, 'next' for current, else the name */
  path: z.string().optional(),
  /** @default 'unreleased' for current and versions newer than the last, 'unmaintained' for older ones, 'none' for the last */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** Show the version's label on its doc pages. @default true when the section has more than one version */
  badge: z.boolean().optional(),
  /** Keep the version's pages out of search engines (robots noindex) and the sitemap. @default false */
  noIndex: z.boolean().optional(),
  /** Class added to the version's pages. */
  className: z.string().optional(),
});

export type VersionOptions = z.infer<typeof versionOptionsSchema>;

/**
 * A docs section's versions, with Docusaurus' option names. The versions are `current` (the
 * section's folder) and those versions.json names (`<id>_versions.json` for a section other than
 * `docs`), newest first, their docs in `versioned_docs/version-<name>/`.
 */
export const versioningShape = {
  /** The version shown at the section's base path. @default the first of versions.json, or 'current' without one */
  lastVersion: z.string().optional(),
  /** Build the section's folder as the version `current`. @default true */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions (fast local builds). @default every version */
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Options of each version by name (`current` for the section's folder). */
  versions: z.record(z.string(), versionOptionsSchema).optional(),
};

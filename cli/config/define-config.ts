import type { SiteConfigInput } from './schema.ts';

export type { SiteConfigInput } from './schema.ts';

/** Types `site.config.ts` for editor completion; returns the config unchanged. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

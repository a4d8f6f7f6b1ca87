import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import { placeholdersFrom } from './placeholders.ts';

/** What a page's Markdown (page-markdown.ts) depends on in the config, besides its source's bytes. */
export const markdownConfigKey = (config: ResolvedConfig): string =>
  JSON.stringify([config.root, config.contentDir, config.site.markdown.format, placeholdersFrom(config.site)]);

/** A page's source (relative to the site folder) as the content's sources are looked up: relative to the content folder, posix. */
export const markdownSourcePath = (config: ResolvedConfig, source: string): string => relative(config.contentDir, join(config.root, source)).split(sep).join('/');

import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { inertModulePlugin } from './inert-module.ts';

/** runtime/theme/mdx/details-slide.ts for a site whose pages have no Details: nothing to slide. */
export const INERT_DETAILS_SLIDE = 'export const startDetailsSlide = () => {};\n';

/**
 * Leaves the slide of Details out of the enhancements chunk of a site whose MDX uses no Details
 * and which has no components of its own (one of them could render Details in the browser).
 */
export function detailsSlidePlugin(runtime: string): esbuild.Plugin {
  return inertModulePlugin('sitegen-details-slide', join(runtime, 'theme', 'mdx', 'details-slide.ts'), INERT_DETAILS_SLIDE);
}

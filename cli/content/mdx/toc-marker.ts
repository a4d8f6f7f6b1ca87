import type { JsonValue } from './page-body.ts';

/**
 * What `toc` stands for in an MDX expression until the page's table of contents is known
 * (body-tree.ts puts it in), with the parts the expression took of it (`toc.slice(1)`) in order.
 */
export type TocMarker = {
  $sitegen: 'toc';
  slices?: number[][];
};

export const TOC_MARKER: TocMarker = { $sitegen: 'toc' };

export function isTocMarker(value: JsonValue | undefined): value is TocMarker {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && value.$sitegen === TOC_MARKER.$sitegen;
}

/** The marker of the part `slice(...args)` of what `marker` stands for. */
export function slicedToc(marker: TocMarker, args: number[]): TocMarker {
  return { ...marker, slices: [...(marker.slices ?? []), args] };
}

/** What the marker stands for, given the page's table of contents. */
export function tocOf<T>(marker: TocMarker, toc: T[]): T[] {
  return (marker.slices ?? []).reduce((part, args) => part.slice(...args), toc);
}

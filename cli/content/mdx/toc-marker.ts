import type { JsonValue } from './page-body.ts';
import { evaluate, type Predicate } from './static-predicate.ts';

/** A part an expression took of an array: `.slice(...slice)`, or `.filter()` by a predicate. */
export type ArrayStep = { slice: number[] } | { filter: Predicate };

/**
 * What `toc` stands for in an MDX expression until the page's table of contents is known
 * (body-tree.ts puts it in), with the parts the expression took of it (`toc.slice(1)`,
 * `toc.filter((node) => node.level === 2)`) in order.
 */
export type TocMarker = {
  $sitegen: 'toc';
  steps?: ArrayStep[];
};

export const TOC_MARKER: TocMarker = { $sitegen: 'toc' };

export function isTocMarker(value: JsonValue | undefined): value is TocMarker {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && value.$sitegen === TOC_MARKER.$sitegen;
}

/** The marker of what `step` takes of what `marker` stands for. */
export function tocPart(marker: TocMarker, step: ArrayStep): TocMarker {
  return { ...marker, steps: [...(marker.steps ?? []), step] };
}

/** What `step` takes of `items`. */
export function arrayPart<T>(items: T[], step: ArrayStep): T[] {
  return 'slice' in step ? items.slice(...step.slice) : items.filter((item) => evaluate(step.filter, item as JsonValue));
}

/** What the marker stands for, given the page's table of contents. */
export function tocOf<T>(marker: TocMarker, toc: T[]): T[] {
  return (marker.steps ?? []).reduce(arrayPart, toc);
}

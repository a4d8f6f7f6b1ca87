import type { Row } from './report.ts';
import { formatMs } from './measure/stats.ts';

/**
 * The targets of issue 20. Times are ratios against Hugo in the same run: these machines' speed
 * swings by half from hour to hour, so an absolute time says little.
 */
export interface RatioTarget {
  /** The highest ratio of sitegen's time to Hugo's that meets the target. */
  limit: number;
  /** The ratio must stay below the limit, not reach it. */
  strict?: boolean;
}

/** Which of Hugo's figures a rebuild is held against: always its cold build. */
export type Measure = 'cold' | 'unchanged' | 'oneEdit';

/** By measure, then by number of pages; a size not listed has no target, only its ratio. */
export const RATIO_TARGETS: Record<Measure, Readonly<Record<number, RatioTarget>>> = {
  cold: { 1000: { limit: 1.5 }, 10000: { limit: 1.0 } },
  unchanged: { 1000: { limit: 0.5 } },
  oneEdit: { 1000: { limit: 0.6 }, 10000: { limit: 0.15, strict: true } },
};

/** Peak memory of a cold build at 10,000 pages and more. */
export const PEAK_RSS_LIMIT = { pages: 10000, bytes: 512 * 2 ** 20 };

/** First-load JavaScript of every page kind, gzip level 9 (DESIGN.md), React included. */
export const FIRST_LOAD_JS_LIMIT = 80 * 1024;

/** `1.52x`; a dash when either figure is missing. */
export function formatRatio(own: number, reference: number | undefined): string {
  if (reference === undefined || !Number.isFinite(own) || !Number.isFinite(reference) || reference <= 0) return '–';
  return `${(own / reference).toFixed(2)}x`;
}

/**
 * The Hugo and ratio cells of a row: Hugo's figure of the same run, formatted as the row's own,
 * and sitegen's over Hugo's. Nothing when Hugo did not build that size.
 */
export function besideHugo(own: number, hugo: number | undefined, format: (value: number) => string): Pick<Row, 'hugo' | 'ratio'> {
  if (hugo === undefined || !Number.isFinite(hugo)) return {};
  return { hugo: format(hugo), ratio: formatRatio(own, hugo) };
}

/**
 * The target and met cells of a time held against Hugo's: the text names the ratio and the time
 * it comes to in this run. Without Hugo's figure the target still shows, unmet and unjudged.
 */
export function ratioTarget(target: RatioTarget | undefined, ownMs: number, hugoMs: number | undefined, of = 'Hugo'): Pick<Row, 'target' | 'met'> {
  if (!target) return {};
  // As the issue writes them: 1.0x, 1.5x, 0.15x.
  const text = `${target.strict ? '<' : '≤'} ${Number.isInteger(target.limit) ? target.limit.toFixed(1) : target.limit}x ${of}`;
  if (hugoMs === undefined || !Number.isFinite(hugoMs)) return { target: text };
  const ratio = ownMs / hugoMs;
  return { target: `${text} (${formatMs(target.limit * hugoMs)})`, met: target.strict ? ratio < target.limit : ratio <= target.limit };
}

/** The target of a peak memory, at the sizes it applies to. */
export function peakRssTarget(pages: number, bytes: number): Pick<Row, 'target' | 'met'> {
  if (pages < PEAK_RSS_LIMIT.pages) return {};
  return { target: `≤ ${PEAK_RSS_LIMIT.bytes / 2 ** 20} MiB`, met: bytes <= PEAK_RSS_LIMIT.bytes };
}

/** The target of a page's first-load JavaScript, gzipped at level 9. */
export function firstLoadTarget(gzipBytes: number): Pick<Row, 'target' | 'met'> {
  return { target: `≤ ${FIRST_LOAD_JS_LIMIT / 1024} KiB gzip -9`, met: gzipBytes <= FIRST_LOAD_JS_LIMIT };
}

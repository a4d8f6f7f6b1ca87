/**
 * The young generation of a worker that works through a whole build (the compile pool's, the
 * search index's). V8's default, 48 MB, is mostly empty space in each, kept through a large
 * build's peaks of memory: at 10,000 pages, capped at 12 MB, the end of the compile peaked
 * ~50 MB lower, and the render ~20 MB lower, for no measured loss of time.
 */
export const WORKER_YOUNG_GENERATION_MB = 12;

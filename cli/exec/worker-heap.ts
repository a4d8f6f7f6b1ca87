/**
 * The young generation of a worker that works through a whole build (the compile pool's, the
 * search index's). V8's default, 48 MB, is mostly empty space in each, kept through a large
 * build's peaks of memory. Alternated cold builds of 3,000 pages (/usr/bin/time): at 24 MB the
 * process peaked at 358-360 MB against 388-407, for as much CPU (19.5-23.2 s user against
 * 21.2-21.4); at 12 MB, 352-357 MB but 24-26 s.
 */
export const WORKER_YOUNG_GENERATION_MB = 24;

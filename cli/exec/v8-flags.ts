import { setFlagsFromString } from 'node:v8';
import { buildsGraphOnce } from './command-line.ts';

/**
 * From this many Markdown files, a build lives long enough for TurboFan's code to repay compiling
 * it. Interleaved runs, with TurboFan → without: consultancy site (39 files) 1009 → 864 ms, 150
 * generated pages 1557 → 1413 ms, but 300 pages 2337 → 2717 ms and 1,000 pages 4.0 → 8.1 s.
 */
export const OPTIMISE_MIN_FILES = 200;

/** Whether setStartFlags() ran: only then does the content's size retune the process (a test calling build() keeps its flags). */
let tuned = false;

/**
 * V8's flags are per process, workers included, and V8 reads these at each decision: set before
 * the CLI loads, they can still change once the content's size is known.
 */
export function setStartFlags(argv: readonly string[]): void {
  tuned = true;
  // With Node 20's defaults, V8's background threads optimising the hot functions of a build and
  // its workers take a quarter to a third of its CPU time, on cores the build needs. Optimising
  // after twice the default run-time, and inlining half as much into each function, cuts that by
  // a third for code as fast.
  setFlagsFromString('--interrupt-budget=132000');
  setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
  // Shiki matches with WebAssembly, whose hottest functions V8 recompiles with TurboFan: 300–500 ms
  // of CPU on other threads for the consultancy site's few dozen code blocks. Below the compile
  // pool's size, the baseline (Liftoff) code does the job for less: see optimiseWasm().
  setFlagsFromString('--liftoff-only');
  // A small site's build is over before most of what TurboFan compiles runs often: it starts with
  // the baseline compilers only, and optimiseForContent() turns TurboFan on for a large one.
  if (buildsGraphOnce(argv)) setFlagsFromString('--no-turbofan');
}

/** TurboFan for content of OPTIMISE_MIN_FILES Markdown files or more. */
export function optimiseForContent(markdownFiles: number): void {
  if (tuned && markdownFiles >= OPTIMISE_MIN_FILES) setFlagsFromString('--turbofan');
}

/** From this many Markdown files to compile, the heap is kept tighter (compactForContent). */
export const COMPACT_MIN_FILES = 2000;

/**
 * V8 lets a heap grow to about twice what its last full collection kept before the next: as
 * 10,000 pages' results gathered, the main heap held ~240 MB for ~130 MB live, with the compile
 * pool's threads up, and ~250 MB for ~180 MB through the render. Growing by a quarter instead,
 * for the whole build: 10,000 pages cold, alternated runs, peak 489-503 MiB against 499-521 MiB
 * with V8's own growing back once the content was compiled (CPU 59-68 s against 62-69 s), which
 * had taken it from 556-558 to 528-533 MiB (wall within noise). Not for watch, which lives on,
 * nor on the build server, whose own flags say how its heap grows (server/start.ts).
 */
export function compactForContent(markdownFiles: number): void {
  if (tuned && markdownFiles >= COMPACT_MIN_FILES) setFlagsFromString('--heap-growing-percent=25');
}

/**
 * Each worker of the compile pool highlights thousands of blocks: Shiki's WebAssembly repays
 * optimising there (10,000 pages: 1.9 s less CPU). The flags --liftoff-only implied are restored too.
 */
export function optimiseWasm(): void {
  if (tuned) setFlagsFromString('--no-liftoff-only --wasm-tier-up --wasm-dynamic-tiering');
}

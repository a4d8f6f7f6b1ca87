#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

const compiled = new URL('../lib/cli.js', import.meta.url);
if (!existsSync(compiled)) {
  process.stderr.write('sitegen is not compiled: run `npm run compile` (npm ci does it for you).\n');
  process.exit(1);
}
// React's production builds render several times faster; set before any of React is imported.
process.env.NODE_ENV = 'production';
// A build lives a few seconds, and with Node 20's defaults V8's background threads, optimising
// the hot functions of the build and its workers, take a quarter to a third of its CPU time, on
// cores the build needs. Optimising after twice the default run-time, and inlining half as much
// into each function, cuts that by a third for code as fast. V8's flags are per process: workers
// share them.
setFlagsFromString('--interrupt-budget=132000');
setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
// Shiki matches with WebAssembly, whose hottest functions V8 recompiles with TurboFan: 300–500 ms
// of CPU on other threads for the consultancy site's few dozen code blocks. Below the compile
// pool's size, the baseline (Liftoff) code does the job for less; the pool turns tier-up back on.
setFlagsFromString('--liftoff-only');
// Before the CLI loads, so that the highlight thread starts on the core that leaves idle.
const { prestartHighlightWorker } = await import(new URL('../lib/highlight-prestart.js', import.meta.url).href);
prestartHighlightWorker(process.argv);
await import(compiled.href);

#!/usr/bin/env node
import { existsSync } from 'node:fs';

const compiled = new URL('../lib/cli.js', import.meta.url);
if (!existsSync(compiled)) {
  process.stderr.write('sitegen is not compiled: run `npm run compile` (npm ci does it for you).\n');
  process.exit(1);
}
// React's production builds render several times faster; set before any of React is imported.
process.env.NODE_ENV = 'production';
// Before the CLI loads: V8's flags, and the highlight thread started on the core that leaves idle.
const { startup } = await import(new URL('../lib/startup.js', import.meta.url).href);
startup(process.argv);
// A sitegen bug that leaves the CLI waiting on what can no longer happen ends the process with
// code 13 and, on Node 20, nothing said: say it is a bug.
let finished = false;
process.once('beforeExit', () => {
  if (!finished) process.stderr.write('sitegen stopped before it finished: it was waiting for work that can no longer complete. This is a bug in sitegen; please report it with the command you ran.\n');
});
await import(compiled.href);
finished = true;

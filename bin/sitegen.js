#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

// lib/ is CommonJS (scripts/compile.mjs): required, not imported.
const require = createRequire(import.meta.url);
if (!existsSync(new URL('../lib/cli.js', import.meta.url))) {
  process.stderr.write('sitegen is not compiled: run `npm run compile` (npm ci does it for you).\n');
  process.exit(1);
}
const startup = require('../lib/startup.js');
// A build that an earlier build's server (lib/build-server.js) runs: this process only relays it.
const served = await startup.buildOnServer(process.argv);
if (served !== undefined) {
  process.exitCode = served;
} else {
  // React's production builds render several times faster; set before any of React is imported.
  process.env.NODE_ENV = 'production';
  // Before the CLI loads: V8's flags, and the highlight thread started on the core that leaves idle.
  startup.startup(process.argv);
  // A sitegen bug that leaves the CLI waiting on what can no longer happen ends the process with
  // code 13 and, on Node 20, nothing said: say it is a bug.
  let finished = false;
  process.once('beforeExit', () => {
    if (!finished) process.stderr.write('sitegen stopped before it finished: it was waiting for work that can no longer complete. This is a bug in sitegen; please report it with the command you ran.\n');
  });
  await require('../lib/cli.js').done;
  finished = true;
  startup.startBuildServer(process.argv);
}

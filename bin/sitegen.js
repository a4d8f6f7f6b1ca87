#!/usr/bin/env node
import { existsSync } from 'node:fs';

const compiled = new URL('../lib/cli.js', import.meta.url);
if (!existsSync(compiled)) {
  process.stderr.write('sitegen is not compiled: run `npm run compile` (npm ci does it for you).\n');
  process.exit(1);
}
// React's production builds render several times faster; set before any of React is imported.
process.env.NODE_ENV = 'production';
await import(compiled.href);

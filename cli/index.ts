import { runCommand } from './program.ts';

/**
 * Settles when the command has run. No top-level await: lib/ is CommonJS (scripts/compile.mjs),
 * and bin/sitegen.js waits on this instead.
 */
export const done = runCommand(process.argv);

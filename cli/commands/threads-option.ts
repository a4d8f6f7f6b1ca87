import type { Command } from 'commander';

/** Adds `--threads`, shared by every command that compiles the content. */
export function threadsOption(command: Command): Command {
  return command.option('--threads <n>', 'worker threads compiling Markdown: a number (0: main thread only) or auto (one per core for 2,000+ Markdown files; below that, a thread for code highlighting)', 'auto');
}

/** The `--threads` value: a count, undefined for auto, or null (after printing why) when it is neither. */
export function parseThreads(value: string): number | undefined | null {
  if (value === 'auto') return undefined;
  if (/^\d+$/.test(value) && Number(value) <= 64) return Number(value);
  process.stderr.write(`✘ --threads must be auto or a number from 0 to 64, not "${value}".\n`);
  process.exitCode = 1;
  return null;
}

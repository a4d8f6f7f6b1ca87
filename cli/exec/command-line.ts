import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The commands that build one graph and exit, unlike watch and serve, which live on. */
const GRAPH_COMMANDS = new Set(['build', 'validate', 'graph']);

/** Whether `sitegen`'s command line (process.argv) runs build, validate or graph. */
export function buildsGraphOnce(argv: readonly string[]): boolean {
  const command = argv.slice(2).find((arg) => !arg.startsWith('-'));
  return command !== undefined && GRAPH_COMMANDS.has(command);
}

/** The value of `--name value` or `--name=value` on sitegen's command line (process.argv), if given. */
export function optionValue(argv: readonly string[], name: string): string | undefined {
  const args = argv.slice(2);
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(name.length + 1) : args[at + 1];
}

/**
 * Whether the command line's cache holds the last build's compiled files (executor.ts saves their
 * digests): then most files are found there, and little is left to highlight ahead.
 */
export function hasWarmCache(argv: readonly string[]): boolean {
  const dir = cacheDirOf(argv);
  return dir !== undefined && existsSync(join(dir, 'compiled-digests'));
}

/** The cache folder sitegen's command line (process.argv) names, or its default; undefined with `--no-cache`. */
export function cacheDirOf(argv: readonly string[]): string | undefined {
  if (argv.includes('--no-cache')) return undefined;
  return optionValue(argv, '--cache-dir') ?? join(optionValue(argv, '--root') ?? '.', '.sitegen', 'cache');
}

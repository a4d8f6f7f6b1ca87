import type { Command } from 'commander';

/** Adds `--cache-dir` and `--no-cache`, shared by every command that compiles the content. */
export function cacheOptions(command: Command): Command {
  return command
    .option('--cache-dir <dir>', 'where compiled pages and rendered routes are kept between builds (default: <root>/.sitegen/cache)')
    .option('--no-cache', 'neither read nor write the cache: build everything from scratch');
}

/** The cache the options ask for, as LoadOptions.cache takes it. */
export function cacheOf(options: { cache: boolean; cacheDir?: string }): string | false | undefined {
  return options.cache ? options.cacheDir : false;
}

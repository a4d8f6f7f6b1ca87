import type { Command } from 'commander';
import { report } from './report.ts';
import { parseThreads, threadsOption } from './threads-option.ts';
import { cacheOf, cacheOptions } from './cache-option.ts';

export function registerValidate(program: Command): void {
  cacheOptions(threadsOption(program.command('validate')))
    .description('check config and content and report every problem, without writing anything (for CI)')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--json', 'print diagnostics as one JSON array on stdout')
    .option('--dev', 'validate as watch does, with drafts included')
    .action(async (options: { root: string; json?: boolean; dev?: boolean; threads: string; cache: boolean; cacheDir?: string }) => {
      const threads = parseThreads(options.threads);
      if (threads === null) return;
      const { validate } = await import('../api.ts');
      const result = await validate({ root: options.root, mode: options.dev ? 'development' : 'production', threads, cache: cacheOf(options) });
      report(result.diagnostics, { json: options.json });
      if (!options.json && result.ok && result.result) {
        const { graph } = result.result;
        process.stderr.write(`✔ ${graph.routes.length} routes valid${result.diagnostics.length ? ` (${result.diagnostics.length} warnings)` : ''}\n`);
      }
      process.exitCode = result.ok ? 0 : 1;
    });
}

import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { report } from './report.ts';
import { parseThreads, threadsOption } from './threads-option.ts';
import { cacheOf, cacheOptions } from './cache-option.ts';

export function registerGraph(program: Command): void {
  cacheOptions(threadsOption(program.command('graph')))
    .description('print the site graph as JSON (docs sections, versions, sidebars, blog, routes)')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--out <file>', 'write the JSON to a file instead of stdout')
    .option('--dev', 'include drafts, as watch does')
    .action(async (options: { root: string; out?: string; dev?: boolean; threads: string; cache: boolean; cacheDir?: string }) => {
      const threads = parseThreads(options.threads);
      if (threads === null) return;
      const { loadGraph } = await import('../api.ts');
      const result = await loadGraph({ root: options.root, mode: options.dev ? 'development' : 'production', threads, cache: cacheOf(options) });
      report(result.diagnostics);
      if (!result.ok || !result.result) {
        process.exitCode = 1;
        return;
      }
      const json = `${JSON.stringify(result.result.graph, null, 2)}\n`;
      if (options.out) await writeFile(options.out, json);
      else process.stdout.write(json);
    });
}

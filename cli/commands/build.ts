import { relative } from 'node:path';
import type { Command } from 'commander';
import { report } from './report.ts';
import { parseThreads, threadsOption } from './threads-option.ts';
import { cacheOf, cacheOptions } from './cache-option.ts';
import { serving } from '../exec/server/serving.ts';

export function registerBuild(program: Command): void {
  cacheOptions(threadsOption(program.command('build')))
    .description('render every route to static HTML in dist/ (atomically: a failed build changes nothing)')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--out-dir <dir>', 'output folder (default: outDir of the config, dist/)')
    .option('--dev', 'include drafts, as watch does')
    .option('-l, --locale <locales...>', 'build only these locales (repeat it or separate with commas), each at its path')
    .option('--no-server', 'build in this process, without handing the build to a build server or starting one')
    .action(async (options: { root: string; outDir?: string; dev?: boolean; threads: string; locale?: string[]; cache: boolean; cacheDir?: string }) => {
      const started = performance.now();
      const threads = parseThreads(options.threads);
      if (threads === null) return;
      const { build } = await import('../api.ts');
      const locales = options.locale?.flatMap((list) => list.split(',')).map((code) => code.trim()).filter(Boolean);
      const result = await build({ root: options.root, outDir: options.outDir, mode: options.dev ? 'development' : 'production', threads, locales, cache: cacheOf(options), keepUpToDate: true });
      report(result.diagnostics);
      if (!result.summary || !result.config) {
        process.stderr.write('✘ Build failed; the previous output was left untouched.\n');
        process.exitCode = 1;
        return;
      }
      const { routes, files, bytes } = result.summary;
      const ms = Math.round(performance.now() - started);
      const out = relative(process.cwd(), result.config.outDir) || '.';
      const where = serving.now ? ' on the build server' : '';
      if (result.upToDate) return void process.stderr.write(`✔ ${out}/ is up to date: nothing changed since it was built (${routes} routes, ${files} files, ${formatBytes(bytes)}); checked in ${ms} ms${where}\n`);
      process.stderr.write(`✔ Built ${routes} routes (${files} files, ${formatBytes(bytes)}) into ${out}/ in ${ms} ms${where}\n`);
    });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

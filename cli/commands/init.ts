import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { report } from './report.ts';

export function registerInit(program: Command): void {
  program
    .command('init')
    .argument('[dir]', 'folder to write the site into, new or empty', '.')
    .description('write a starter site (config, home page, docs, blog, logo, README) that builds as it is')
    .option('--force', 'write into a folder that is not empty, replacing files of the same names')
    .action(async (dir: string, options: { force?: boolean }) => {
      const { writeStarter } = await import('./init/starter.ts');
      const target = resolve(dir);
      const result = await writeStarter(target, { force: options.force === true });
      report(result.diagnostics);
      if (!result.value) {
        process.exitCode = 1;
        return;
      }
      const shown = relative(process.cwd(), target);
      const steps = [...(shown ? [`cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}`] : []), 'npm install', 'npm run build'];
      process.stderr.write(`✔ Wrote a starter site of ${result.value.length} files into ${shown || '.'}/. Next:\n${steps.map((step) => `  ${step}\n`).join('')}`);
    });
}

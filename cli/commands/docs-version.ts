import { resolve } from 'node:path';
import type { Command } from 'commander';
import { hasErrors } from '../diagnostics/diagnostic.ts';
import { report } from './report.ts';

export function registerDocsVersion(program: Command): void {
  program
    .command('docs:version')
    .argument('<name>', 'the version to make, e.g. 2.0')
    .description("snapshot a docs section's current docs and sidebar as a version, as `docusaurus docs:version` does")
    .option('--section <id>', 'the docs section to version', 'docs')
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .action(async (name: string, options: { section: string; root: string }) => {
      const { loadConfig } = await import('../config/load.ts');
      const config = await loadConfig(resolve(options.root));
      if (!config.value || hasErrors(config.diagnostics)) {
        report(config.diagnostics);
        process.exitCode = 1;
        return;
      }
      const { writeVersion } = await import('./docs-version/write-version.ts');
      const written = writeVersion(config.value, name, options.section);
      report([...config.diagnostics, ...written.diagnostics]);
      if (!written.value) {
        process.exitCode = 1;
        return;
      }
      process.stderr.write(`✔ Version ${name} of docs section "${options.section}": wrote ${written.value.join(', ')}.\n`);
    });
}

import { Command } from 'commander';
import { registerInit } from './commands/init.ts';
import { registerBuild } from './commands/build.ts';
import { registerWatch } from './commands/watch.ts';
import { registerServe } from './commands/serve.ts';
import { registerValidate } from './commands/validate.ts';
import { registerGraph } from './commands/graph.ts';
import { registerSwizzle } from './commands/swizzle.ts';
import { registerDocsVersion } from './commands/docs-version.ts';
import { registerWriteTranslations } from './commands/write-translations.ts';
import { SitegenError } from './diagnostics/diagnostic.ts';
import { report } from './commands/report.ts';

const program = new Command()
  .name('sitegen')
  .description('Compile Markdown content and site.config.ts into a static website.')
  .version('0.1.0')
  .option('--debug', 'print stack traces for every error');

registerInit(program);
registerBuild(program);
registerWatch(program);
registerServe(program);
registerValidate(program);
registerGraph(program);
registerSwizzle(program);
registerDocsVersion(program);
registerWriteTranslations(program);

/**
 * Settles when the command has run. No top-level await: lib/ is CommonJS (scripts/compile.mjs),
 * and bin/sitegen.js waits on this instead.
 */
export const done = program.parseAsync(process.argv).then(
  () => undefined,
  (error: unknown) => {
    if (error instanceof SitegenError) {
      report(error.diagnostics);
      if (program.opts().debug) console.error(error.stack);
    } else {
      console.error('sitegen crashed. This is a bug in sitegen; please report it with this output:');
      console.error(error);
    }
    process.exitCode = 1;
  },
);

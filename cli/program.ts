import { Command, CommanderError } from 'commander';
import { registerInit } from './commands/init.ts';
import { registerBuild } from './commands/build.ts';
import { registerWatch } from './commands/watch.ts';
import { registerServe } from './commands/serve.ts';
import { registerValidate } from './commands/validate.ts';
import { registerGraph } from './commands/graph.ts';
import { registerSwizzle } from './commands/swizzle.ts';
import { registerDocsVersion } from './commands/docs-version.ts';
import { registerWriteTranslations } from './commands/write-translations.ts';
import { registerServer } from './commands/server.ts';
import { SitegenError } from './diagnostics/diagnostic.ts';
import { report } from './commands/report.ts';

function sitegenProgram(inProcess: boolean): Command {
  const program = new Command()
    .name('sitegen')
    .description('Compile Markdown content and site.config.ts into a static website.')
    .version('0.1.0')
    .option('--debug', 'print stack traces for every error');
  // Before the commands are added: each takes the setting from its parent as it is made.
  if (inProcess) program.exitOverride();
  registerInit(program);
  registerBuild(program);
  registerWatch(program);
  registerServe(program);
  registerValidate(program);
  registerGraph(program);
  registerSwizzle(program);
  registerDocsVersion(program);
  registerWriteTranslations(program);
  registerServer(program);
  return program;
}

/**
 * Runs one command line (as process.argv has it) and settles when it has, its failure in
 * process.exitCode. `inProcess`: the process lives on (the build server), so commander's usage
 * errors set the exit code instead of exiting.
 */
export function runCommand(argv: readonly string[], inProcess = false): Promise<void> {
  const program = sitegenProgram(inProcess);
  return program.parseAsync([...argv]).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof CommanderError) {
        process.exitCode = error.exitCode;
        return;
      }
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
}

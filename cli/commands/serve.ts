import type { Command } from 'commander';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('(serve arrives with its own issue)')
    .action(() => {
      process.stderr.write('sitegen serve is not available in this version yet.\n');
      process.exitCode = 1;
    });
}

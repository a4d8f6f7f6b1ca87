import type { Command } from 'commander';

export function registerWatch(program: Command): void {
  program
    .command('watch')
    .description('(watch arrives with its own issue)')
    .action(() => {
      process.stderr.write('sitegen watch is not available in this version yet.\n');
      process.exitCode = 1;
    });
}

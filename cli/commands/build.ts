import type { Command } from 'commander';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('(build arrives with its own issue)')
    .action(() => {
      process.stderr.write('sitegen build is not available in this version yet.\n');
      process.exitCode = 1;
    });
}

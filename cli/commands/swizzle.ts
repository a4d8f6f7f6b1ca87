import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { report } from './report.ts';

interface SwizzleOptions {
  list?: boolean;
  wrap?: boolean;
  eject?: boolean;
  root: string;
}

export function registerSwizzle(program: Command): void {
  program
    .command('swizzle')
    .argument('[name]', 'the theme component to swizzle, as `--list` names it')
    .description("replace a theme component with the site's own: writes src/theme/<Name>.tsx to start from")
    .option('--list', 'list the components that can be swizzled')
    .option('--wrap', 'write a wrapper around the original component (@theme-original/<Name>)')
    .option('--eject', "write a copy of the component's source")
    .option('--root <dir>', 'site folder', '.')
    .action(async (name: string | undefined, options: SwizzleOptions) => {
      const { SWIZZLABLE, SWIZZLABLE_NAMES } = await import('../bundle/theme/registry.ts');
      if (options.list) {
        const width = Math.max(...SWIZZLABLE_NAMES.map((n) => n.length));
        const rows = SWIZZLABLE_NAMES.map((n) => `${n.padEnd(width)}  wrap: ${SWIZZLABLE[n].wrap.padEnd(6)}  eject: ${SWIZZLABLE[n].eject.padEnd(6)}  ${SWIZZLABLE[n].description}`);
        process.stdout.write(`${['Theme components (`sitegen swizzle <Name> --wrap|--eject`):', ...rows].join('\n')}\n`);
        return;
      }
      if (!name || options.wrap === options.eject) {
        report([diagnostic('SwizzleModeMissing', name ? `Say how to swizzle ${name}: --wrap or --eject, one of them.` : 'Name the component to swizzle (`sitegen swizzle --list` lists them) and --wrap or --eject.')]);
        process.exitCode = 1;
        return;
      }
      const { writeSwizzled } = await import('./swizzle/write-swizzled.ts');
      const result = writeSwizzled(resolve(options.root), name, options.wrap ? 'wrap' : 'eject');
      report(result.diagnostics);
      if (!result.value) {
        process.exitCode = 1;
        return;
      }
      process.stderr.write(`✔ Wrote ${relative(process.cwd(), result.value)}: the site's ${name} from the next build on.\n`);
    });
}

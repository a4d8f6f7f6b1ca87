import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { onShutdown } from './shutdown.ts';
import { parsePort } from './port-option.ts';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('preview the built site as a static host would serve it (clean URLs, 404 page, caching, compression)')
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--port <n>', 'first port to try; the next free one is used if taken', '3000')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--log', 'print one line per request')
    .action(async (options: { dir: string; port: string; host: string; log?: boolean }) => {
      const root = resolve(options.dir);
      if (!existsSync(resolve(root, 'index.html'))) {
        process.stderr.write(`✘ ${options.dir}/ holds no built site: run \`sitegen build\` first.\n`);
        process.exitCode = 1;
        return;
      }
      const port = parsePort(options.port);
      if (port === undefined) return;
      const { startServer } = await import('../serve/server.ts');
      const server = await startServer({ root, host: options.host, port, log: options.log ? (line) => process.stderr.write(`${line}\n`) : undefined });
      process.stdout.write(`Serving ${options.dir}/ at ${server.url}/  (Ctrl-C to stop)\n`);
      onShutdown(() => server.close());
    });
}

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
    .option('--base-url <path>', "the path the site was built to be served under (its config's baseUrl)", '/')
    .option('--trailing-slash <bool>', "the site's trailingSlash: true redirects /a to /a/, false /a/ to /a")
    .option('--log', 'print one line per request')
    .action(async (options: { dir: string; port: string; host: string; baseUrl: string; trailingSlash?: string; log?: boolean }) => {
      const root = resolve(options.dir);
      if (!existsSync(resolve(root, 'index.html'))) {
        process.stderr.write(`✘ ${options.dir}/ holds no built site: run \`sitegen build\` first.\n`);
        process.exitCode = 1;
        return;
      }
      const port = parsePort(options.port);
      if (port === undefined) return;
      if (!/^\/(.*\/)?$/.test(options.baseUrl)) {
        process.stderr.write(`✘ --base-url must start and end with "/", e.g. "/" or "/docs/", not "${options.baseUrl}".\n`);
        process.exitCode = 1;
        return;
      }
      if (options.trailingSlash !== undefined && options.trailingSlash !== 'true' && options.trailingSlash !== 'false') {
        process.stderr.write(`✘ --trailing-slash must be true or false, as the site's config has it, not "${options.trailingSlash}".\n`);
        process.exitCode = 1;
        return;
      }
      const trailingSlash = options.trailingSlash === undefined ? undefined : options.trailingSlash === 'true';
      const { startServer } = await import('../serve/server.ts');
      const log = options.log ? (line: string) => process.stderr.write(`${line}\n`) : undefined;
      const server = await startServer({ root, host: options.host, port, baseUrl: options.baseUrl, trailingSlash, log });
      process.stdout.write(`Serving ${options.dir}/ at ${server.url}${options.baseUrl}  (Ctrl-C to stop)\n`);
      onShutdown(() => server.close());
    });
}

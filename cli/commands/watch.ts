import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { formatDiagnostics } from '../diagnostics/print.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { report } from './report.ts';
import { onShutdown } from './shutdown.ts';
import { parsePort } from './port-option.ts';
import { parseThreads, threadsOption } from './threads-option.ts';
import { versionedFolders } from '../config/load-versions.ts';
import { cacheOf, cacheOptions } from './cache-option.ts';
import { localeBaseUrl } from '../config/locales.ts';

export function registerWatch(program: Command): void {
  cacheOptions(threadsOption(program.command('watch')))
    .description('build with drafts, serve with live reload, and rebuild what changed on every save')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--port <n>', 'first port to try; the next free one is used if taken', '3000')
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--out-dir <dir>', 'where the development build is written', '.sitegen/dev')
    .option('-l, --locale <locale>', 'the locale of a translated site to build and serve (default: its default locale)')
    .action(async (options: { root: string; port: string; host: string; outDir: string; threads: string; locale?: string; cache: boolean; cacheDir?: string }) => {
      const port = parsePort(options.port);
      if (port === undefined) return;
      const threads = parseThreads(options.threads);
      if (threads === null) return;
      // Loaded here, not at start: the other commands never pay for the renderer, chokidar and the server.
      const [{ loadConfig, CONFIG_FILE }, { runtimeDir }, { startServer }, { DevSite }, { LiveReloadHub }, { watchFiles }, { isInside }, { newExecutor }] = await Promise.all([
        import('../config/load.ts'),
        import('../bundle/bundle-client.ts'),
        import('../serve/server.ts'),
        import('../watch/dev-site.ts'),
        import('../watch/live-reload.ts'),
        import('../watch/watch-files.ts'),
        import('../files/path-inside.ts'),
        import('../api.ts'),
      ]);
      const { THEME_FOLDER } = await import('../bundle/theme/overrides.ts');
      const root = resolve(options.root);
      const outDir = resolve(root, options.outDir);
      const site = new DevSite(root, outDir, newExecutor({ root, threads, cache: cacheOf(options) }, true), options.locale);
      const hub = new LiveReloadHub();
      const print = (text: string) => process.stderr.write(`${text}\n`);
      // Warnings are repeated only when they change, so each save prints one line.
      let reported = '';
      const reportOnce = (diagnostics: Diagnostic[]) => {
        const key = JSON.stringify(diagnostics);
        if (key !== reported) report(diagnostics);
        reported = key;
      };
      const first = await site.rebuild({ all: true });
      reportOnce(first.diagnostics);
      if (!first.ok) {
        print('✘ The first build failed: fix the problems above; watching for changes.');
        hub.report(formatDiagnostics(first.diagnostics, { cwd: root, color: false }));
      } else print(`✔ Built in ${first.ms} ms`);

      const config = await loadConfig(root);
      // Read once: a baseUrl or trailingSlash changed while watching takes effect at the next start.
      const baseUrl = config.value?.site.baseUrl ?? '/';
      const trailingSlash = config.value?.site.trailingSlash;
      const server = await startServer({ root: outDir, live: true, baseUrl, trailingSlash, host: options.host, port, handle: hub.handle, transformHtml: hub.transform });

      const contentDir = config.value?.contentDir ?? resolve(root, 'content');
      const staticDir = config.value?.staticDir ?? resolve(contentDir, 'static');
      const runtime = runtimeDir();
      const themeDir = resolve(root, THEME_FOLDER);
      // Sidebars files and what site.config.ts imports (the site's own plugins) are part of the config: a change reloads it.
      // So are versions.json files and versioned sidebars.
      const versions = config.value?.versions ?? [];
      const versionFiles = versions.flatMap((file) => [file.file, ...[...file.sidebars.values()].map((sidebars) => sidebars.file)]);
      const configFiles = new Set([resolve(root, CONFIG_FILE), ...(config.value?.sidebarFiles.map((f) => f.file) ?? []), ...versionFiles, ...(config.value?.configInputs ?? [])]);
      const shown = config.value?.i18n.locales.find((l) => l.code === (options.locale ?? config.value?.i18n.defaultLocale));
      // The served locale's translations (i18n/fr/) are read again at each rebuild: an edit there rebuilds its pages.
      const i18nDir = config.value?.site.i18n && resolve(root, config.value.site.i18n.path);
      const translations = i18nDir && shown ? [resolve(i18nDir, shown.path)] : [];
      // The pages folder (src/pages): a page added, edited or deleted is a route added, changed or gone. Versioned docs are content.
      const watched = [contentDir, ...versionedFolders(versions), ...translations, resolve(root, 'src', 'pages'), ...configFiles, ...(runtime.includes('node_modules') ? [] : [runtime])];
      // The site's folder too, only the way to the pages and translations folders, which chokidar sees appear only from there.
      const towardsPages = new Set([root, resolve(root, 'src'), ...(i18nDir ? [i18nDir] : [])]);
      const inWatched = (path: string) => watched.some((root) => path === root || isInside(path, root));
      // src/theme, or the folder it would be made in: a component swizzled while watching is seen; nothing else there is followed.
      const themeAnchor = [themeDir, dirname(themeDir), root].find((dir) => existsSync(dir))!;
      const onThemePath = (path: string) => path === themeDir || isInside(path, themeDir) || isInside(themeDir, path);
      // The files the site's MDX components are bundled from, and their folders (not what lies deeper).
      const followed = new Set<string>();
      const followComponents = () => {
        const added = [...site.componentInputs.paths, ...site.themeInputs].filter((path) => !followed.has(path) && !inWatched(path));
        for (const path of added) followed.add(path);
        if (added.length > 0) watcher.add(added);
      };
      // A rebuild that threw (not one that reported errors) may have stopped anywhere: the next does everything.
      let crashed = false;
      const watcher = watchFiles([...watched, root], async ({ files }) => {
        const changes = {
          // Everything only for the config: after a failed rebuild DevSite still owes what it was asked for.
          all: crashed || files.some((f) => configFiles.has(resolve(f))),
          runtime: files.some((f) => isInside(f, runtime)),
          staticFiles: files.some((f) => isInside(f, staticDir)),
          theme: files.some((f) => resolve(f) === themeDir || isInside(f, themeDir)),
          files: files.map((f) => resolve(f)),
        };
        // Tabs reload as soon as their page is on disk: the feeds, sitemap and search index follow.
        const result = await site.rebuild(changes, (changed) => hub.reload(changed));
        crashed = false;
        followComponents();
        reportOnce(result.diagnostics);
        if (!result.ok) {
          print(`✘ Rebuild failed (${result.ms} ms); still serving the last good build.`);
          hub.report(formatDiagnostics(result.diagnostics, { cwd: root, color: false }));
          return;
        }
        const count = result.changed === '*' ? 'every page' : `${result.changed.length} page${result.changed.length === 1 ? '' : 's'}`;
        print(`✔ Rebuilt ${count} in ${result.ms} ms`);
      }, {
        ignore: (path) => !inWatched(path) && !towardsPages.has(resolve(path)) && !onThemePath(resolve(path)) && !site.componentInputs.follows(path) && !site.themeInputs.has(path),
        onError: (error) => {
          crashed = true;
          const message = error instanceof Error ? error.message : String(error);
          print(`✘ Rebuild failed: ${message}\n  Still serving the last good build; the next save rebuilds everything.`);
          hub.report(message);
        },
      });

      followComponents();
      // Said once every file is watched: a save from then on is seen.
      await new Promise<void>((ready) => watcher.once('ready', () => ready()));
      const home = config.value && shown ? localeBaseUrl(baseUrl, config.value.i18n, shown) : baseUrl;
      process.stdout.write(`Watching ${root} — serving at ${server.url}${home}  (Ctrl-C to stop)\n`);

      onShutdown(async () => {
        await watcher.close();
        hub.close();
        await server.close();
      });
    });
}

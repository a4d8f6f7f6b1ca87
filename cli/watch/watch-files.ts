import { watch, type FSWatcher } from 'chokidar';
import { relative, sep } from 'node:path';

export interface ChangeBatch {
  files: string[];
}

/**
 * Watches the given folders and files and calls `onBatch` once per burst of changes: editors
 * save in several steps, and a rebuild per step would waste the time it is meant to save.
 */
export function watchFiles(paths: string[], onBatch: (batch: ChangeBatch) => Promise<void>, options: { debounceMs?: number; ignore?: (path: string) => boolean } = {}): FSWatcher {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    const files = [...pending];
    pending.clear();
    running = running.then(() => onBatch({ files }));
  };
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path) => /(^|[\\/])(node_modules|\.git|\.sitegen)([\\/]|$)/.test(path) || /\.tmp-\d+$/.test(path) || (options.ignore?.(path) ?? false),
  });
  watcher.on('all', (_event, path) => {
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 30);
  });
  return watcher;
}

export function isInside(file: string, dir: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..';
}

import { watch, type FSWatcher } from 'chokidar';
import { stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';

export interface ChangeBatch {
  files: string[];
}

/**
 * Watches the given folders and files and calls `onBatch` once per burst of changes, one batch at
 * a time. The wait for a burst to end is short: editors write a file in one go or rename a finished
 * one over it, and every millisecond here is one more before the page is on disk.
 */
export function watchFiles(paths: string[], onBatch: (batch: ChangeBatch) => Promise<void>, options: { debounceMs?: number; ignore?: (path: string) => boolean } = {}): FSWatcher {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const queue = (path: string) => {
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 10);
  };
  const flush = () => {
    const files = [...pending];
    pending.clear();
    running = running.then(async () => {
      const before = await Promise.all(files.map(fingerprint));
      await onBatch({ files });
      // chokidar reports one change of a file per 50 ms: a write still going on when the batch
      // was read would otherwise go unseen until the next save.
      const after = await Promise.all(files.map(fingerprint));
      files.filter((_file, i) => after[i] !== before[i]).forEach(queue);
    });
  };
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path) => /(^|[\\/])(node_modules|\.git|\.sitegen)([\\/]|$)/.test(path) || /\.tmp-\d+$/.test(path) || (options.ignore?.(path) ?? false),
  });
  watcher.on('all', (_event, path) => queue(path));
  return watcher;
}

/** What a file is now, to tell whether it changed: size and modification time, or that it is gone. */
async function fingerprint(file: string): Promise<string> {
  const stats = await stat(file, { bigint: true }).catch(() => undefined);
  return stats ? `${stats.size}:${stats.mtimeNs}` : 'gone';
}

export function isInside(file: string, dir: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..';
}

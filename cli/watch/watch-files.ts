import { watch, type FSWatcher } from 'chokidar';
import { stat } from 'node:fs/promises';

export interface ChangeBatch {
  files: string[];
}

export interface WatchOptions {
  debounceMs?: number;
  ignore?: (path: string) => boolean;
  /** A batch that threw: the next batches still come. Without it, the error is rethrown. */
  onError?: (error: unknown, batch: ChangeBatch) => void;
}

/**
 * Watches the given folders and files and calls `onBatch` once per burst of changes, one batch at
 * a time. The wait for a burst to end is short: editors write a file in one go or rename a finished
 * one over it, and every millisecond here is one more before the page is on disk.
 */
export function watchFiles(paths: string[], onBatch: (batch: ChangeBatch) => Promise<void>, options: WatchOptions = {}): FSWatcher {
  const pending = new Set<string>();
  /** Each file as its last batch read it. */
  const read = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const queue = (path: string) => {
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 10);
  };
  const recheck = async (file: string) => {
    if (!pending.has(file) && (await fingerprint(file)) !== read.get(file)) queue(file);
  };
  const flush = () => {
    const files = [...pending];
    pending.clear();
    running = running.then(async () => {
      const before = await Promise.all(files.map(fingerprint));
      files.forEach((file, i) => read.set(file, before[i]));
      try {
        await onBatch({ files });
      } catch (error) {
        // A batch that threw must not end the chain: every later save would go unseen.
        if (!options.onError) throw error;
        options.onError(error, { files });
      }
      // chokidar drops a file's further changes for 50 ms after reporting one: a save during the
      // batch, or just after it (a fix right after an error was shown), would go unseen until the
      // next one. So each file is looked at again now and once that window is over.
      for (const file of files) {
        void recheck(file);
        setTimeout(() => void recheck(file), CHOKIDAR_CHANGE_WINDOW_MS).unref();
      }
    });
  };
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path) => /(^|[\\/])(node_modules|\.git|\.sitegen)([\\/]|$)/.test(path) || /\.tmp-\d+$/.test(path) || (options.ignore?.(path) ?? false),
  });
  watcher.on('all', (_event, path) => queue(path));
  return watcher;
}

/** How long chokidar ignores a file's changes after reporting one (its `_throttle('change', path, 50)`). */
const CHOKIDAR_CHANGE_WINDOW_MS = 50;

/** What a file is now, to tell whether it changed: size and modification time, or that it is gone. */
async function fingerprint(file: string): Promise<string> {
  const stats = await stat(file, { bigint: true }).catch(() => undefined);
  return stats ? `${stats.size}:${stats.mtimeNs}` : 'gone';
}

import { parkSearchWorker, takeSearchWorker } from './search-prestart.ts';
import type { SearchIndexOptions } from '../search/build-index.ts';
import type { KeepEntry, KeptIndex } from './search-keeper.ts';
import { searchablePages, type SearchGraph, type SearchPage } from '../search/extract.ts';

/** Where the search files go: the output folder, and the same folder in the output being replaced, if any. */
export interface SearchOutput {
  dir: string;
  previous?: string;
  /**
   * Whether the output being replaced has its search files as its build recorded them: `true` when
   * the staging folder's thread found them so, or else what the build recorded of each (its stat,
   * by absolute path), for the worker to stat each file against. A patch compares a file so found
   * with the kept index's bytes, not with the output's, when that index is the output's.
   */
  recorded?: true | ReadonlyMap<string, string>;
}

export interface SearchWorkerData extends SearchOutput {
  mode: SearchGraph['mode'];
  options: SearchIndexOptions;
  keep?: KeepEntry;
  /** On a build server: the worker holds the index it kept for its next job, and waits for it (parkSearchWorker). */
  hold?: boolean;
}

export type SearchJobRequest = { type: 'start'; job: SearchWorkerData } | { type: 'pages'; pages: SearchPage[] } | { type: 'finish' };
export type SearchJobReply = { type: 'added' } | ({ type: 'written' } & WrittenFiles) | { type: 'kept'; kept: KeptIndex | undefined } | { type: 'missed' } | { type: 'failed'; error: string };

export interface WrittenFiles {
  files: number;
  bytes: number;
}

export interface SearchIndexJob {
  /** Resolves once every page is indexed and every search file written. */
  finish(): Promise<WrittenFiles>;
  /** Stops the work, after a failed build. */
  cancel(): Promise<void>;
  /** The parts the worker kept the files in (search-keeper.ts) and the bytes it wrote, once they are in the cache; undefined when it kept nothing. */
  kept: Promise<KeptIndex | undefined>;
}

/** Pages per message: small enough that few sit copied in the queue at once. */
const BATCH = 100;
/**
 * Batches sent ahead of the worker. The next goes when the main thread hears that one was taken,
 * which waits for a pause in its rendering: with two ahead, the worker sat idle for a quarter of
 * a second of a 1,000-page rebuild.
 */
const AHEAD = 4;

/**
 * Starts indexing a graph for search on a worker thread, which writes the files under `out.dir`, so
 * it runs while the main thread renders. For a graph that indexesSearch(), as buildSearchFiles()
 * covers the others. Pages are sent a batch at a time, the next when the worker has taken the
 * last; once it has them all, it writes the rest of the index without waiting for finish(), as
 * the main thread is usually still rendering. With `keep`, the worker also keeps the files in the
 * cache as it makes them (search-keeper.ts), the last of them while the main thread finishes the build.
 * With `keep.patchFrom`, the worker patches the index kept there instead, and the pages are sent
 * only if it is not. With `hold` (a build server's), a worker that kept its index is kept too,
 * holding it for the next build's patch.
 */
export function startSearchIndex(graph: SearchGraph, out: SearchOutput, options: SearchIndexOptions = {}, pages: SearchPage[] = searchablePages(graph), keep?: KeepEntry, hold = false): SearchIndexJob {
  if (!keep?.patchFrom) return startWorker(graph, out, options, pages, keep, hold);
  const { patchFrom, ...full } = keep;
  let fallback: SearchIndexJob | undefined;
  let cancelled = false;
  // A miss that was on its way when the job was cancelled starts nothing.
  const patching = startWorker(graph, out, options, [], keep, hold, () => {
    if (!cancelled) fallback = startWorker(graph, out, options, pages, full, hold);
  });
  // A miss settles the patching job with the full one's results, once it has started it.
  return {
    finish: () => patching.finish().then((written) => fallback?.finish() ?? written),
    cancel: () => {
      cancelled = true;
      return Promise.all([patching.cancel(), fallback?.cancel()]).then(() => {});
    },
    kept: patching.kept.then((index) => (fallback ? fallback.kept : index)),
  };
}

function startWorker(graph: SearchGraph, out: SearchOutput, options: SearchIndexOptions, pages: SearchPage[], keep: KeepEntry | undefined, hold: boolean, onMissed?: () => void): SearchIndexJob {
  const worker = takeSearchWorker(keep?.patchFrom?.base);
  worker.ref();
  worker.postMessage({ type: 'start', job: { mode: graph.mode, dir: out.dir, previous: out.previous, recorded: out.recorded, options, keep, hold } } satisfies SearchJobRequest);
  let next = 0;
  let sent = 0;
  let added = 0;
  let resolve!: (files: WrittenFiles) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<WrittenFiles>((res, rej) => ((resolve = res), (reject = rej)));
  // Until finish() is called nobody listens: a failure then must not surface as an unhandled rejection.
  done.catch(() => {});
  let settleKept!: (index?: KeptIndex) => void;
  const kept = new Promise<KeptIndex | undefined>((res) => (settleKept = res));
  // Once: a reply that arrives as the job is cancelled stops it again, and a second terminate()
  // would drop the first one's 'exit' listener with the others, leaving cancel() waiting forever.
  let stopped: Promise<number> | undefined;
  // Once parked, the worker is the next build's: this job has nothing left to stop.
  let parked = false;
  const stop = (index?: KeptIndex) => {
    settleKept(index);
    if (parked) return Promise.resolve(0);
    return (stopped ??= (worker.removeAllListeners('exit'), worker.terminate()));
  };
  const send = () => {
    if (next < pages.length) {
      worker.postMessage({ type: 'pages', pages: pages.slice(next, next + BATCH) } satisfies SearchJobRequest);
      next += BATCH;
      sent++;
    } else if (added === sent) worker.postMessage({ type: 'finish' } satisfies SearchJobRequest);
  };
  worker.on('message', (reply: SearchJobReply) => {
    if (reply.type === 'added') {
      added++;
      send();
    } else if (reply.type === 'written') {
      resolve({ files: reply.files, bytes: reply.bytes });
      if (!keep) void stop();
    } else if (reply.type === 'kept') {
      if (hold && reply.kept && keep?.patchable && !stopped) {
        parked = true;
        settleKept(reply.kept);
        // This job's listeners only: a Worker's own are how it refs its port while someone listens.
        for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
        parkSearchWorker(worker, keep.key);
      } else void stop(reply.kept);
    } else if (reply.type === 'missed') {
      onMissed?.();
      resolve({ files: 0, bytes: 0 });
      void stop();
    } else {
      reject(new Error(`sitegen: building the search index failed:\n${reply.error}`));
      settleKept();
    }
  });
  worker.on('error', (error) => (reject(error), settleKept()));
  worker.on('exit', (code) => (reject(new Error(`sitegen: the search worker stopped (exit code ${code})`)), settleKept()));
  if (!keep?.patchFrom) {
    // At least once: with no page to index (a site of pages only), that sends the finish.
    do send();
    while (sent < AHEAD && next < pages.length);
  }
  return {
    finish: () => done,
    cancel: async () => {
      await stop();
    },
    kept,
  };
}

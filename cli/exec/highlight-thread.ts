import { takeHighlightWorker } from './highlight-prestart.ts';
import { createHighlighter, type BlockHighlighter, type HighlightedBlock } from '../content/highlighter.ts';
import type { Placeholders } from '../content/placeholders.ts';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../config/code-themes.ts';

export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
}

/** Markdown files whose code blocks to highlight before they are asked for (see blocksAhead). */
export interface HighlightAhead {
  ahead: { sources: Uint8Array[]; placeholders: Placeholders };
}

/** The themes to highlight with, sent before any block when they are not the default ones. */
export interface HighlightThemes {
  themes: CodeThemes;
}

/**
 * A block's `<pre>` comes back serialised: HTML crosses threads far more cheaply than its tree,
 * and the page then copies it instead of serialising each token's span itself.
 */
export type HighlightReply = { id: number; html: string | undefined } | { id: number; error: string };

export interface HighlightThread extends BlockHighlighter {
  /** Highlights the files' code blocks before they are asked for, each result kept for its request. */
  highlightAhead(sources: Uint8Array[], placeholders: Placeholders): void;
  close(): Promise<void>;
}

interface Pending {
  request: HighlightRequest;
  resolve: (pre: HighlightedBlock | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * Shiki on a worker thread, for a site compiled on the main thread: starting Shiki and compiling
 * each grammar on first use is most of a small site's Markdown time, and runs there while this
 * thread parses. Gives what createHighlighter() gives, serialised (HighlightReply); once the
 * thread is closed or dies, blocks are highlighted here instead.
 */
export function startHighlightThread(themes: CodeThemes = DEFAULT_CODE_THEMES): HighlightThread {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let local: ReturnType<typeof createHighlighter> | undefined;
  const highlightHere = async (code: string, lang: string) => (await (local ??= createHighlighter(themes))).highlight(code, lang);

  const worker = takeHighlightWorker();
  worker.unref();
  // The worker starts Shiki with the default themes before the config is known (highlight-prestart.ts).
  if (JSON.stringify(themes) !== JSON.stringify(DEFAULT_CODE_THEMES)) worker.postMessage({ themes } satisfies HighlightThemes);
  // Referenced only while a block is out: an idle thread must not keep the process alive.
  const settle = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  worker.on('message', (reply: HighlightReply) => {
    const task = pending.get(reply.id);
    if (!task) return;
    settle(reply.id);
    if ('error' in reply) task.reject(new Error(`sitegen: highlighting a ${task.request.lang} block failed:\n${reply.error}`));
    else task.resolve(reply.html === undefined ? undefined : { type: 'raw', value: reply.html });
  });
  // Handled on exit, which follows: without a listener, a worker's error would crash the build.
  worker.on('error', () => {});
  let alive = true;
  worker.once('exit', () => {
    alive = false;
    for (const { request, resolve, reject } of pending.values()) highlightHere(request.code, request.lang).then(resolve, reject);
    pending.clear();
  });

  return {
    highlight: (code, lang) => {
      if (!alive) return highlightHere(code, lang);
      const request = { id: nextId++, code, lang };
      return new Promise((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(request.id, { request, resolve, reject });
        worker.postMessage(request satisfies HighlightRequest);
      });
    },
    highlightAhead: (sources, placeholders) => {
      if (!alive) return;
      const { views, buffer } = packed(sources);
      worker.postMessage({ ahead: { sources: views, placeholders } } satisfies HighlightAhead, [buffer]);
    },
    // Blocks still out, or asked for later, are then highlighted here, as after a crash.
    close: async () => {
      await worker.terminate();
    },
  };
}

/**
 * The sources copied into one new buffer, to be moved to the thread: a source is often a view of
 * a larger buffer (source-slabs.ts), and posting a view clones all of its buffer (33 MiB for a
 * one-edit rebuild's single file).
 */
function packed(sources: Uint8Array[]): { views: Uint8Array[]; buffer: ArrayBuffer } {
  const buffer = new ArrayBuffer(sources.reduce((sum, bytes) => sum + bytes.length, 0));
  let at = 0;
  const views = sources.map((bytes) => {
    const view = new Uint8Array(buffer, at, bytes.length);
    view.set(bytes);
    at += bytes.length;
    return view;
  });
  return { views, buffer };
}

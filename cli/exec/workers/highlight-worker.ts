/**
 * The highlight thread (highlight-thread.ts): Shiki, its WebAssembly and its grammars, loaded and
 * run beside the main thread, which meanwhile parses Markdown. Answers each block with its id.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { unified } from 'unified';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from '../../content/highlighter.ts';
import type { FencedBlock } from '../../content/fenced-blocks.ts';
import { blocksAhead } from '../highlight-ahead.ts';
import type { HighlightAhead, HighlightReply, HighlightRequest, HighlightThemes } from '../highlight-thread.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: highlight-worker.js runs only as a worker thread');
// Below the main thread and esbuild, on the build's critical path: this thread works ahead, and
// the main thread, when it waits on a block, leaves it the core anyway. Linux renices only the
// calling thread; elsewhere the call would lower the whole process.
if (process.platform === 'linux') setPriority(10);
let highlighter = createHighlighter();
const serialiser = unified().use(rehypeStringify, { allowDangerousHtml: true }).freeze();
/** A block's `<pre>` as the page's own serialisation would write it, language labelled; undefined for an unknown language. */
const highlight = async (code: string, lang: string): Promise<string | undefined> => {
  const pre = await (await highlighter).highlight(code, lang);
  if (!pre) return undefined;
  return pre.type === 'raw' ? pre.value : serialiser.stringify({ type: 'root', children: [pre] });
};
const keyOf = (code: string, lang: string) => `${lang}\0${code}`;

/** The files still to read ahead; their blocks, in order; results until asked for; blocks asked for already. */
let files: Iterator<FencedBlock[]> | undefined;
const queue: FencedBlock[] = [];
const done = new Map<string, string | undefined>();
const asked = new Set<string>();
let draining = false;

/** The next block to highlight ahead, reading the next file when the last one's are done. */
function nextAhead(): FencedBlock | undefined {
  for (;;) {
    const block = queue.shift();
    if (block) {
      if (!asked.has(keyOf(block.code, block.lang))) return block;
      continue;
    }
    const next = files?.next();
    if (!next || next.done) return undefined;
    queue.push(...next.value);
  }
}

/**
 * One block ahead per turn of the event loop, reading a file when one is needed, so that a block
 * asked for is answered first: the main thread is waiting on it, and the guesses may be far from
 * what it parses next.
 */
function drainAhead(): void {
  const block = nextAhead();
  if (!block) {
    draining = false;
    return;
  }
  const key = keyOf(block.code, block.lang);
  asked.add(key);
  // A failure is left for the request to meet.
  highlight(block.code, block.lang)
    .then((pre) => done.set(key, pre), () => {})
    .finally(() => setImmediate(drainAhead));
}

port.on('message', async (message: HighlightRequest | HighlightAhead | HighlightThemes) => {
  if ('themes' in message) {
    // Sent first, before any block: the default themes' Shiki, started meanwhile, is dropped.
    highlighter = createHighlighter(message.themes);
    return;
  }
  if ('ahead' in message) {
    files = blocksAhead(message.ahead.sources, message.ahead.placeholders);
    if (!draining) {
      draining = true;
      setImmediate(drainAhead);
    }
    return;
  }
  const { id, code, lang } = message;
  const key = keyOf(code, lang);
  asked.add(key);
  let reply: HighlightReply;
  try {
    reply = { id, html: done.has(key) ? done.get(key) : await highlight(code, lang) };
    done.delete(key);
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

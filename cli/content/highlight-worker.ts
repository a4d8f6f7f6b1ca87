/**
 * The highlight thread (highlight-thread.ts): Shiki, its WebAssembly and its grammars, loaded and
 * run beside the main thread, which meanwhile parses Markdown. Answers each block with its id.
 */
import { parentPort } from 'node:worker_threads';
import { createHighlighter } from './highlighter.ts';
import type { HighlightReply, HighlightRequest } from './highlight-thread.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: highlight-worker.js runs only as a worker thread');
const highlighter = createHighlighter();

port.on('message', async ({ id, code, lang }: HighlightRequest) => {
  let reply: HighlightReply;
  try {
    reply = { id, pre: await (await highlighter).highlight(code, lang) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

/**
 * The highlight thread (highlight-thread.ts): Shiki, its WebAssembly and its grammars, loaded and
 * run beside the main thread, which meanwhile parses Markdown. Answers each block with its id.
 */
import type { Element } from 'hast';
import { parentPort } from 'node:worker_threads';
import { createHighlighter } from './highlighter.ts';
import type { HighlightAhead, HighlightReply, HighlightRequest } from './highlight-thread.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: highlight-worker.js runs only as a worker thread');
const highlighter = createHighlighter();
const highlight = async (code: string, lang: string) => (await highlighter).highlight(code, lang);
/** Blocks highlighted ahead, until asked for; a failure there is left for the request to meet. */
const ahead = new Map<string, Promise<{ pre: Element | undefined } | null>>();

port.on('message', async (message: HighlightRequest | HighlightAhead) => {
  if ('ahead' in message) {
    for (const { code, lang } of message.ahead) ahead.set(`${lang}\0${code}`, highlight(code, lang).then((pre) => ({ pre }), () => null));
    return;
  }
  const { id, code, lang } = message;
  const key = `${lang}\0${code}`;
  const early = ahead.get(key);
  ahead.delete(key);
  let reply: HighlightReply;
  try {
    const done = early && (await early);
    reply = { id, pre: done ? done.pre : await highlight(code, lang) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

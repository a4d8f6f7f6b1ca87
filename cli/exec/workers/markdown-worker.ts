/**
 * A worker thread of the compile pool (compile-pool.ts): compiles the Markdown files the main
 * thread sends, with its own highlighter, and answers each message with the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler, type MarkdownOptions } from '../../content/markdown.ts';
import { createHighlighter } from '../../content/highlighter.ts';
import type { CompileReply, CompileRequest } from '../compile-pool.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: markdown-worker.js runs only as a worker thread');
const options = workerData as Omit<MarkdownOptions, 'highlighter'>;
const compile = createMarkdownCompiler({ ...options, highlighter: await createHighlighter() });

port.on('message', async ({ id, source, file, context }: CompileRequest) => {
  let reply: CompileReply;
  try {
    reply = { id, result: await compile(source, file, context) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

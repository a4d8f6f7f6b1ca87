/**
 * A worker thread of the compile pool (compile-pool.ts): compiles the Markdown files the main
 * thread sends, with its own highlighter, and answers each message with the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from '../../content/markdown.ts';
import { createHighlighter } from '../../content/highlighter.ts';
import { importBundled } from '../../config/import-bundled.ts';
import type { CompileReply, CompileRequest, MarkdownWorkerData } from '../compile-pool.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: markdown-worker.js runs only as a worker thread');
const { options, codeThemes, pluginModule } = workerData as MarkdownWorkerData;
// The site's plugins are functions: this thread imports site.config.ts as the main thread bundled it.
const plugins = pluginModule ? (await import('../../config/markdown-schema.ts')).markdownPluginsOf(await importBundled(pluginModule)) : {};
const compile = createMarkdownCompiler({ ...options, ...plugins, highlighter: await createHighlighter(codeThemes) });

port.on('message', async ({ id, source, file, context }: CompileRequest) => {
  let reply: CompileReply;
  try {
    reply = { id, result: await compile(source, file, context) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

/**
 * A worker thread of the compile pool (compile-pool.ts): compiles the Markdown files the main
 * thread sends, with its own highlighter, and answers each message with the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../content/markdown.ts';
import { createHighlighter } from '../../content/highlighter.ts';
import { importBundled } from '../../config/import-bundled.ts';
import type { CompileReply, CompileRequest, MarkdownWorkerData } from '../compile-pool.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: markdown-worker.js runs only as a worker thread');
const { options, codeThemes, pluginModule } = workerData as MarkdownWorkerData;
// The site's plugins are functions: this thread imports site.config.ts as the main thread bundled it.
async function compiler(): Promise<MarkdownCompiler> {
  const plugins = pluginModule ? (await import('../../config/markdown-schema.ts')).markdownPluginsOf(await importBundled(pluginModule)) : {};
  return createMarkdownCompiler({ ...options, ...plugins, highlighter: await createHighlighter(codeThemes) });
}
const ready = compiler();
// A thread that cannot set up ends, as it did when this was top-level code: the pool then compiles its files itself.
ready.catch(() => process.exit(1));

port.on('message', async ({ id, source, file, context }: CompileRequest) => {
  const compile = await ready;
  let reply: CompileReply;
  try {
    reply = { id, result: await compile(source, file, context) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

/**
 * A worker thread of the compile pool (compile-pool.ts): compiles the Markdown files the main
 * thread sends, with its own highlighter, and answers each message with the same id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../content/markdown.ts';
import { createHighlighter } from '../../content/highlighter.ts';
import { importBundled } from '../../config/import-bundled.ts';
import type { CompileReply, CompileRequest, CompileSetup, MarkdownWorkerData } from '../compile-pool.ts';

const port = parentPort;
if (!port) throw new Error('sitegen: markdown-worker.js runs only as a worker thread');
const { codeThemes } = workerData as MarkdownWorkerData;
// Loaded as the thread starts, which may be before the pool knows how to compile (startCompileWorkers).
const highlighter = createHighlighter(codeThemes);
// The site's plugins are functions: this thread imports site.config.ts as the main thread bundled it.
async function compiler({ options, pluginModule }: CompileSetup['setup']): Promise<MarkdownCompiler> {
  const plugins = pluginModule ? (await import('../../config/markdown-schema.ts')).markdownPluginsOf(await importBundled(pluginModule)) : {};
  return createMarkdownCompiler({ ...options, ...plugins, highlighter: await highlighter });
}
// A thread that cannot set up ends: the pool then compiles its files itself.
highlighter.catch(() => process.exit(1));
let ready: Promise<MarkdownCompiler> | undefined;

port.on('message', async (message: CompileSetup | CompileRequest) => {
  // The pool's first message, so set before any file's.
  if ('setup' in message) {
    ready = compiler(message.setup);
    ready.catch(() => process.exit(1));
    return;
  }
  const { id, source, file, context } = message;
  const compile = await ready!;
  let reply: CompileReply;
  try {
    reply = { id, result: await compile(source, file, context) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

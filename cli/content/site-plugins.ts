import type { Pluggable, PluggableList, Plugin, Processor, Transformer } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/diagnostic.ts';

/** The site's unified plugins (config `markdown`), in Docusaurus' four lists. */
export interface SitePlugins {
  beforeDefaultRemarkPlugins?: PluggableList;
  remarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
  rehypePlugins?: PluggableList;
}

/** A site plugin threw (or called `file.fail()`) on a file: the compiler reports it as that file's error. */
export class SitePluginFailure extends Error {
  constructor(
    readonly plugin: string,
    readonly reason: unknown,
  ) {
    super(`${plugin} failed`);
  }
}

/**
 * The list's plugins, each wrapped to answer for itself: an error it throws becomes a
 * SitePluginFailure naming it, and the messages it leaves on the file (`file.message()`,
 * `file.info()`) become diagnostics at their lines. A plugin is named by its function's name
 * and its place in the config (`remarkShout (markdown.remarkPlugins[0])`).
 */
export function reportingPlugins(list: PluggableList | undefined, key: keyof SitePlugins): PluggableList {
  return (list ?? []).map((pluggable, i) => reporting(pluggable, `markdown.${key}[${i}]`));
}

function reporting(pluggable: Pluggable, place: string): Pluggable {
  if (typeof pluggable === 'function') return reportingPlugin(pluggable, place);
  if (Array.isArray(pluggable)) {
    const [plugin, ...parameters] = pluggable;
    return [reportingPlugin(plugin, place), ...parameters] as Pluggable;
  }
  return { ...pluggable, plugins: pluggable.plugins?.map((inner, i) => reporting(inner, `${place}.plugins[${i}]`)) };
}

type AnyPlugin = Plugin<unknown[], Node, Node>;
type Next = (error?: Error | undefined, tree?: Node, file?: VFile) => void;

function reportingPlugin(plugin: AnyPlugin, place: string): AnyPlugin {
  const name = plugin.name && plugin.name !== 'default' ? `\`${plugin.name}\` (${place})` : place;
  const failure = (reason: unknown) => (reason instanceof SitePluginFailure ? reason : new SitePluginFailure(name, reason));
  return function (this: Processor, ...parameters: unknown[]) {
    let transformer: Transformer | void;
    try {
      transformer = plugin.apply(this, parameters);
    } catch (error) {
      // Its setup failed: every file it would have transformed reports it.
      return () => {
        throw failure(error);
      };
    }
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer as (tree: Node, file: VFile, next?: Next) => unknown;
    // unified passes a callback only to a transformer that declares a third parameter.
    if (transform.length >= 3) {
      return (tree: Node, file: VFile, next: Next) => {
        const seen = file.messages.length;
        try {
          transform(tree, file, (error, ...rest) => {
            reportMessages(file, seen, name);
            next(error ? failure(error) : undefined, ...rest);
          });
        } catch (error) {
          next(failure(error));
        }
      };
    }
    return (tree: Node, file: VFile) => {
      const seen = file.messages.length;
      const done = <T>(result: T): T => {
        reportMessages(file, seen, name);
        return result;
      };
      let result: unknown;
      try {
        result = transform(tree, file);
      } catch (error) {
        throw failure(error);
      }
      if (result instanceof Promise) {
        return result.then(done, (error: unknown) => {
          throw failure(error);
        });
      }
      return done(result);
    };
  } as AnyPlugin;
}

/** The file's messages from `seen` on, left by the plugin `name`, as sitegen's diagnostics: `message()` a warning, `info()` a note. */
function reportMessages(file: VFile, seen: number, name: string): void {
  for (const message of file.messages.slice(seen)) {
    const code = message.fatal === true ? 'MarkdownPluginError' : 'MarkdownPluginWarning';
    const where = { file: file.path, line: message.line ?? undefined, column: message.column ?? undefined };
    const note = message.fatal === undefined || message.fatal === null;
    (file.data.diagnostics ??= []).push(diagnostic(code, `${name}: ${message.reason}`, where, note ? { severity: 'info' } : {}));
  }
}

/** A plugin's failure on a file, at the line its error names (a vfile message's, from `file.fail()`), without a stack. */
export function pluginFailureDiagnostic(failure: SitePluginFailure, file: string) {
  const reason = failure.reason as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown } | undefined;
  const text = typeof reason?.reason === 'string' ? reason.reason : typeof reason?.message === 'string' ? reason.message : String(failure.reason);
  const line = typeof reason?.line === 'number' ? reason.line : undefined;
  const column = typeof reason?.column === 'number' ? reason.column : undefined;
  return diagnostic('MarkdownPluginError', `${failure.plugin} failed on this file: ${text}`, { file, line, column });
}

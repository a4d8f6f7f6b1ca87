import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { compileFunction } from 'node:vm';

/** What of Node's CommonJS loader a module's code is compiled and run with. */
interface LoadedModule {
  exports: unknown;
  require(id: string): unknown;
}
interface CommonJsLoader {
  prototype: { _compile(this: LoadedModule, content: string, filename: string, ...rest: unknown[]): unknown };
  /** Node 22's own compile cache. */
  enableCompileCache?: (dir: string) => unknown;
  _resolveFilename(request: string, parent: LoadedModule, isMain: boolean, options?: unknown): string;
  _resolveLookupPaths(request: string, parent: LoadedModule): string[] | null;
  _extensions: unknown;
  _cache: unknown;
}

const Module = createRequire(import.meta.url)('node:module') as CommonJsLoader;

/** A CommonJS module's function parameters, as Node wraps its code. */
const PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];

/**
 * An `import(` on a line that is not a line comment: maybe code, so the module is left to Node. A
 * comment naming one (zod's bundle has such a line, 390 KB of code compiled afresh in every
 * build) is no call; one inside a string or a block comment still counts, which only costs time.
 */
const DYNAMIC_IMPORT = /^(?![ \t]*\/\/).*import\(/m;

export const hasDynamicImport = (content: string): boolean => DYNAMIC_IMPORT.test(content);

/**
 * Keeps V8's compiled code for sitegen's own modules (the files of `libDir`) in `dir`: a build
 * then deserialises it rather than parsing some 3 MB of JavaScript, ~40 ms of every start. The
 * data is made as a module is first compiled, so it holds the code compiled before it runs; made
 * at a process's end, holding every function it ran, it saved nothing.
 * Entries are named by lib's build id, since V8 checks the length of the code, not its bytes. V8
 * rejects data made under other flags or another V8, and the entry is made again on the next start.
 * A module with an `import()` compiles as Node compiles it: on Node 20, code from cached data
 * loses its dynamic import callback.
 */
export function useCodeCache(dir: string, libDir: string, buildId: string): void {
  // Node maps stack traces through the modules it compiles itself only.
  if (process.sourceMapsEnabled) return;
  // Node 22 and later keep compiled code themselves, for ES modules too.
  if (Module.enableCompileCache) {
    Module.enableCompileCache(dir);
    return;
  }
  const compile = Module.prototype._compile;
  const prefix = `${buildId.slice(0, 16)}-${process.version}-`;
  Module.prototype._compile = function (this: LoadedModule, content: string, filename: string, ...rest: unknown[]) {
    if (!filename.startsWith(libDir + sep) || hasDynamicImport(content)) return compile.call(this, content, filename, ...rest);
    const entry = join(dir, `${prefix}${relative(libDir, filename).split(sep).join('-')}.bin`);
    const cachedData = kept(entry);
    const run = compileFunction(content, PARAMETERS, { filename, cachedData, produceCachedData: cachedData === undefined });
    if (run.cachedDataRejected) rmSync(entry, { force: true });
    else if (run.cachedData) keep(entry, run.cachedData);
    return run.call(this.exports, this.exports, requireFor(this), this, filename, dirname(filename));
  };
}

const digest = (data: Uint8Array) => createHash('sha256').update(data).digest();
const DIGEST_BYTES = 32;

/**
 * An entry's data when its digest, kept before it, holds: V8 checks its data's header and length,
 * not its bytes, and code damaged on the disk would run.
 */
function kept(entry: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(entry);
  } catch {
    return undefined;
  }
  const data = bytes.subarray(DIGEST_BYTES);
  return bytes.length > DIGEST_BYTES && digest(data).equals(bytes.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/** Writes an entry, its data after its digest, whole or not at all: a process killed midway leaves a temporary file, which the cache's pruning deletes. */
function keep(entry: string, data: Buffer): void {
  const temporary = `${entry}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([digest(data), data]));
    renameSync(temporary, entry);
  } catch {
    // A cache that cannot be written is a cache without this entry.
  }
}

/** The `require` Node gives a module's code. */
function requireFor(module: LoadedModule): NodeJS.Require {
  const resolve = (request: string, options?: { paths?: string[] }) => Module._resolveFilename(request, module, false, options);
  resolve.paths = (request: string) => Module._resolveLookupPaths(request, module);
  return Object.assign((id: string) => module.require(id), { resolve, main: process.mainModule, extensions: Module._extensions, cache: Module._cache }) as unknown as NodeJS.Require;
}

import type { SourceBytes } from './site-files.ts';

/**
 * A source whose bytes are read only when asked for, afresh each time: a Markdown file unchanged
 * since a build that knew its digest, or one a build set aside (cli/exec/source-spill.ts).
 */
export interface DeferredSource {
  /** Its bytes' SHA-256 (hex), when known: the compile's cache keys are made of it without reading them. */
  digest?: string;
  /** The specifiers of its `import … from '…'` lines, when known (an MDX file's imports are looked for there). */
  imports?: readonly string[];
  /** Its bytes, in a buffer of their own. */
  read(): SourceBytes;
  /** Its bytes in a buffer the next view may overwrite (SourceLookup's), where that costs less than read(). */
  view?(): SourceBytes;
}

/** Whether a reader's answer is a source to read later. */
export const isDeferred = (source: SourceBytes | DeferredSource): source is DeferredSource => typeof (source as DeferredSource).read === 'function';

/**
 * Sources by path, as SiteFiles holds them, some of them deferred: a Map as the content stage
 * reads one, a deferred file's bytes read on every get. Iterating reads every deferred file: what
 * needs only those in memory, or the digests, asks for held() and deferred().
 */
export class DeferredSources extends Map<string, SourceBytes> {
  private readonly waiting = new Map<string, DeferredSource>();

  defer(path: string, source: DeferredSource): this {
    super.delete(path);
    this.waiting.set(path, source);
    return this;
  }

  /** The deferred source at `path`, if it is one. */
  deferredAt(path: string): DeferredSource | undefined {
    return this.waiting.get(path);
  }

  /** The sources in memory, without reading the others. */
  held(): MapIterator<[string, SourceBytes]> {
    return super.entries();
  }

  /** The deferred sources. */
  deferred(): MapIterator<[string, DeferredSource]> {
    return this.waiting.entries();
  }

  override get(path: string): SourceBytes | undefined {
    return this.waiting.get(path)?.read() ?? super.get(path);
  }

  override has(path: string): boolean {
    return this.waiting.has(path) || super.has(path);
  }

  override set(path: string, bytes: SourceBytes): this {
    this.waiting.delete(path);
    return super.set(path, bytes);
  }

  override delete(path: string): boolean {
    return this.waiting.delete(path) || super.delete(path);
  }

  override clear(): void {
    this.waiting.clear();
    super.clear();
  }

  override get size(): number {
    return super.size + this.waiting.size;
  }

  override *entries(): MapIterator<[string, SourceBytes]> {
    yield* super.entries();
    for (const [path, source] of this.waiting) yield [path, source.read()];
  }

  override *keys(): MapIterator<string> {
    yield* super.keys();
    yield* this.waiting.keys();
  }

  override *values(): MapIterator<SourceBytes> {
    for (const [, bytes] of this.entries()) yield bytes;
  }

  override [Symbol.iterator](): MapIterator<[string, SourceBytes]> {
    return this.entries();
  }

  override forEach(callback: (bytes: SourceBytes, path: string, map: Map<string, SourceBytes>) => void, thisArg?: unknown): void {
    for (const [path, bytes] of this.entries()) callback.call(thisArg, bytes, path, this);
  }
}

/** The deferred source at `path` of a site's sources, if they defer it. */
export const deferredAt = (sources: ReadonlyMap<string, SourceBytes>, path: string): DeferredSource | undefined => (sources instanceof DeferredSources ? sources.deferredAt(path) : undefined);

/** Sources in memory, and deferred ones: a DeferredSources' without reading them, any other map's all held. */
export function sourceEntries(sources: ReadonlyMap<string, SourceBytes>): { held: Iterable<[string, SourceBytes]>; deferred: Iterable<[string, DeferredSource]> } {
  return sources instanceof DeferredSources ? { held: sources.held(), deferred: sources.deferred() } : { held: sources, deferred: [] };
}

import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writevSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InternalError } from '../diagnostics/diagnostic.ts';
import { readAt } from '../files/read-at.ts';
import { MARKDOWN_FILE, type SiteFiles, type SourceBytes, type SourceLookup } from '../files/site-files.ts';

/** One file's bytes in the spill file. */
interface Place {
  offset: number;
  length: number;
}

/**
 * The Markdown sources of a build whose graph is built, set aside in a temporary file and read
 * back one page at a time: all that still reads them is /llms-full.txt and the `.md` routes, at
 * the build's end. At 10,000 pages their bytes (~72 MB) were held through the whole render, where
 * the build's memory peaks. The file is unlinked once open, so a killed build leaves nothing.
 */
export class SourceSpill {
  private closed = false;
  private buffer = Buffer.allocUnsafe(64 * 1024);

  /** `folder`: the file's, to remove at close where an open file cannot be unlinked (Windows). */
  private constructor(
    private readonly fd: number,
    private readonly folder: string | undefined,
  ) {}

  /**
   * Writes the Markdown sources of each site's files (locales share the bytes of a file they do not
   * translate: written once), puts in its `files` its files without them, and gives for each a
   * lookup of its sources that reads them back, and tells their digests made by `digest`.
   */
  static of(sites: ReadonlyArray<{ files?: SiteFiles }>, digest?: (bytes: Uint8Array) => string): { spill?: SourceSpill; sources: SourceLookup[] } {
    // Set aside already, while the content loaded (inPlace): kept where they are.
    if (sites.every((site) => site.files?.sources instanceof SpilledSources)) return { sources: sites.map((site) => (site.files!.sources as SpilledSources).setAside(site)) };
    const places = new Map<Uint8Array, Place>();
    const buffers: Uint8Array[] = [];
    let offset = 0;
    for (const { files } of sites) {
      for (const [path, bytes] of files?.sources ?? []) {
        if (!MARKDOWN_FILE.test(path) || !(bytes instanceof Uint8Array) || places.has(bytes)) continue;
        places.set(bytes, { offset, length: bytes.length });
        buffers.push(bytes);
        offset += bytes.length;
      }
    }
    const spill = offset > 0 ? SourceSpill.written(buffers, offset) : undefined;
    // Nowhere to write them (a full or read-only temporary folder): they stay in memory, as before.
    if (!spill) return { sources: sites.map((site) => site.files?.sources ?? new Map()) };
    const sources = sites.map((site): SourceLookup => {
      const kept = new Map<string, SourceBytes>();
      const spilled = new Map<string, Place>();
      const digests = new Map<string, string>();
      for (const [path, bytes] of site.files?.sources ?? []) {
        const place = bytes instanceof Uint8Array ? places.get(bytes) : undefined;
        if (place) {
          spilled.set(path, place);
          if (digest) digests.set(path, digest(bytes as Uint8Array));
        } else kept.set(path, bytes);
      }
      if (site.files) site.files = { ...site.files, sources: kept };
      return { get: (path) => kept.get(path) ?? spill.read(spilled.get(path)), digest: (path) => digests.get(path) };
    });
    // Its keys are the bytes: the lookups' closures would keep them.
    places.clear();
    return { spill, sources };
  }

  /**
   * Sets the Markdown of `files` aside before the content loads: its `sources` become a map that
   * reads each such file back, into a buffer of its own, each time it is asked for (the content
   * stage reads a file as it compiles it), so that the build never holds them all. `read` is told
   * of each buffer read, with its file's path; `digests`, each file's by path, are what the lookup
   * setAside() gives tells. Undefined, and `files` as they were, when the spill could not be written.
   */
  static inPlace(files: SiteFiles, read?: (bytes: Uint8Array, path: string) => void, digests?: ReadonlyMap<string, string>): SourceSpill | undefined {
    const places = new Map<string, Place>();
    const kept = new Map<string, SourceBytes>();
    const buffers: Uint8Array[] = [];
    let offset = 0;
    for (const [path, bytes] of files.sources) {
      if (!MARKDOWN_FILE.test(path) || !(bytes instanceof Uint8Array)) {
        kept.set(path, bytes);
        continue;
      }
      places.set(path, { offset, length: bytes.length });
      buffers.push(bytes);
      offset += bytes.length;
    }
    const spill = offset > 0 ? SourceSpill.written(buffers, offset) : undefined;
    if (spill) files.sources = new SpilledSources(kept, places, spill, read, digests);
    return spill;
  }

  /** A file's bytes in a buffer of their own. */
  copy(place: Place): Uint8Array {
    return this.fill(place, Buffer.allocUnsafe(place.length));
  }

  /** The file of `buffers` (`length` bytes in all), or undefined when it could not be written. */
  private static written(buffers: Uint8Array[], length: number): SourceSpill | undefined {
    let fd: number | undefined;
    let folder: string | undefined;
    try {
      folder = mkdtempSync(join(tmpdir(), 'sitegen-sources-'));
      const file = join(folder, 'markdown');
      fd = openSync(file, 'w+');
      try {
        unlinkSync(file);
        rmSync(folder, { recursive: true });
        folder = undefined;
      } catch {
        // An open file stays until closed here: removed at close.
      }
      if (writevSync(fd, buffers, 0) !== length) throw new Error('short write');
      return new SourceSpill(fd, folder);
    } catch {
      if (fd !== undefined) closeSync(fd);
      if (folder) rmSync(folder, { recursive: true, force: true });
      return undefined;
    }
  }

  /**
   * A file's bytes, in a buffer the next read reuses: a buffer of its own for each page, freed
   * only as V8 collects, raised a 10,000-page build's memory by 70 MB as /llms-full.txt was made.
   */
  read(place: Place | undefined): Uint8Array | undefined {
    if (!place) return undefined;
    if (place.length > this.buffer.length) this.buffer = Buffer.allocUnsafe(place.length);
    return this.fill(place, this.buffer.subarray(0, place.length));
  }

  /** `bytes` (place.length long) filled with the file's bytes at `place`. */
  private fill(place: Place, bytes: Uint8Array): Uint8Array {
    if (this.closed) throw new InternalError('sitegen: the Markdown set aside was read after the build ended');
    if (!readAt(this.fd, bytes, place.offset)) throw new InternalError(`sitegen: the Markdown set aside in ${tmpdir()} was cut short`);
    return bytes;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
    if (this.folder) rmSync(this.folder, { recursive: true, force: true });
  }
}

/**
 * A site's sources whose Markdown waits in a spill (SourceSpill.inPlace): a Map as the content
 * stage reads one, each Markdown file's bytes read back afresh on every get.
 */
class SpilledSources extends Map<string, SourceBytes> {
  constructor(
    kept: ReadonlyMap<string, SourceBytes>,
    private readonly places: Map<string, Place>,
    private readonly spill: SourceSpill,
    private readonly onRead?: (bytes: Uint8Array, path: string) => void,
    private readonly digests?: ReadonlyMap<string, string>,
  ) {
    super();
    for (const [path, bytes] of kept) super.set(path, bytes);
  }

  override get(path: string): SourceBytes | undefined {
    const place = this.places.get(path);
    if (!place) return super.get(path);
    const bytes = this.spill.copy(place);
    this.onRead?.(bytes, path);
    return bytes;
  }

  override has(path: string): boolean {
    return this.places.has(path) || super.has(path);
  }

  override set(path: string, bytes: SourceBytes): this {
    this.places.delete(path);
    return super.set(path, bytes);
  }

  override delete(path: string): boolean {
    return this.places.delete(path) || super.delete(path);
  }

  override clear(): void {
    this.places.clear();
    super.clear();
  }

  override get size(): number {
    return super.size + this.places.size;
  }

  override *entries(): MapIterator<[string, SourceBytes]> {
    yield* super.entries();
    for (const path of this.places.keys()) yield [path, this.get(path)!];
  }

  override *keys(): MapIterator<string> {
    yield* super.keys();
    yield* this.places.keys();
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

  /** What SourceSpill.of gives for a site whose sources these are: its files without the Markdown, and a lookup of it. */
  setAside(site: { files?: SiteFiles }): SourceLookup {
    const kept = new Map(super.entries());
    site.files = { ...site.files!, sources: kept };
    return { get: (path) => kept.get(path) ?? this.spill.read(this.places.get(path)), digest: (path) => (this.places.has(path) ? this.digests?.get(path) : undefined) };
  }
}

import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writevSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InternalError } from '../diagnostics/diagnostic.ts';
import { readAt } from '../files/read-at.ts';
import { MARKDOWN_FILE, type SiteFiles, type SourceBytes, type SourceLookup } from '../files/site-files.ts';
import { DeferredSources, sourceEntries, type DeferredSource } from '../files/deferred-sources.ts';

/** One file's bytes in the spill file. */
interface Place {
  offset: number;
  length: number;
}

/** What a file set aside tells without being read back. */
export type SpilledSource = Pick<DeferredSource, 'digest' | 'imports'>;

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
   * Writes the Markdown sources each site's files hold in memory (locales share the bytes of a
   * file they do not translate: written once), puts in its `files` its files without them, and
   * gives for each site a lookup of its Markdown that reads it back, or reads the deferred sources
   * (those unchanged since the last build, or set aside already by inPlace), and tells their
   * digests: made by `digest` for those written here.
   */
  static of(sites: ReadonlyArray<{ files?: SiteFiles }>, digest?: (bytes: Uint8Array) => string): { spill?: SourceSpill; sources: SourceLookup[] } {
    const places = new Map<Uint8Array, Place>();
    const buffers: Uint8Array[] = [];
    let offset = 0;
    for (const { files } of sites) {
      for (const [path, bytes] of sourceEntries(files?.sources ?? new Map()).held) {
        if (!MARKDOWN_FILE.test(path) || !(bytes instanceof Uint8Array) || places.has(bytes)) continue;
        places.set(bytes, { offset, length: bytes.length });
        buffers.push(bytes);
        offset += bytes.length;
      }
    }
    const spill = offset > 0 ? SourceSpill.written(buffers, offset) : undefined;
    // Nowhere to write them (a full or read-only temporary folder): they stay in memory, as before.
    if (offset > 0 && !spill) return { sources: sites.map((site) => site.files?.sources ?? new Map()) };
    const sources = sites.map((site): SourceLookup => {
      const kept = new Map<string, SourceBytes>();
      const { held, deferred } = sourceEntries(site.files?.sources ?? new Map());
      const waiting = new Map(deferred);
      for (const [path, bytes] of held) {
        const place = bytes instanceof Uint8Array ? places.get(bytes) : undefined;
        if (place) waiting.set(path, spill!.deferred(place, digest && { digest: digest(bytes as Uint8Array) }));
        else kept.set(path, bytes);
      }
      if (site.files) site.files = { ...site.files, sources: kept };
      return {
        get: (path) => {
          const source = waiting.get(path);
          return source ? (source.view ?? source.read)() : kept.get(path);
        },
        digest: (path) => waiting.get(path)?.digest,
      };
    });
    // Its keys are the bytes: the lookups' closures would keep them.
    places.clear();
    return { spill, sources };
  }

  /**
   * Sets the Markdown `files` holds in memory aside before the content loads: its `sources`
   * become a DeferredSources that reads each such file back, into a buffer of its own, each time
   * it is asked for (the content stage reads a file as it compiles it), so that the build never
   * holds them all. `known`, by path, is what each file tells without being read back: its digest,
   * its import lines' specifiers. Undefined, and `files` as they were, when the spill could not be written.
   */
  static inPlace(files: SiteFiles, known?: ReadonlyMap<string, SpilledSource>): SourceSpill | undefined {
    const places = new Map<string, Place>();
    const sources = new DeferredSources();
    const { held, deferred } = sourceEntries(files.sources);
    for (const [path, source] of deferred) sources.defer(path, source);
    const buffers: Uint8Array[] = [];
    let offset = 0;
    for (const [path, bytes] of held) {
      if (!MARKDOWN_FILE.test(path) || !(bytes instanceof Uint8Array)) {
        sources.set(path, bytes);
        continue;
      }
      places.set(path, { offset, length: bytes.length });
      buffers.push(bytes);
      offset += bytes.length;
    }
    const spill = offset > 0 ? SourceSpill.written(buffers, offset) : undefined;
    if (!spill) return undefined;
    for (const [path, place] of places) sources.defer(path, spill.deferred(place, known?.get(path)));
    files.sources = sources;
    return spill;
  }

  /** The file at `place`, to read when asked for. */
  private deferred(place: Place, known: SpilledSource | undefined): DeferredSource {
    return { ...known, read: () => this.copy(place), view: () => this.view(place) };
  }

  /** A file's bytes in a buffer of their own. */
  private copy(place: Place): Uint8Array {
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
   * A file's bytes, in a buffer the next view reuses: a buffer of its own for each page, freed
   * only as V8 collects, raised a 10,000-page build's memory by 70 MB as /llms-full.txt was made.
   */
  private view(place: Place): Uint8Array {
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

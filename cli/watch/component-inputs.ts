import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { isInside } from '../files/path-inside.ts';

/**
 * What the site's MDX components were bundled from, for watch: the files esbuild read (its
 * metafiles', see ClientBundle.componentInputs) and those a component module could be, and the
 * folders holding them with the names each held then. An edit to one of the files, or a file
 * appearing in or leaving one of the folders (a module an import now finds, or no longer), calls
 * for a new bundle; an edit to a file beside them that nothing imports does not.
 */
export class ComponentInputs {
  private constructor(
    readonly files: ReadonlySet<string>,
    private readonly folders: ReadonlyMap<string, ReadonlySet<string>>,
  ) {}

  /** The inputs as the disk has them now: each folder listed. */
  static read(files: Iterable<string>): ComponentInputs {
    const set = new Set(files);
    const folders = new Map<string, ReadonlySet<string>>();
    for (const dir of new Set([...set].map((file) => dirname(file)))) {
      folders.set(dir, new Set(listing(dir)));
    }
    return new ComponentInputs(set, folders);
  }

  /** Whether a change the watcher saw at `path` can change the bundle. */
  affects(path: string): boolean {
    if (this.files.has(path)) return true;
    const listed = this.folders.get(dirname(path));
    return listed !== undefined && listed.has(basename(path)) !== existsSync(path);
  }

  /** What the watcher must see: the files and their folders. */
  get paths(): string[] {
    return [...this.files, ...this.folders.keys()];
  }

  /**
   * Whether the watcher follows `path`: one of the files or folders, what lies right inside a
   * folder (not deeper), or a folder on the way to one that does not exist yet.
   */
  follows(path: string): boolean {
    if (this.files.has(path) || this.folders.has(path) || this.folders.has(dirname(path))) return true;
    return [...this.folders.keys()].some((folder) => isInside(folder, path));
  }
}

/** The names in a folder; none when there is no folder there (a candidate `a.tsx/index.tsx` of a module named with its extension). */
function listing(dir: string): string[] {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir) : [];
}

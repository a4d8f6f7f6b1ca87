import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };

export interface Cache {
  /** The JSON value stored under `key` in `namespace`, or undefined on a miss or a corrupt/unreadable entry. */
  get<T>(namespace: string, key: string): T | undefined;
  /** Stores a JSON-serialisable value; written atomically (temp file + rename), failures ignored. */
  set(namespace: string, key: string, value: unknown): void;
}

/** Entries of another entry format or another sitegen are misses: an upgrade starts afresh. */
const VERSION = `1/${packageJson.version}`;

interface Entry {
  version: string;
  key: string;
  value: unknown;
}

const NAMESPACE = /^[a-z0-9][a-z0-9-]*$/;

function succeeds(step: () => void): boolean {
  try {
    step();
    return true;
  } catch {
    return false;
  }
}

/** `<namespace>/<sha-256 of the key>.json`: any key makes a safe file name. */
function entryPath(namespace: string, key: string): string {
  if (!NAMESPACE.test(namespace)) throw new Error(`sitegen: cache namespace "${namespace}" is not kebab-case`);
  return join(namespace, `${createHash('sha256').update(key).digest('hex')}.json`);
}

/**
 * A cache in `dir` (e.g. <site root>/.sitegen/cache), with an in-memory layer for long-lived
 * processes (watch); `dir` undefined → memory only. The memory layer keeps each entry as JSON
 * text, so that no caller can change what the next one gets.
 */
export function openCache(dir: string | undefined): Cache {
  const memory = new Map<string, string>();
  const read = (path: string): string | undefined => {
    if (memory.has(path) || dir === undefined) return memory.get(path);
    try {
      const text = readFileSync(join(dir, path), 'utf8');
      memory.set(path, text);
      return text;
    } catch {
      return undefined;
    }
  };
  return {
    get<T>(namespace: string, key: string): T | undefined {
      const text = read(entryPath(namespace, key));
      if (text === undefined) return undefined;
      try {
        const entry = JSON.parse(text) as Partial<Entry> | null;
        return entry?.version === VERSION && entry.key === key ? (entry.value as T) : undefined;
      } catch {
        return undefined;
      }
    },
    set(namespace: string, key: string, value: unknown): void {
      const path = entryPath(namespace, key);
      const text = JSON.stringify({ version: VERSION, key, value } satisfies Entry);
      memory.set(path, text);
      if (dir === undefined) return;
      const file = join(dir, path);
      const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      const write = () => {
        mkdirSync(join(dir, namespace), { recursive: true });
        writeFileSync(temp, text);
        renameSync(temp, file);
      };
      // A cache that cannot be written is a cache that misses next time.
      if (!succeeds(write)) succeeds(() => rmSync(temp, { force: true }));
    },
  };
}

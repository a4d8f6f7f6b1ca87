import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fencedBlocks } from './fenced-blocks.ts';
import { expandPlaceholders, type Placeholders } from './placeholders.ts';
import { MARKDOWN_FILE } from './scan.ts';
import type { HighlightThread } from './highlight-thread.ts';

/**
 * Sends the code blocks of every Markdown file under `contentDir` to the highlight thread before
 * the main thread parses them. Loading each grammar on first use is most of a small site's
 * highlighting; started here, it overlaps the parsing instead of following it. The reads are
 * synchronous because asynchronous ones would finish only between the parses, too late; the
 * thread serves sites of fewer than 150 files (POOL_MIN_FILES), a few milliseconds of reading.
 * Best effort: what cannot be read is left for the compiler to report.
 */
export function highlightAhead(contentDir: string, placeholders: Placeholders, thread: HighlightThread): void {
  let entries;
  try {
    entries = readdirSync(contentDir, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !MARKDOWN_FILE.test(entry.name)) continue;
    let text;
    try {
      text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    } catch {
      continue;
    }
    thread.highlightAhead(fencedBlocks(expandPlaceholders(text.replace(/\r\n?/g, '\n'), placeholders)));
  }
}

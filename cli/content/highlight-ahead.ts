import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fencedBlocks, type FencedBlock } from './fenced-blocks.ts';
import { expandPlaceholders, type Placeholders } from './placeholders.ts';
import { readSource } from './read-source.ts';
import { MARKDOWN_FILE } from './scan.ts';

/**
 * The code blocks of every Markdown file under `contentDir`, a file at a time, as the highlight
 * thread reads them while the main thread parses: loading each grammar on first use is most of a
 * site's highlighting, and done ahead it overlaps the parsing instead of following it. Best
 * effort: what cannot be read is left for the compiler to report.
 */
export function* blocksAhead(contentDir: string, placeholders: Placeholders): Generator<FencedBlock[]> {
  let entries;
  try {
    entries = readdirSync(contentDir, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !MARKDOWN_FILE.test(entry.name)) continue;
    // Read as the compiler reads it (byte-order mark dropped, line ends normalised), or the blocks would not match.
    const { text } = readSource(join(entry.parentPath, entry.name));
    if (text !== undefined) yield fencedBlocks(expandPlaceholders(text, placeholders));
  }
}

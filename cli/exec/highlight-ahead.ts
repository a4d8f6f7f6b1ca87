import { fencedBlocks, type FencedBlock } from '../content/fenced-blocks.ts';
import { decodeSource } from '../content/decode-source.ts';
import { expandPlaceholders, type Placeholders } from '../content/placeholders.ts';

/**
 * The code blocks of each Markdown file, a file at a time, as the highlight thread reads them
 * while the main thread parses: loading each grammar on first use is most of a site's
 * highlighting, and done ahead it overlaps the parsing instead of following it. Best effort:
 * what cannot be decoded has no blocks, left for the compiler to report.
 */
export function* blocksAhead(sources: readonly Uint8Array[], placeholders: Placeholders): Generator<FencedBlock[]> {
  for (const [i, bytes] of sources.entries()) {
    // Decoded as the compiler decodes it (byte-order mark dropped, line ends normalised), or the blocks would not match.
    const { text } = decodeSource(bytes, `#${i}`);
    yield text === undefined ? [] : fencedBlocks(expandPlaceholders(text, placeholders));
  }
}

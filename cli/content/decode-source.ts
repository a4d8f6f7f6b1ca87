import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SourceBytes } from '../files/site-files.ts';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** A source file's text: strictly UTF-8, line ends normalised; every failure, a missing file included, becomes a diagnostic. */
export function sourceText(source: SourceBytes | undefined, file: string): { text?: string; diagnostics: Diagnostic[] } {
  if (source === undefined) return sourceText({ error: 'ENOENT' }, file);
  if ('error' in source) return { diagnostics: [diagnostic('UnreadableFile', `Cannot read the file (${source.error}).`, { file })] };
  return decodeSource(source, file);
}

export function decodeSource(bytes: Uint8Array, file: string): { text?: string; diagnostics: Diagnostic[] } {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const line = countLines(bytes, offset);
    return {
      diagnostics: [diagnostic('NonUtf8File', `The file is not valid UTF-8 (byte ${offset}).`, { file, line })],
    };
  }
  if (text.includes('\u0000')) {
    const line = text.slice(0, text.indexOf('\u0000')).split('\n').length;
    return { diagnostics: [diagnostic('NonUtf8File', 'The file contains NUL bytes: it looks binary, not Markdown.', { file, line })] };
  }
  if (text.trim() === '') {
    return { diagnostics: [diagnostic('EmptyFile', 'The file is empty, so it is skipped.', { file })] };
  }
  // Looked for first: most files have no `\r`, and the search is far quicker than a replace finding none.
  return { text: text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text, diagnostics: [] };
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let low = 0;
  let high = bytes.length;
  // Binary search for the shortest invalid prefix; truncated sequences at the cut are fine with stream mode.
  while (low < high) {
    const mid = (low + high) >> 1;
    try {
      strict.decode(bytes.subarray(0, mid + 1), { stream: true });
      low = mid + 1;
    } catch {
      high = mid;
    }
  }
  return low;
}

function countLines(bytes: Uint8Array, end: number): number {
  let line = 1;
  for (let i = 0; i < end && i < bytes.length; i++) if (bytes[i] === 10) line++;
  return line;
}

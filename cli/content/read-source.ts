import { readFileSync } from 'node:fs';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a text file strictly as UTF-8; every failure becomes a diagnostic. Synchronously: content
 * files are small and almost always in the page cache, where an asynchronous read's four trips
 * through the thread pool (open, stat, read, close) cost the compiling thread ten times the read.
 */
export function readSource(file: string): { text?: string; diagnostics: Diagnostic[] } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    return { diagnostics: [diagnostic('UnreadableFile', `Cannot read the file (${code}).`, { file })] };
  }
  return decodeSource(bytes, file);
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
  return { text: text.replace(/\r\n?/g, '\n'), diagnostics: [] };
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

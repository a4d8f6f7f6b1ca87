import { createHash } from 'node:crypto';
import { FIELDS, type SearchField } from '../../runtime/search/format.ts';

/** What a record's postings are made of: its id and its fields' text (a SearchRecord). */
type DigestedRecord = { id: number } & Record<SearchField, string>;

/** Int32s per record digest: 128 bits of SHA-256. */
export const DIGEST_INTS = 4;

/**
 * Writes the digest of the text a record's postings are made of (its FIELDS) at `digests[id *
 * DIGEST_INTS]`; returns whether it differs from what was there. A patch rewrites the postings of
 * the records whose digest changed only: an edit of one section leaves its page's other records,
 * and the rows of their terms, as they were.
 */
export function updateRecordDigest(digests: Int32Array, record: DigestedRecord): boolean {
  const digest = recordDigest(record);
  const at = record.id * DIGEST_INTS;
  let changed = false;
  for (let i = 0; i < DIGEST_INTS; i++) {
    if (digests[at + i] !== digest[i]) changed = true;
    digests[at + i] = digest[i];
  }
  return changed;
}

/** A record's digest as DIGEST_INTS integers. */
export function recordDigest(record: Omit<DigestedRecord, 'id'>): Int32Array {
  const bytes = createHash('sha256').update(JSON.stringify(FIELDS.map((field) => record[field]))).digest();
  return Int32Array.from({ length: DIGEST_INTS }, (_, i) => bytes.readInt32LE(i * 4));
}

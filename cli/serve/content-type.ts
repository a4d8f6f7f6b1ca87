/** What to send as Content-Type for a served file, and whether compressing it pays off. */
import path from 'node:path';

export interface ContentType {
  readonly mime: string;
  /** Text formats shrink well; images, fonts and archives are already compressed. */
  readonly compressible: boolean;
}

const text = (mime: string): ContentType => ({ mime: `${mime}; charset=utf-8`, compressible: true });
const binary = (mime: string): ContentType => ({ mime, compressible: false });

const BY_EXTENSION: Readonly<Record<string, ContentType>> = {
  '.html': text('text/html'),
  '.css': text('text/css'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.json': text('application/json'),
  '.map': text('application/json'),
  '.webmanifest': text('application/manifest+json'),
  '.xml': text('application/xml'),
  '.svg': text('image/svg+xml'),
  '.txt': text('text/plain'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.webp': binary('image/webp'),
  '.gif': binary('image/gif'),
  // Icons are usually uncompressed bitmaps, so unlike other images they do shrink.
  '.ico': { mime: 'image/x-icon', compressible: true },
  '.woff2': binary('font/woff2'),
};

const UNKNOWN = binary('application/octet-stream');

export function contentTypeFor(file: string): ContentType {
  return BY_EXTENSION[path.extname(file).toLowerCase()] ?? UNKNOWN;
}

export function isHtml(type: ContentType): boolean {
  return type === BY_EXTENSION['.html'];
}

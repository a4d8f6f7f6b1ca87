/** A file a build writes: text, or bytes made as they are (/llms-full.txt). */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
}

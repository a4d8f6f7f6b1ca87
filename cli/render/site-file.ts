/** A file the output being replaced already holds as this build would make it: linked from there, neither made nor read. */
export class KeptFile {
  constructor(readonly size: number) {}
}

/** A file a build writes: text, or bytes made as they are (/llms-full.txt). */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
}

/** A route's file: made, or kept from the output being replaced. */
export type RouteFile = SiteFile | { path: string; contents: KeptFile };

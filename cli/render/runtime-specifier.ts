/**
 * The name by which page and lazy chunks import the runtime (see runtime-boundary.ts); each page's
 * import map points it at the entry file. No Node imports here: the runtime's type-check sees it.
 */
export const RUNTIME_SPECIFIER = 'sitegen-runtime';

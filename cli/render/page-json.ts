import type { PageData } from '../graph/page-data-types.ts';

const made = new WeakMap<PageData, string>();

/**
 * A page's data as JSON, a doc's sidebar left out (its page-data file names the sidebar's own
 * file instead), made once per data object: the page-data file and the render cache's key
 * (cli/exec/render-cache.ts) are both made of it, and at 10,000 pages each JSON cost a second.
 * Kept until forgetPageJson(): watch keeps each page's data, and with it would keep every JSON.
 */
export function pageJson(data: PageData): string {
  let json = made.get(data);
  if (json === undefined) {
    // An undefined value leaves the key out of the JSON, the other keys in their order.
    json = JSON.stringify(data.kind === 'doc' ? { ...data, sidebar: undefined } : data);
    made.set(data, json);
  }
  return json;
}

/** Lets the page's JSON go once its page-data file is made. */
export function forgetPageJson(data: PageData): void {
  made.delete(data);
}

import type { PageData } from '../graph/page-data-types.ts';

/** A page's data as JSON, a doc's sidebar left out: its page-data file names the sidebar's own file instead. */
export function pageJson(data: PageData): string {
  // An undefined value leaves the key out of the JSON, the other keys in their order.
  return JSON.stringify(data.kind === 'doc' ? { ...data, sidebar: undefined } : data);
}

/**
 * The name under which a development build's runtime offers `sitegen watch`'s live reload
 * (cli/watch/live-reload.ts) to show a rebuilt page in place: `window[DEV_REFRESH]()` loads the
 * route shown again and resolves once it is, or rejects, and the tab then reloads in full.
 */
export const DEV_REFRESH = '__sitegenRefresh';

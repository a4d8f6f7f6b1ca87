/**
 * The name under which the runtime offers `sitegen watch`'s live reload (cli/watch/live-reload.ts)
 * to show a rebuilt page in place: `window[DEV_REFRESH]()` loads the route shown again and
 * resolves once it is, or rejects, and the tab then reloads in full. Every page offers it, as
 * the client router's refresh(): nothing but the live reload script, which only watch serves,
 * calls it, and a switch for it would make the development bundle another build to make and test.
 */
export const DEV_REFRESH = '__sitegenRefresh';

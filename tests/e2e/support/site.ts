import { resolve } from 'node:path';
import { startServer } from '../../../cli/serve/server.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
/** Built once per test run by tests/global-setup.ts, apart from dist/ so tests never race `npm run build`. */
export const E2E_DIST = resolve(ROOT, '.sitegen/e2e-dist');
/** tests/e2e/fixtures/theme-site, built once per test run by tests/global-setup.ts. */
export const THEME_DIST = resolve(ROOT, '.sitegen/e2e-theme-dist');

/** The built consultancy site served by sitegen's own static server on a free loopback port. */
export async function serveBuiltSite(root = E2E_DIST) {
  const server = await startServer({ root, port: 0 });
  return { url: server.url, root, close: () => server.close() };
}

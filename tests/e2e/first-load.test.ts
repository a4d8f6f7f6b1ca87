import { describe, expect, test } from 'vitest';
import { FIRST_LOAD_BUDGET, scriptsBeforeIdle } from './support/first-load.ts';
import { PAGES } from './support/pages.ts';
import { useSite } from './support/session.ts';
import { E2E_DIST } from './support/site.ts';

const site = useSite();

// The consultancy site, built once for every e2e test, has every page kind but a single author's:
// docs, a blog, a search box, an announcement bar, a dropdown.
describe('the first-load JavaScript of the consultancy site, in Chromium (issue 20)', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind}: at most ${FIRST_LOAD_BUDGET} B gzip -9 before the network is idle`, async () => {
      const { files, bytes } = await scriptsBeforeIdle((at, options) => site.open(at, options), E2E_DIST, path);
      console.log(`first load of ${kind} (${path}): ${bytes} B gzip -9, ${files.length} scripts`);
      // The runtime, and the chunk it loads once idle, count on every page.
      expect(files.filter((file) => /\/entry-|\/enhancements-/.test(file))).toHaveLength(2);
      expect(bytes, files.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    });
  }
});

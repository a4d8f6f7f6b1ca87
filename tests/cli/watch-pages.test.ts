import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFile, fixtureSite } from '../support/fixture.ts';
import { startWatch, type WatchProcess } from '../support/watch-process.ts';

/** `sitegen watch` on tests/fixtures/react-pages: a page of src/pages edited, added or deleted is served rebuilt. */
describe('sitegen watch: pages of src/pages (issue 19)', () => {
  const root = fixtureSite('react-pages');
  const file = (path: string) => join(root, path);
  let watch: WatchProcess;
  const response = (path: string) => fetch(`${watch.url}${path}`);

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('serves an edited React page and an edited Markdown page', async () => {
    expect(await (await response('/about')).text()).toContain('Read the docs');
    editFile(root, 'src/pages/about.tsx', (t) => t.replace('Read the docs', 'Read the manual'));
    await watch.served('/about', 'Read the manual');
    editFile(root, 'src/pages/notes.md', (t) => t.replace('The end.', 'The very end.'));
    await watch.served('/notes', 'The very end.');
  });

  it('serves an added page, and answers 404 for a deleted one', async () => {
    writeFileSync(file('src/pages/new.tsx'), 'export default function New() {\n  return <p className="new">A new page</p>;\n}\n');
    await watch.served('/new', 'A new page');
    rmSync(file('src/pages/foo/index.mdx'));
    await expect.poll(async () => (await response('/foo')).status, { timeout: 20_000 }).toBe(404);
  });
});

describe('sitegen watch: a pages folder made while it runs (issue 19)', () => {
  const root = fixtureSite('no-home-page');
  let watch: WatchProcess;

  beforeAll(async () => {
    watch = await startWatch(root);
  });
  afterAll(async () => {
    await watch?.stop();
  });

  it('serves the first page of a src/pages folder that did not exist', async () => {
    mkdirSync(join(root, 'src', 'pages'), { recursive: true });
    writeFileSync(join(root, 'src', 'pages', 'hello.md'), '---\ntitle: Hello\n---\n\nA page made while watch runs.\n');
    await expect.poll(async () => (await fetch(`${watch.url}/hello`)).text(), { timeout: 20_000 }).toContain('A page made while watch runs.');
  });
});

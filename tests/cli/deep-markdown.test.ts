import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCopy, sitegen } from '../support/fixture.ts';

/**
 * The probes of issue 21: block quotes 5,000 deep crashed validate with a stack overflow, a list
 * 1,000 deep took minutes and emphasis 20,000 deep more than 30 s. Generated into a copy of the
 * good fixture rather than committed.
 */
function siteWithDeepPage(): string {
  const root = fixtureCopy();
  const list = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
  const page = [
    '---',
    'title: Deep',
    '---',
    '',
    `${'>'.repeat(5000)} quoted`,
    '',
    list,
    '',
    `${'*'.repeat(20000)}stressed${'*'.repeat(20000)}`,
    '',
    'See [the install guide](./install).',
    '',
  ].join('\n');
  writeFileSync(join(root, 'content/guides/deep.md'), page);
  return root;
}

describe('a page nested thousands of levels deep', () => {
  it('validates with a NestingTooDeep warning at each place, file and line, and no stack trace', () => {
    const root = siteWithDeepPage();
    const run = sitegen(['validate', '--root', root], { cwd: root });
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('sitegen crashed');
    expect(run.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
    // The quote on line 5, the paragraph of the 16th item (line 7 + 15), the emphasis on line 1008.
    for (const line of [5, 22, 1008]) expect(run.stderr).toMatch(new RegExp(`content/guides/deep\\.md:${line}\\s+warning\\s+Markdown nests deeper than 32 levels.*\\[NestingTooDeep\\]`));
    expect(run.stderr).toMatch(/✔ \d+ routes valid/);
  });

  it('builds, keeping the text that lies deeper and the links after it', () => {
    const root = siteWithDeepPage();
    const run = sitegen(['build', '--root', root], { cwd: root });
    expect(run.status).toBe(0);
    expect(run.stderr.match(/\[NestingTooDeep\]/g)).toHaveLength(3);
    const html = readFileSync(join(root, 'dist/guides/deep/index.html'), 'utf8');
    expect(html).toContain('quoted');
    expect(html).toContain('stressed');
    expect(html).toContain('href="/guides/install"');
  });
});

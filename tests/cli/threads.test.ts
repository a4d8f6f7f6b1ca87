import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCopy, sitegen } from '../support/fixture.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

// `--threads N` compiles Markdown on worker threads; nothing a user sees may depend on it.
describe('sitegen on worker threads', () => {
  it('builds byte-identical output with and without workers, and with the highlight and writing threads of auto', () => {
    const root = fixtureCopy();
    // Enough files that auto writes most of them on a thread (cli/exec/writer-thread.ts), of sizes that fill its ring unevenly.
    for (let i = 0; i < 120; i++) writeFileSync(join(root, `content/guides/page-${i}.md`), `---\ntitle: Page ${i}\n---\n\n${'A line of the page. '.repeat(1 + ((i * 37) % 400))}\n`);
    const outputs = ['0', '2', 'auto'].map((threads) => {
      const out = join(root, `dist-${threads}`);
      const run = sitegen(['build', '--root', root, '--out-dir', out, '--threads', threads], { cwd: root });
      expect(run.stderr).toContain('✔ Built');
      expect(run.status).toBe(0);
      return treeSnapshot(out);
    });
    expect(Object.keys(outputs[0]).length).toBeGreaterThan(300);
    expect(outputs[1]).toEqual(outputs[0]);
    expect(outputs[2]).toEqual(outputs[0]);
  });

  it.each(['invalid-frontmatter-yaml', 'broken-link', 'non-utf8'])('reports the same diagnostics for %s', (broken) => {
    const root = fixtureCopy(broken);
    const [inline, pooled] = ['0', '2'].map((threads) => sitegen(['validate', '--root', root, '--json', '--threads', threads], { cwd: root }));
    expect(inline.status).toBe(1);
    expect(pooled.status).toBe(1);
    expect(JSON.parse(pooled.stdout)).toEqual(JSON.parse(inline.stdout));
    expect(JSON.parse(inline.stdout).length).toBeGreaterThan(0);
  });

  it('rejects a --threads value that is not a count', () => {
    const root = fixtureCopy();
    const run = sitegen(['build', '--root', root, '--threads', 'many'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--threads must be auto or a number from 0 to 64, not "many"');
  });
});

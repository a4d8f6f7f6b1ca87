import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSite, REPO } from '../support/fixture.ts';
import { serverAnswers } from '../../cli/exec/server/probe.ts';
import { stopServersUnder } from '../support/build-servers.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/**
 * sitegen as installed, a copy of the package's files, so that a test can upgrade it (a new lib/
 * that renders differently) without touching the repository's. In node_modules, from where its
 * packages resolve to the same files as the repository's (linked, they would not be the same).
 */
function installedSitegen(): { bin: string; upgrade: () => void } {
  const dir = join(REPO, 'node_modules', '.cache', `sitegen-cache-edits-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  for (const name of ['bin', 'lib', 'cli', 'runtime', 'package.json']) cpSync(join(REPO, name), join(dir, name), { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let upgrades = 0;
  return {
    bin: join(dir, 'bin', 'sitegen.js'),
    // What a new release does to the cache: other code (a new hash in build-id.json) that writes other pages.
    upgrade: () => {
      upgrades++;
      const chunks = join(dir, 'lib', 'chunks');
      const chunk = readdirSync(chunks).find((name) => name.endsWith('.js') && readFileSync(join(chunks, name), 'utf8').includes('var GENERATOR = `sitegen '))!;
      const code = readFileSync(join(chunks, chunk), 'utf8').replace(/var GENERATOR = `sitegen [^`]*`/, `var GENERATOR = \`sitegen next-${upgrades}\``);
      writeFileSync(join(chunks, chunk), code);
      writeFileSync(join(dir, 'lib', 'build-id.json'), JSON.stringify({ hash: `upgraded-${upgrades}` }));
    },
  };
}

/** Every file under `dir` by its path, with its bytes. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (statSync(join(dir, path)).isFile()) files.set(path, readFileSync(join(dir, path)).toString('base64'));
  }
  return files;
}

type Edit =
  | { kind: 'change'; file: number; word: string }
  | { kind: 'code'; file: number; word: string }
  | { kind: 'themes'; dark: string }
  | { kind: 'rename'; file: number }
  | { kind: 'delete'; file: number }
  | { kind: 'add'; word: string }
  | { kind: 'tag'; file: number; word: string }
  | { kind: 'reword'; file: number; word: string }
  | { kind: 'config'; word: string }
  | { kind: 'plugin'; word: string }
  | { kind: 'component'; word: string }
  | { kind: 'upgrade' }
  | { kind: 'none' };

const word = fc.constantFrom('apple', 'birch', 'cedar', 'delta', 'ember');
const file = fc.nat(20);
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), file, word }),
  fc.record({ kind: fc.constant('code' as const), file, word }),
  fc.record({ kind: fc.constant('themes' as const), dark: fc.constantFrom('dracula', 'nord', 'github-dark') }),
  fc.record({ kind: fc.constant('rename' as const), file }),
  fc.record({ kind: fc.constant('delete' as const), file }),
  fc.record({ kind: fc.constant('add' as const), word }),
  fc.record({ kind: fc.constant('tag' as const), file, word }),
  fc.record({ kind: fc.constant('reword' as const), file, word }),
  fc.record({ kind: fc.constant('config' as const), word }),
  fc.record({ kind: fc.constant('plugin' as const), word }),
  fc.record({ kind: fc.constant('component' as const), word }),
  fc.constant({ kind: 'upgrade' as const }),
  fc.constant({ kind: 'none' as const }),
);

/** The Markdown files of the site, posts and docs, in a stable order. */
const markdownFiles = (root: string) =>
  ['docs', 'blog'].flatMap((folder) => readdirSync(join(root, 'content', folder)).filter((name) => name.endsWith('.md')).sort().map((name) => join(root, 'content', folder, name)));

let added = 0;

function apply(root: string, change: Edit, upgrade: () => void): void {
  const files = markdownFiles(root);
  const pick = (n: number) => files[n % files.length];
  const rewrite = (path: string, from: RegExp, to: string) => writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
  switch (change.kind) {
    case 'change':
      return writeFileSync(pick(change.file), `${readFileSync(pick(change.file), 'utf8')}\nA line about ${change.word}.\n`);
    case 'code': {
      // A line more in a code block, or a block more: highlighted blocks are kept in the cache by their code.
      const path = pick(change.file);
      const text = readFileSync(path, 'utf8');
      return writeFileSync(path, text.includes('```bash\n') ? text.replace('```bash\n', `\`\`\`bash\necho ${change.word}\n`) : `${text}\n\`\`\`bash\necho ${change.word}\n\`\`\`\n`);
    }
    case 'themes': {
      const config = join(root, 'site.config.ts');
      if (readFileSync(config, 'utf8').includes("dark: '")) return rewrite(config, /dark: '[^']*'/, `dark: '${change.dark}'`);
      return rewrite(config, /remarkPlugins: \[remarkStamp\]/, `remarkPlugins: [remarkStamp], code: { themes: { light: 'github-light', dark: '${change.dark}' } }`);
    }
    case 'rename': {
      const from = pick(change.file);
      added++;
      return renameSync(from, from.includes('/blog/') ? join(root, 'content/blog', `2024-03-${String((added % 28) + 1).padStart(2, '0')}-moved-${added}.md`) : from.replace(/\.md$/, `-${added}.md`));
    }
    case 'delete':
      // One file of each folder stays, so that the site keeps its docs and its blog.
      if (files.filter((f) => f.includes('/blog/') === pick(change.file).includes('/blog/')).length > 1) rmSync(pick(change.file));
      return;
    case 'add':
      added++;
      return writeFileSync(join(root, 'content/docs', `added-${added}.md`), `---\ntitle: Added ${added}\n---\n\nAbout ${change.word} and {{brand}}.\n`);
    case 'tag': {
      const post = files.filter((f) => f.includes('/blog/'))[change.file % files.filter((f) => f.includes('/blog/')).length];
      return rewrite(post, /^tags: \[/m, `tags: [${change.word}, `);
    }
    case 'reword': {
      // A word of a post's excerpt for another: its summary in the lists changes, its words and reading time do not.
      const posts = files.filter((f) => f.includes('/blog/'));
      return rewrite(posts[change.file % posts.length], /^The \w+ post/m, `The ${change.word} post`);
    }
    case 'config':
      return rewrite(join(root, 'site.config.ts'), /brand: '[^']*'/, `brand: '${change.word}'`);
    case 'plugin':
      return rewrite(join(root, 'plugins/remark-stamp.ts'), /STAMP = '[^']*'/, `STAMP = '${change.word}'`);
    case 'component':
      return rewrite(join(root, 'src/theme/Footer.tsx'), /note-[a-z0-9]+/, `note-${change.word}`);
    case 'upgrade':
      return upgrade();
    case 'none':
      // Nothing changed: the build may keep its output as it is (up-to-date.ts).
      return;
  }
}

describe('the build cache (issue 20)', () => {
  const sitegen = installedSitegen();
  // Builds with the cache as a developer's run: on the build server the last one started (its sockets under `servers`).
  const servers = fileTempDir('edits-servers');
  afterAll(() => stopServersUnder(servers));

  it('after any sequence of edits, a build with the cache, on the build server or in its own process, writes the same output as one without', { timeout: 600_000 }, async () => {
    const serverFolder = join(servers, `sitegen-${process.getuid!()}`);
    const sockets = () => (existsSync(serverFolder) ? readdirSync(serverFolder).map((name) => join(serverFolder, name)) : []);
    let onServer = 0;
    const build = (root: string, out: string, ...args: string[]) => {
      const env = { ...process.env, NO_COLOR: '1', SITEGEN_SERVER: '', CI: '', TMPDIR: servers };
      const run = spawnSync(process.execPath, [sitegen.bin, 'build', '--root', root, '--out-dir', out, ...args], { encoding: 'utf8', env });
      return { status: run.status, stderr: run.stderr };
    };
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
        const root = fixtureSite('cache-edits');
        const cacheDir = join(root, 'kept-cache');
        const cached = join(root, 'out-cached');
        expect(build(root, cached, '--cache-dir', cacheDir).status).toBe(0);
        for (let i = 0; i < 100 && !(await Promise.all(sockets().map(serverAnswers))).includes(true); i++) await new Promise((resolve) => setTimeout(resolve, 50));
        for (const [i, change] of edits.entries()) {
          apply(root, change, sitegen.upgrade);
          // Every other build in a process of its own, which the next build on the server then follows.
          const withCache = build(root, cached, '--cache-dir', cacheDir, ...(i % 2 === 1 ? ['--no-server'] : []));
          if (/ on the build server$/m.test(withCache.stderr)) onServer++;
          // Outside the site: an output it holds is a file of the site to the next build.
          const reference = `${root}-reference`;
          rmSync(reference, { recursive: true, force: true });
          const without = build(root, reference, '--no-cache');
          expect(withCache.status, `${JSON.stringify(change)}\n${withCache.stderr}`).toBe(without.status);
          if (without.status === 0) expect(tree(cached), JSON.stringify(change)).toEqual(tree(reference));
        }
        await stopServersUnder(servers);
        rmSync(root, { recursive: true, force: true });
        rmSync(`${root}-reference`, { recursive: true, force: true });
      }),
      // Each run builds the site twice per edit (about a second each): few runs, and no shrinking, which would build again and again.
      // Edits of a page's text, always: the search index is patched after them (patch-index.ts), not made again;
      // and a code block's, then the code themes': highlighted blocks are kept by code, language and themes;
      // and a post's excerpt alone, which the lists' render keys read apart from their own data (render-cache.ts).
      {
        numRuns: 3,
        endOnFailure: true,
        examples: [
          [[{ kind: 'change', file: 2, word: 'apple' }, { kind: 'change', file: 5, word: 'birch' }]],
          [[{ kind: 'code', file: 0, word: 'cedar' }, { kind: 'themes', dark: 'dracula' }, { kind: 'change', file: 0, word: 'delta' }]],
          [[{ kind: 'reword', file: 0, word: 'ember' }, { kind: 'reword', file: 1, word: 'apple' }]],
        ],
      },
    );
    expect(onServer).toBeGreaterThan(0);
  });
});

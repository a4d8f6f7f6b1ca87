import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, sitegen, type JsonDiagnostic } from '../support/fixture.ts';
import { fileTempDir, tempDirs } from '../support/temp-dirs.ts';

const STARTER = [
  '.gitignore',
  'README.md',
  'content/blog/2025-01-06-welcome.md',
  'content/blog/2025-01-13-markdown-features.md',
  'content/blog/authors.yml',
  'content/blog/tags.yml',
  'content/docs/index.md',
  'content/docs/publishing/_category_.json',
  'content/docs/publishing/blog.md',
  'content/docs/publishing/deploying.md',
  'content/docs/sidebars.md',
  'content/index.md',
  'content/static/img/logo.svg',
  'package.json',
  'site.config.ts',
];

const filesOf = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();

describe('sitegen init', () => {
  const parent = fileTempDir('init');
  const created = sitegen(['init', 'lighthouse-docs'], { cwd: parent });
  const site = join(parent, 'lighthouse-docs');
  const written = filesOf(site);
  const validated = sitegen(['validate', '--root', site, '--json'], { cwd: site });
  const built = sitegen(['build', '--root', site], { cwd: site });
  const fresh = tempDirs('init-case');

  it('writes the starter site into a new folder and says what to run next', () => {
    expect(created.status).toBe(0);
    expect(written).toEqual(STARTER);
    expect(created.stderr).toContain(`✔ Wrote a starter site of ${STARTER.length} files into lighthouse-docs/. Next:\n  cd lighthouse-docs\n  npm install\n  npm run build\n`);
  });

  it('names this version of sitegen in a package.json named for the folder', () => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'lighthouse-docs',
      private: true,
      type: 'module',
      scripts: { start: 'sitegen watch', build: 'sitegen build' },
      devDependencies: { sitegen: `^${version}` },
    });
    const readme = readFileSync(join(site, 'README.md'), 'utf8');
    expect(readme).toContain('npm install');
    expect(readme).toContain('npm run build');
  });

  it('validates and builds with no diagnostic at all', () => {
    expect(validated.status).toBe(0);
    expect(JSON.parse(validated.stdout) as JsonDiagnostic[]).toEqual([]);
    expect(built.status).toBe(0);
    expect(built.stderr).toMatch(/^✔ Built 14 routes/);
  });

  it('builds a home page of real text, four docs pages in a sidebar with a category, two posts and the logo', () => {
    const dist = join(site, 'dist');
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('<h1 class="hero__title">My Site</h1>');
    expect(home).toContain('This is a new site made with sitegen.');
    for (const page of ['docs', 'docs/sidebars', 'docs/publishing/blog', 'docs/publishing/deploying', 'docs/category/publishing', 'blog/2025/01/06/welcome', 'blog/2025/01/13/markdown-features']) {
      expect(existsSync(join(dist, page, 'index.html')), page).toBe(true);
    }
    const sidebar = readFileSync(join(dist, 'docs/index.html'), 'utf8');
    expect(sidebar).toMatch(/Writing docs.*Sidebars.*Publishing.*The blog.*Deploying/s);
    expect(existsSync(join(dist, 'img/logo.svg'))).toBe(true);
    const text = STARTER.filter((file) => /\.(md|ts|yml|json)$/.test(file)).map((file) => readFileSync(join(site, file), 'utf8')).join('\n');
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon/i);
  });

  it('writes into the current folder when it is empty but for .git', () => {
    const dir = fresh();
    mkdirSync(join(dir, '.git'));
    const run = sitegen(['init'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(filesOf(dir)).toEqual(STARTER);
  });

  it('refuses a folder that is not empty, with a coded error, writing nothing', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'notes.md'), 'mine');
    const run = sitegen(['init', dir], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error  The folder is not empty (it holds notes.md), so nothing was written.  [InitFolderNotEmpty]');
    expect(run.stderr).toContain('pass --force');
    expect(run.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
    expect(readdirSync(dir)).toEqual(['notes.md']);
  });

  it('with --force, writes the starter beside the files there, replacing those of the same names', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'notes.md'), 'mine');
    writeFileSync(join(dir, 'README.md'), 'old');
    const run = sitegen(['init', '--force'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(filesOf(dir)).toEqual([...STARTER, 'notes.md'].sort());
    expect(readFileSync(join(dir, 'notes.md'), 'utf8')).toBe('mine');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('npm run build');
  });

  it('refuses a file in place of the folder', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'site'), '');
    const run = sitegen(['init', 'site', '--force'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('This is a file: the starter site is written into a folder.  [InitWriteFailed]');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitegen, REPO } from '../support/fixture.ts';
import { writeGeneratedSite } from '../../bench/generate-site.ts';

// A generated 50-page site in a folder outside the repository, with only the minimal config:
// the `sitegen` import must resolve without the repository's node_modules.
describe('a generated 50-page bench site', () => {
  let root: string;
  let out: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sitegen-bench-50-'));
    out = mkdtempSync(join(tmpdir(), 'sitegen-bench-50-out-'));
    await writeGeneratedSite(root, { pages: 50 });
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('lies outside the repository', () => {
    expect(root.startsWith(REPO)).toBe(false);
  });

  it('validates with exit 0 and no errors', () => {
    const run = sitegen(['validate', '--root', root], { cwd: root });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/✔ \d+ routes valid/);
  }, 120_000);

  it('builds an index.html for every route of its graph', () => {
    const graphFile = join(root, 'graph.json');
    const graph = sitegen(['graph', '--root', root, '--out', graphFile], { cwd: root });
    expect(graph.status).toBe(0);
    const routes = (JSON.parse(readFileSync(graphFile, 'utf8')) as { routes: Array<{ kind: string; path: string }> }).routes;
    expect(routes.filter((r) => r.kind === 'doc')).toHaveLength(15);
    expect(routes.filter((r) => r.kind === 'blogPost')).toHaveLength(35);

    const build = sitegen(['build', '--root', root, '--out-dir', out], { cwd: root });
    expect(build.stderr).toContain(`✔ Built ${routes.length} routes`);
    expect(build.status).toBe(0);
    const missing = routes.map((r) => join(out, r.path.replace(/\/+$/, ''), 'index.html')).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
    expect(existsSync(join(out, '404.html'))).toBe(true);
  }, 120_000);
});

describe('the bench script', () => {
  it('answers --help and an unknown option with its usage, without a stack trace', () => {
    const bench = (args: string[]) => spawnSync(process.execPath, [join(REPO, 'lib', 'bench.js'), ...args], { encoding: 'utf8' });
    const help = bench(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: node lib\/bench\.js/);
    const unknown = bench(['run', '--bogus']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--bogus'");
    expect(unknown.stderr).toContain('usage: node lib/bench.js');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});

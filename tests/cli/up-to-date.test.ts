import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, sitegen } from '../support/fixture.ts';

const UP_TO_DATE = /^✔ dist\/ is up to date: nothing changed since it was built \(\d+ routes, \d+ files, [\d.]+ [KM]?B\); checked in \d+ ms$/m;
const BUILT = /^✔ Built \d+ routes/m;

/** Every file of an output folder by its path, with its bytes. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (statSync(join(dir, path)).isFile()) files.set(path, readFileSync(join(dir, path), 'base64'));
  }
  return files;
}

/** Dates a file back a minute, bytes unchanged: what a checkout or a copy does to dates. */
function ageBack(path: string): void {
  const then = new Date(Date.now() - 60_000);
  utimesSync(path, then, then);
}

describe('sitegen build when nothing changed since the last build (issue 20)', () => {
  let root: string;
  let dist: string;
  const build = (...args: string[]) => {
    const run = sitegen(['build', '--root', root, ...args], { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    return run.stderr;
  };

  beforeAll(() => {
    root = fixtureCopy();
    dist = join(root, 'dist');
    // The fixture's files as a checkout leaves them, settled well before the build.
    for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' })) ageBack(join(root, path));
    expect(build()).toMatch(BUILT);
  });

  it('keeps the output as it is, reports the last build\'s warnings again, and says so', { timeout: 60_000 }, () => {
    const before = { folder: statSync(dist).ino, page: statSync(join(dist, 'index.html')).mtimeMs, files: tree(dist) };
    const first = sitegen(['build', '--root', root], { cwd: root });
    const again = build();
    expect(again).toMatch(UP_TO_DATE);
    expect(again).toContain('0 errors, 1 warning');
    expect(again.replace(UP_TO_DATE, '')).toBe(first.stderr.replace(UP_TO_DATE, ''));
    expect(statSync(dist).ino).toBe(before.folder);
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(before.page);
    expect(tree(dist)).toEqual(before.files);
  });

  it('builds again after an edit, a touch, a damaged output, another output folder, or with --no-cache', { timeout: 240_000 }, () => {
    const install = join(root, 'content/guides/install.md');
    const text = readFileSync(install, 'utf8');
    writeFileSync(install, `${text}\nOne more line.\n`);
    ageBack(install);
    expect(build()).toMatch(BUILT);
    expect(readFileSync(join(dist, 'guides/install/index.html'), 'utf8')).toContain('One more line.');
    expect(build()).toMatch(UP_TO_DATE);

    // The same bytes under a new date: built again (from the cache), to the same output.
    const files = tree(dist);
    utimesSync(install, new Date(), new Date(Date.now() - 30_000));
    expect(build()).toMatch(BUILT);
    expect(tree(dist)).toEqual(files);

    rmSync(join(dist, 'guides/install/index.html'));
    expect(build()).toMatch(BUILT);
    expect(tree(dist)).toEqual(files);
    writeFileSync(join(dist, 'stray.html'), '<p>left by hand</p>');
    expect(build()).toMatch(BUILT);
    expect(tree(dist)).toEqual(files);

    expect(build('--no-cache')).toMatch(BUILT);
    expect(build('--out-dir', join(root, 'elsewhere'))).toMatch(BUILT);
    expect(build('--dev')).toMatch(BUILT);
    expect(build()).toMatch(BUILT);
    expect(build()).toMatch(UP_TO_DATE);
  });

  it('is up to date after a rebuild, and again after an output file touched since is built over', { timeout: 240_000 }, () => {
    // A rebuild records its output from what it linked and wrote, without walking it.
    const guide = join(root, 'content/guides/index.md');
    writeFileSync(guide, `${readFileSync(guide, 'utf8')}\nA line for the record.\n`);
    ageBack(guide);
    expect(build()).toMatch(BUILT);
    expect(build()).toMatch(UP_TO_DATE);
    // A page and a site-wide file touched by hand, then built over with an edit: both linked
    // again, their dates as touched, which the record must say.
    for (const [i, file] of ['guides/install/index.html', 'sitemap.xml'].entries()) {
      ageBack(join(dist, file));
      writeFileSync(guide, `${readFileSync(guide, 'utf8')}\nEdit ${i}.\n`);
      ageBack(guide);
      expect(build()).toMatch(BUILT);
      expect(build()).toMatch(UP_TO_DATE);
    }
  });

  it('builds again when the config changes, even only what it reads from the environment', { timeout: 120_000 }, () => {
    const config = join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("tagline: 'A small site for tests'", 'tagline: process.env.TAGLINE ?? \'A small site for tests\''));
    ageBack(config);
    expect(build()).toMatch(BUILT);
    expect(build()).toMatch(UP_TO_DATE);
    const run = sitegen(['build', '--root', root], { cwd: root, env: { TAGLINE: 'Read from the environment' } });
    expect(run.stderr).toMatch(BUILT);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('Read from the environment');
  });
});

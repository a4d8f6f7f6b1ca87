import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, REPO } from '../support/fixture.ts';
import { fileTempDir } from '../support/temp-dirs.ts';

/**
 * A crash is a bug, but it must still end the process: a build that crashed while its threads
 * compiled the content once printed the report and then waited on them for ever (a CI job would
 * hang until its timeout).
 */
describe('sitegen build crashing while the content compiles', () => {
  it('reports the crash and exits 1 at once', () => {
    // An installation missing a folder of its own: the built-in translations, read as the content compiles.
    const install = fileTempDir('broken-install');
    for (const entry of ['bin', 'lib', 'runtime', 'package.json']) cpSync(join(REPO, entry), join(install, entry), { recursive: true });
    symlinkSync(join(REPO, 'node_modules'), join(install, 'node_modules'), 'dir');
    const site = fixtureCopy();
    const run = spawnSync(process.execPath, [join(install, 'bin/sitegen.js'), 'build', '--root', site, '--no-cache'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('sitegen crashed. This is a bug in sitegen');
    expect(run.stderr).toContain('cannot find its cli/translations/builtin/ folder');
  });
});

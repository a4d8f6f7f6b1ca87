import { cpSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, fixtureSite, REPO } from '../support/fixture.ts';
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

describe('sitegen left waiting on work that can no longer complete', () => {
  it('says it is a bug instead of ending silently', () => {
    // The fault: every worker thread stops, but the promise of its stopping never settles.
    const preload = join(fileTempDir('stall-preload'), 'stall.mjs');
    writeFileSync(preload, "import { Worker } from 'node:worker_threads';\nconst terminate = Worker.prototype.terminate;\nWorker.prototype.terminate = function () {\n  void terminate.call(this);\n  return new Promise(() => {});\n};\n");
    // A build failing as it renders waits for its search worker to stop.
    const site = fixtureSite('mdx-theme-page');
    writeFileSync(join(site, 'content/docs/wrong.mdx'), "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"a\">One</TabItem>\n  <TabItem value=\"a\">Two</TabItem>\n</Tabs>\n");
    const run = spawnSync(process.execPath, ['--import', preload, join(REPO, 'bin/sitegen.js'), 'build', '--root', site], { encoding: 'utf8', timeout: 20_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(13);
    expect(run.stderr).toContain('sitegen stopped before it finished: it was waiting for work that can no longer complete. This is a bug in sitegen');
  });
});

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverAddress } from '../../cli/exec/server/address.ts';
import { buildServerPid } from '../../bench/measure/build-server.ts';
import { processCpuMs } from '../../bench/measure/process-tree.ts';
import { askToStop, serverAnswers } from '../../cli/exec/server/probe.ts';
import { askStatus } from '../../cli/exec/server/control.ts';
import { editFile, fixtureCopy, REPO, sitegen, type RunResult } from '../support/fixture.ts';
import { siteWithPlugin, writePlugin } from '../support/plugin-site.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { stopServersUnder } from '../support/build-servers.ts';
import { treeSnapshot } from '../support/tree-snapshot.ts';

const ON_SERVER = / on the build server$/m;
const socketsDir = tempDirs('servers');

/** The environment of a developer's `sitegen build`: not on CI, the server on, its sockets under `tmp`. */
const serverEnv = (tmp: string, env: Record<string, string> = {}) => ({ SITEGEN_SERVER: '', CI: '', TMPDIR: tmp, SITEGEN_SERVER_IDLE_MINUTES: '1', ...env });

function build(root: string, tmp: string, args: string[] = [], env: Record<string, string> = {}): RunResult {
  return sitegen(['build', ...args], { cwd: root, env: serverEnv(tmp, env) });
}

/** `sitegen build` started and left running: its process, and its exit code and stderr once it ends. */
function startBuild(root: string, tmp: string) {
  const child = spawn(process.execPath, [join(REPO, 'bin/sitegen.js'), 'build'], { cwd: root, env: { ...process.env, NO_COLOR: '1', ...serverEnv(tmp) } });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const ended = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => child.on('close', (status, signal) => resolve({ status, signal, stderr })));
  return { child, ended };
}

/** Pages enough that building them all again takes the server a second or more. */
function addPages(root: string, count: number): void {
  const body = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of a page that makes the build long enough to be stopped.`).join('\n\n');
  mkdirSync(join(root, 'content/guides/many'), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(root, `content/guides/many/page-${i}.md`), `---\ntitle: Page ${i}\n---\n\n${body}\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n`);
}

const folderOf = (tmp: string) => join(tmp, `sitegen-${process.getuid!()}`);
const sockets = (tmp: string) => (existsSync(folderOf(tmp)) ? readdirSync(folderOf(tmp)).filter((name) => name.endsWith('.sock')) : []);

async function until(test: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !(await test()); ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether the server on `socket` says it is running a build: a test that only watched its CPU took
 * its loading for one. Asked on the socket, as `sitegen server status` does, without a process per poll.
 */
const building = async (socket: string) => (await askStatus(socket))?.status?.building === true;

async function serverUp(tmp: string): Promise<string> {
  await until(() => sockets(tmp).length === 1, 'the build server');
  const socket = join(folderOf(tmp), sockets(tmp)[0]);
  for (let i = 0; i < 100 && !(await serverAnswers(socket)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}

const started: string[] = [];
afterEach(async () => {
  for (const tmp of started.splice(0)) await stopServersUnder(tmp);
});

function newSite(root = fixtureCopy()): { root: string; tmp: string } {
  const tmp = socketsDir();
  started.push(tmp);
  return { root, tmp };
}

describe('sitegen build on a build server (issue 20)', () => {
  it('runs the next build on the server the last one started, writing what a build of its own writes', async () => {
    const { root, tmp } = newSite();
    const first = build(root, tmp);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).not.toMatch(ON_SERVER);
    await serverUp(tmp);
    // Its garbage collected on its own thread, its heap and young generation let grow (start.ts): the server's command line says so.
    const pid = buildServerPid(join(root, '.sitegen/cache'))!;
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--single-threaded-gc', '--heap-growing-percent=100', '--max-semi-space-size=64']));

    editFile(root, 'content/guides/install.md', (text) => `${text}\nA paragraph added after the first build.\n`);
    const second = build(root, tmp);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/^✔ Built \d+ routes \(\d+ files, [\d.]+ [KM]?B\) into dist\/ in \d+ ms on the build server$/m);
    expect(readFileSync(join(root, 'dist/guides/install/index.html'), 'utf8')).toContain('A paragraph added after the first build.');
    expect(build(root, tmp).stderr).toMatch(/up to date: .* on the build server$/m);

    const own = build(root, tmp, ['--no-cache', '--no-server', '--out-dir', 'own']);
    expect(own.stderr).not.toMatch(ON_SERVER);
    expect(treeSnapshot(join(root, 'dist'))).toEqual(treeSnapshot(join(root, 'own')));
  });

  it('writes after each edit what a build of its own writes, taking what its last build kept: the compiled packs it read, the render keys it made', async () => {
    const { root, tmp } = newSite();
    addPages(root, 90);
    expect(build(root, tmp).status).toBe(0);
    await serverUp(tmp);
    const page = (n: number) => `content/guides/many/page-${n}.md`;
    const append = (file: string, text: string) => editFile(root, file, (source) => `${source}\n${text}\n`);
    const edits: Array<() => void> = [
      () => append(page(3), 'Edit of page 3.'),
      () => append(page(5), 'Edit of page 5.'),
      // A tenth of the pages and more: the compiled packs are made again.
      () => Array.from({ length: 20 }, (_, n) => append(page(n * 4), `Edit of page ${n * 4}.`)),
      // A post's excerpt and another's title: the lists that show them, the home page's latest posts.
      () => editFile(root, 'content/blog/2025-03-02-third.md', (source) => source.replace('The third one.', 'The third one, edited.')),
      () => editFile(root, 'content/blog/2025-01-10-second-post.md', (source) => source.replace('title: Second post', 'title: Second post, renamed')),
      () => append(page(7), 'Edit of page 7.'),
    ];
    for (const [i, edit] of edits.entries()) {
      edit();
      const run = build(root, tmp);
      expect(run.stderr).toMatch(ON_SERVER);
      const own = build(root, tmp, ['--no-cache', '--no-server', '--out-dir', 'own']);
      expect(own.status, own.stderr).toBe(0);
      expect(treeSnapshot(join(root, 'dist')), `edit ${i}`).toEqual(treeSnapshot(join(root, 'own')));
    }
    expect(readFileSync(join(root, 'dist/guides/many/page-4/index.html'), 'utf8')).toContain('Edit of page 4.');
    expect(readFileSync(join(root, 'dist/blog/index.html'), 'utf8')).toContain('Second post, renamed');
    // Thirteen builds: 23 s alone on a slow hour's machine, past 30 s beside the rest of the suite.
  }, 90_000);

  it('loads the stages a build needs while it waits for its first build', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp, ['--no-server']).status).toBe(0);
    // Started as a build starts it, with Node saying which files it loads.
    const server = spawn(process.execPath, [join(REPO, 'lib/build-server.js'), join(root, '.sitegen/cache')], { env: { ...process.env, ...serverEnv(tmp), NODE_DEBUG: 'module' } });
    let loads = '';
    server.stderr.setEncoding('utf8').on('data', (text: string) => (loads += text));
    await serverUp(tmp);
    const stages = /load "[^"]*\/lib\/chunks\/(load-content|render-site|write-site|page-markdown)-\w+\.js"/g;
    await until(() => new Set([...loads.matchAll(stages)].map((found) => found[1])).size === 4, 'the stages to load');
    const before = loads.length;
    editFile(root, 'content/guides/install.md', (text) => `${text}\nA paragraph added while the server waited.\n`);
    const run = build(root, tmp);
    expect(run.stderr).toMatch(ON_SERVER);
    expect(`${loads.slice(before)}${run.stderr}`).not.toMatch(stages);
  });

  it('says with `sitegen server` whether a server runs for the site and what it has done, and stops it with `sitegen server stop`', async () => {
    const { root, tmp } = newSite();
    const server = (args: string[] = [], cwd = root) => sitegen(['server', ...args], { cwd, env: serverEnv(tmp) });
    expect(server().stdout).toBe('No build server is running for .sitegen/cache.\n');
    expect(build(root, tmp).status).toBe(0);
    const socket = await serverUp(tmp);
    const pid = buildServerPid(join(root, '.sitegen/cache'));
    expect(server().stdout).toMatch(new RegExp(`^Build server for \\.sitegen/cache: pid ${pid}, up \\d+ s, 0 builds, exits in (1 min|5\\d s) without another, [\\d.]+ MB of memory\\.\\n$`));
    editFile(root, 'content/guides/install.md', (text) => `${text}\nA paragraph added for the server to build.\n`);
    expect(build(root, tmp).stderr).toMatch(ON_SERVER);
    expect(server().stdout).toMatch(/, 1 build \(the last \d+ s ago\), exits in (1 min|5\d s) without another, /);
    // From anywhere, every server of the user's, by its cache folder.
    expect(server(['--all'], tmp).stdout).toContain(`Build server for ${join(root, '.sitegen/cache')}: pid ${pid}, `);
    expect(server(['status', '--root', 'content']).stdout).toBe(`No build server is running for content/.sitegen/cache.\n`);

    const stopped = server(['stop']);
    expect(stopped.stdout).toBe(`✔ Stopped the build server for .sitegen/cache (pid ${pid}).\n`);
    expect(existsSync(socket)).toBe(false);
    await until(() => buildServerPid(join(root, '.sitegen/cache')) === undefined, 'the server to exit');
    expect(server(['stop']).stdout).toBe('No build server is running for .sitegen/cache.\n');
    expect(build(root, tmp).stderr).not.toMatch(ON_SERVER);
    expect(server(['restart']).stderr).toContain("Allowed choices are status, stop.");
  });

  it('stops only once the build in progress has ended: that build is not lost', async () => {
    const { root, tmp } = newSite();
    addPages(root, 600);
    expect(build(root, tmp).status).toBe(0);
    const socket = await serverUp(tmp);
    editFile(root, 'site.config.ts', (text) => text.replace("title: 'Fixture Site'", "title: 'Renamed Site'"));
    const running = startBuild(root, tmp);
    await until(() => building(socket), 'the server to be building');
    const stopped = sitegen(['server', 'stop'], { cwd: root, env: serverEnv(tmp) });
    expect(stopped.stderr).toContain('Waiting for the build server for .sitegen/cache');
    expect(stopped.stdout).toContain('✔ Stopped the build server');
    const ended = await running.ended;
    expect(ended.status, ended.stderr).toBe(0);
    expect(ended.stderr).toMatch(ON_SERVER);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('Renamed Site');
  }, 60_000);

  it("creates the files it writes with the command's umask, not the server's", async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp).status).toBe(0);
    await serverUp(tmp);
    editFile(root, 'content/guides/install.md', (text) => `${text}\nWritten under another umask.\n`);
    const run = spawnSync('sh', ['-c', 'umask 077 && exec "$@"', 'sh', process.execPath, join(REPO, 'bin/sitegen.js'), 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...serverEnv(tmp) } });
    expect(run.stderr).toMatch(ON_SERVER);
    expect(statSync(join(root, 'dist/guides/install/index.html')).mode & 0o777).toBe(0o600);
  });

  it('relays a failed build: its diagnostics, its exit code, and the output left as it was', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp).status).toBe(0);
    await serverUp(tmp);
    const before = treeSnapshot(join(root, 'dist'));
    editFile(root, 'content/guides/install.md', (text) => text.replace(/^title: .*$/m, 'title: [unclosed'));
    const failed = build(root, tmp);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('content/guides/install.md');
    expect(failed.stderr).toContain('✘ Build failed; the previous output was left untouched.');
    expect(treeSnapshot(join(root, 'dist'))).toEqual(before);
    // A usage error is the server's to report too, and it lives on.
    const usage = build(root, tmp, ['--no-such-option']);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toBe("error: unknown option '--no-such-option'\n");
    expect(await serverAnswers(join(folderOf(tmp), sockets(tmp)[0]))).toBe(true);
  });

  it('builds in its own process past a socket no server answers, and a new server takes its place', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp).status).toBe(0);
    const socket = await serverUp(tmp);
    askToStop(socket);
    await until(() => !existsSync(socket), 'the server to stop');
    // What a server killed outright leaves: a file nobody listens on.
    writeFileSync(socket, '');
    const run = build(root, tmp);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(ON_SERVER);
    for (let i = 0; i < 200 && !(await serverAnswers(socket)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await serverAnswers(socket)).toBe(true);
    expect(build(root, tmp).stderr).toMatch(ON_SERVER);
  });

  it('starts no server with --no-server, --no-cache, SITEGEN_SERVER=0 or on CI', async () => {
    const { root, tmp } = newSite();
    for (const [args, env] of [[['--no-server'], {}], [['--no-cache'], {}], [[], { SITEGEN_SERVER: '0' }], [[], { CI: 'true' }]] as const) {
      const run = build(root, tmp, [...args], env);
      expect(run.status, run.stderr).toBe(0);
    }
    // A server is listening within a second of the build that starts one (the tests above).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sockets(tmp)).toEqual([]);
  });

  it('exits once idle for SITEGEN_SERVER_IDLE_MINUTES, removing its socket', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp, [], { SITEGEN_SERVER_IDLE_MINUTES: '0.02' }).status).toBe(0);
    const socket = await serverUp(tmp);
    await until(() => !existsSync(socket), 'the idle server to exit');
  });

  it('removes its socket when stopped by a signal', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp).status).toBe(0);
    const socket = await serverUp(tmp);
    process.kill(buildServerPid(join(root, '.sitegen/cache'))!, 'SIGTERM');
    await until(() => !existsSync(socket), 'the socket to go');
  });

  it('stops the server of an older sitegen for the same cache as it starts', async () => {
    const { root, tmp } = newSite();
    const older = join(folderOf(tmp), `${serverAddress(join(root, '.sitegen/cache'), 'any build')!.cachePrefix}-000000000000.sock`);
    build(root, tmp, ['--no-server']);
    mkdirSync(folderOf(tmp), { recursive: true, mode: 0o700 });
    const told = new Promise<string>((resolve) => {
      const server = createServer((socket) => socket.setEncoding('utf8').on('data', (text: string) => {
        resolve(text);
        server.close();
      }));
      server.listen(older);
    });
    const run = build(root, tmp);
    expect(run.status, run.stderr).toBe(0);
    expect(await told).toBe('{"stop":true}\n');
    rmSync(older, { force: true });
  });

  it('builds in its own process once a package the config imports has changed, which the server had loaded', async () => {
    const { plugin, root: site } = siteWithPlugin();
    const { root, tmp } = newSite(site);
    const page = join(root, 'dist/guides/install/index.html');
    expect(build(root, tmp).status).toBe(0);
    await serverUp(tmp);
    editFile(root, 'content/guides/install.md', (text) => `${text}\nAnd the end.\n`);
    expect(build(root, tmp).stderr).toMatch(ON_SERVER);
    expect(readFileSync(page, 'utf8')).toContain('And THE end.');
    // An edit in the workspace the package is linked from: Node would keep the old code loaded.
    writePlugin(plugin, 'ThE');
    const run = build(root, tmp);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(ON_SERVER);
    expect(readFileSync(page, 'utf8')).toContain('And ThE end.');
    // The new server loads the package as it is when it first builds.
    await serverUp(tmp);
    writePlugin(plugin, 'tHe');
    expect(build(root, tmp).stderr).toMatch(ON_SERVER);
    expect(readFileSync(page, 'utf8')).toContain('And tHe end.');
  });

  it('runs builds handed to it at once one after the other', async () => {
    const { root, tmp } = newSite();
    expect(build(root, tmp).status).toBe(0);
    await serverUp(tmp);
    editFile(root, 'content/guides/install.md', (text) => `${text}\nOne more line.\n`);
    const [one, two] = await Promise.all([startBuild(root, tmp).ended, startBuild(root, tmp).ended]);
    expect([one.status, two.status]).toEqual([0, 0]);
    expect(one.stderr).toMatch(ON_SERVER);
    expect(two.stderr).toMatch(ON_SERVER);
    // Whichever ran second found the output the first had just built.
    expect([one.stderr, two.stderr].filter((stderr) => stderr.includes('up to date'))).toHaveLength(1);
  });

  it("stops the build when the command is stopped (Ctrl-C), as a build in the command's own process would, leaving the output as it was", async () => {
    const { root, tmp } = newSite();
    addPages(root, 600);
    expect(build(root, tmp).status).toBe(0);
    const socket = await serverUp(tmp);
    const before = treeSnapshot(join(root, 'dist'));
    // Every page rendered again.
    editFile(root, 'site.config.ts', (text) => text.replace("title: 'Fixture Site'", "title: 'Renamed Site'"));
    const server = buildServerPid(join(root, '.sitegen/cache'))!;
    const running = startBuild(root, tmp);
    // Stopped once the server is well into the build, which takes it ~2 s. Its CPU counted from
    // then: before, loading what a build needs after it began listening could pass for the build.
    await until(() => building(socket), 'the server to be building');
    const idle = processCpuMs(server)!;
    await until(() => processCpuMs(server)! - idle >= 300, 'the server to be well into the build');
    running.child.kill('SIGINT');
    const ended = await running.ended;
    expect(ended.stderr).not.toMatch(/Built \d+ routes/);
    await until(() => !existsSync(socket), 'the server to stop with its build');
    expect(treeSnapshot(join(root, 'dist'))).toEqual(before);
    // The next build runs in its own process, and builds what was asked.
    const next = build(root, tmp);
    expect(next.stderr).not.toMatch(ON_SERVER);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain('Renamed Site');
    // Two builds of 600 pages in their own processes and one stopped on the server: 16-29 s alone or in a loaded suite, 38 s once on CI.
  }, 90_000);
});

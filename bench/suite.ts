import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { DEFAULT_SEED, writeGeneratedSite } from './generate-site.ts';
import { planSite } from './generator/plan.ts';
import { benchPaths, type BenchPaths } from './paths.ts';
import { toMarkdown, type Row } from './report.ts';
import { timeBuilds, type BuildJob, type BuildResult, type Clearing } from './measure/builds.ts';
import { hugoArgs, hugoVersion, prepareHugoSite } from './measure/hugo.ts';
import { formatBytes, formatDuration, formatMs } from './measure/stats.ts';
import { buildRows, consultancyRows, deletedOutputRow, hugoRow, firstLoadComparison, rebuildRows, serveRows, threadRow, watchRows } from './rows.ts';
import { measureRebuilds } from './measure/rebuilds.ts';
import { measureWatch } from './measure/watch.ts';
import { freePort } from './measure/free-port.ts';
import { fixedLoopMs, ioStallMicros } from './measure/host-load.ts';
import { markdownThreads } from './measure/markdown-threads.ts';
import { benchServe } from './measure/serve.ts';
import { benchSearch, formatFirstQuery, type SearchBenchResult } from './search.ts';
import { versionsRows } from './versions-case.ts';

/** Rows of the search measurements of issue 8: index build time, and what a first query downloads. */
function searchRows(label: string, result: SearchBenchResult): Row[] {
  const { build } = result;
  return [
    { case: `search index, ${label}`, measure: 'build time (in memory)', value: `${formatMs(build.ms)} for ${build.pages} pages, ${build.records} sections → ${build.files} files, ${formatBytes(build.bytes)}` },
    ...result.queries.map((q) => ({ case: `search, ${label}`, measure: 'first query downloads', value: formatFirstQuery(q) })),
  ];
}

export interface SuiteOptions {
  sizes: number[];
  /** Runs per size; sizes of 10,000 pages and more get `largeRuns`. */
  runs: number;
  largeRuns: number;
  hugo: boolean;
  watch: boolean;
  serve: boolean;
  seed: number;
}

export const DEFAULT_SUITE: SuiteOptions = { sizes: [50, 1000, 10000], runs: 3, largeRuns: 2, hugo: true, watch: true, serve: true, seed: DEFAULT_SEED };

export interface ServeSectionOptions {
  /** Seconds of load per measurement, and measurements per server and page. */
  seconds: number;
  rounds: number;
}

export const DEFAULT_SERVE: ServeSectionOptions = { seconds: 3, rounds: 5 };
/**
 * In the full run, three rounds: its ten minutes go first to the targets' rows (Hugo and the
 * rebuilds at 10,000 pages); `node lib/bench.js serve --rounds 9` measures serve alone.
 */
const SUITE_SERVE: ServeSectionOptions = { seconds: 3, rounds: 3 };
/** The size the watch benchmark and the delete-first builds run at. */
const REFERENCE_SIZE = 1000;
/** From this size on, a cold build runs `largeRuns` times. */
const LARGE_SIZE = 10000;

/** Each line with the time since the bench started, to see what a run's ten minutes go to. */
const log = (line: string) => process.stderr.write(`[${formatDuration(process.uptime() * 1000)}] ${line}\n`);

/**
 * `sitegen serve` against plain sirv on a built consultancy site; `node lib/bench.js serve` runs
 * this alone, building the site first when no folder is given.
 */
export async function serveSection(paths: BenchPaths, dist: string | undefined, options: ServeSectionOptions): Promise<Row[]> {
  let folder = dist;
  if (folder === undefined) {
    folder = join(tmpdir(), 'sitegen-bench-serve');
    log('building the consultancy site to serve');
    const built = spawnSync(process.execPath, [paths.bin, 'build', '--root', paths.repo, '--out-dir', folder], { cwd: paths.repo, encoding: 'utf8' });
    if (built.status !== 0) return [{ case: 'sitegen serve vs sirv', measure: 'requests per second', value: `not available: the build failed: ${built.stderr.trim().slice(0, 200)}` }];
  }
  log('serve: sitegen serve vs sirv');
  const result = await benchServe({ bin: paths.bin, dist: folder, seconds: options.seconds, rounds: options.rounds, connections: 50, log });
  return serveRows('consultancy site', result, options.seconds);
}

export interface RebuildOptions {
  pages: number;
  runs: number;
  /** Measure the rebuilds with nothing changed too, not only those after an edit. */
  unchanged: boolean;
  hugo: boolean;
  seed: number;
}

/** Sizes the rebuilds with the cache run at, when the suite builds them: the sizes of issue 20's targets. */
const REBUILD_SIZES = [1000, 10000];

/**
 * Rebuilds with the cache of a generated site, beside Hugo's cold build of it: `node lib/bench.js
 * rebuild` runs this alone. The site is written again first (only files that differ), so a stale
 * or once edited copy is the generated one again; the cache starts empty. Hugo's cold build runs
 * interleaved with the rebuilds unless the suite hands over its figure from the same run.
 */
export async function rebuildSection(paths: BenchPaths, options: RebuildOptions, trash = join(paths.sites, '.trash'), hugoCold?: BuildResult): Promise<Row[]> {
  const site = join(paths.sites, String(options.pages));
  await writeGeneratedSite(site, { pages: options.pages, seed: options.seed });
  setAside(join(site, '.sitegen', 'cache'), trash);
  const version = options.hugo && !hugoCold ? hugoVersion() : undefined;
  const hugoSite = join(paths.sites, `${options.pages}-hugo`);
  if (version) prepareHugoSite(paths.hugoTemplates, join(site, 'content'), hugoSite);
  const post = planSite({ pages: options.pages, seed: options.seed }).pages.find((p) => p.kind === 'post')!;
  const out = join(site, 'dist');
  log(`rebuilding ${options.pages} pages with the cache`);
  const result = await measureRebuilds(
    {
      sitegen: { tool: 'sitegen', pages: options.pages, out, command: process.execPath, args: [paths.bin, 'build', '--root', site, '--out-dir', out], cwd: site },
      ...(version && { hugo: { tool: `hugo ${version}`, pages: options.pages, out: join(hugoSite, 'public'), command: 'hugo', args: hugoArgs(hugoSite, join(hugoSite, 'public')), cwd: hugoSite } }),
      post: join(site, post.file),
      cacheDir: join(site, '.sitegen', 'cache'),
    },
    { runs: options.runs, unchanged: options.unchanged },
    log,
    { mode: 'aside', trash },
  );
  return rebuildRows(options.pages, hugoCold ? { ...result, hugo: hugoCold } : result);
}

/** Moves a folder into the trash, deleted once everything is timed (see Clearing in measure/builds.ts). */
function setAside(folder: string, trash: string): void {
  if (!existsSync(folder)) return;
  mkdirSync(trash, { recursive: true });
  renameSync(folder, join(trash, `${basename(folder)}-${Date.now()}`));
}

/** `npm run bench`: every measurement, one table, printed and written to bench/results.md. */
export async function runSuite(options: SuiteOptions, paths: BenchPaths = benchPaths()): Promise<string> {
  const rows: Row[] = [];
  const loadBefore = loadavg()[0];
  const loopBefore = fixedLoopMs();
  const stallBefore = ioStallMicros();
  const suiteStarted = performance.now();
  const siteDir = (pages: number) => join(paths.sites, String(pages));
  for (const pages of options.sizes) {
    const started = performance.now();
    const summary = await writeGeneratedSite(siteDir(pages), { pages, seed: options.seed });
    log(`generated ${pages} pages (${summary.docs} docs, ${summary.posts} posts, ${formatBytes(summary.bytes)}) in ${formatMs(performance.now() - started)}`);
  }
  const hugo = options.hugo ? hugoVersion() : undefined;
  if (options.hugo && !hugo) rows.push({ case: 'Hugo', measure: 'build', value: 'not available: `hugo` is not installed (apt-get install -y hugo)' });

  // Cold builds: without the cache, which the rebuild rows measure. Hugo builds every size, each
  // run interleaved with sitegen's.
  const sitegenJob = (pages: number, root: string, out: string): BuildJob => ({
    tool: 'sitegen', pages, out, command: process.execPath, args: [paths.bin, 'build', '--root', root, '--out-dir', out, '--no-cache'], cwd: root,
  });
  const trash = join(paths.sites, '.trash');
  rmSync(trash, { recursive: true, force: true });
  const aside: Clearing = { mode: 'aside', trash };
  const results = new Map<number, BuildResult>();
  const hugoResults = new Map<number, BuildResult>();
  let deleteFirst: BuildResult[] = [];
  for (const pages of options.sizes) {
    const jobs = [sitegenJob(pages, siteDir(pages), join(siteDir(pages), 'dist'))];
    if (hugo) {
      const hugoSite = join(paths.sites, `${pages}-hugo`);
      prepareHugoSite(paths.hugoTemplates, join(siteDir(pages), 'content'), hugoSite);
      jobs.push({ tool: `hugo ${hugo}`, pages, out: join(hugoSite, 'public'), command: 'hugo', args: hugoArgs(hugoSite, join(hugoSite, 'public')), cwd: hugoSite });
    }
    log(`building ${pages} pages`);
    const [own, reference] = await timeBuilds(jobs, pages >= LARGE_SIZE ? options.largeRuns : options.runs, log, aside);
    results.set(pages, own);
    if (reference) hugoResults.set(pages, reference);
    if (pages === REFERENCE_SIZE) {
      log(`building ${pages} pages right after deleting the last output`);
      // Hugo first: whichever runs second also pays for the other's deletes, and Hugo's are fewer.
      deleteFirst = await timeBuilds([...jobs].reverse(), 1, log, { mode: 'delete' });
    }
  }
  for (const pages of options.sizes) {
    const reference = hugoResults.get(pages);
    rows.push(...buildRows(results.get(pages)!, reference));
    if (reference) rows.push(hugoRow(reference));
  }
  const [deletedOwn, deletedHugo] = [...deleteFirst].reverse();
  if (deletedOwn) rows.push(deletedOutputRow(deletedOwn, deletedHugo));
  for (const pages of REBUILD_SIZES.filter((size) => options.sizes.includes(size))) {
    const large = pages >= LARGE_SIZE;
    // At 10,000 pages two rebuilds after an edit, the target's, and Hugo's cold build from above,
    // to stay within ten minutes: `node lib/bench.js rebuild --pages 10000` measures nothing changed too.
    const hugoCold = large ? hugoResults.get(pages) : undefined;
    rows.push(...(await rebuildSection(paths, { pages, runs: large ? 2 : options.runs, unchanged: !large, hugo: options.hugo, seed: options.seed }, trash, hugoCold)));
  }

  rows.push(...(await versionsRows(paths, { runs: options.runs, seed: options.seed }, log)));

  log('building the consultancy site');
  const consultancyOut = join(tmpdir(), 'sitegen-bench-consultancy');
  const [consultancy] = await timeBuilds([sitegenJob(0, paths.repo, consultancyOut)], options.runs, log, aside);
  rows.push(...(await consultancyRows(paths.repo, consultancy, paths.bin)));
  if (options.serve) rows.push(...(await serveSection(paths, consultancyOut, SUITE_SERVE)));

  const small = Math.min(...options.sizes);
  const large = Math.max(...options.sizes);
  if (small !== large && results.get(small)?.runs.length && results.get(large)?.runs.length) {
    // Rebuilt right after the large site, so both carry the same runtime even while it is being edited.
    spawnSync(process.execPath, [paths.bin, 'build', '--root', siteDir(small), '--out-dir', join(siteDir(small), 'dist')], { stdio: 'ignore' });
    rows.push(...(await firstLoadComparison(
      { pages: small, root: siteDir(small), plan: planSite({ pages: small, seed: options.seed }) },
      { pages: large, root: siteDir(large), plan: planSite({ pages: large, seed: options.seed }) },
    )));
  }

  log('search: index build time and first-query downloads');
  const searchSites = [
    { label: 'consultancy site', root: paths.repo, out: consultancyOut, queries: ['kubernetes', 'gunicorn'] },
    ...(results.get(large)?.runs.length ? [{ label: `${large.toLocaleString('en-US')} pages`, root: siteDir(large), out: join(siteDir(large), 'dist'), queries: ['hydration', 'deployment pipeline'] }] : []),
  ];
  for (const site of searchSites) rows.push(...searchRows(site.label, await benchSearch({ root: site.root, siteDir: site.out, queries: site.queries, runs: 1 })));

  if (options.sizes.includes(REFERENCE_SIZE)) {
    log(`Markdown stage at ${REFERENCE_SIZE} pages: main thread vs worker threads`);
    const timings = await markdownThreads(join(siteDir(REFERENCE_SIZE), 'content'), [0, 2, cpus().length > 2 ? cpus().length : 0].filter((n, i, all) => all.indexOf(n) === i));
    rows.push(threadRow(REFERENCE_SIZE, timings));
  }

  if (options.watch && options.sizes.includes(REFERENCE_SIZE)) {
    log(`watch at ${REFERENCE_SIZE} pages`);
    const plan = planSite({ pages: REFERENCE_SIZE, seed: options.seed });
    const doc = plan.pages.find((p) => p.kind === 'doc' && p.position !== undefined && p.file.split('/').length >= 5) ?? plan.pages[1];
    const site = siteDir(REFERENCE_SIZE);
    const watched = await measureWatch({ bin: paths.bin, site, port: await freePort(), route: doc.route, file: join(site, doc.file), outDir: join(site, '.sitegen/bench-watch'), edits: 5, log });
    rows.push(...watchRows(REFERENCE_SIZE, watched));
  }
  if (options.watch) {
    log('watch on the consultancy site');
    const file = join(paths.repo, 'content/services/erpnext/complex-migrations.md');
    const watched = await measureWatch({ bin: paths.bin, site: paths.repo, port: await freePort(), route: '/services/erpnext/complex-migrations', file, outDir: join(paths.repo, '.sitegen/bench-watch'), edits: 5, log });
    rows.push(...watchRows('the consultancy site', watched));
  }

  const loopAfter = fixedLoopMs();
  const stallAfter = ioStallMicros();
  const stalled = stallBefore === undefined || stallAfter === undefined ? '' : ` Some task waited on the disk ${Math.round((stallAfter - stallBefore) / 10 / (performance.now() - suiteStarted))} % of the run's time (Linux pressure stall information).`;
  rmSync(trash, { recursive: true, force: true });
  const table = toMarkdown(rows);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${formatBytes(totalmem())} RAM, Node ${process.version}${hugo ? `, Hugo ${hugo}` : ''}`;
  const took = formatDuration(performance.now() - suiteStarted);
  const document = `# sitegen benchmark\n\nGenerated by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}; ${machine}. Seed ${options.seed}. The whole run took ${took}. Load average (1 min) ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end: above the core count, wall times are inflated by other work, and CPU time is the steadier figure. Host speed: a fixed loop in a fresh Node process took ${formatMs(loopBefore)} at the start and ${formatMs(loopAfter)} at the end (the lower, the faster the host; compare wall times between runs at similar figures).${stalled} Cold builds: a fresh process per run, into an output folder that does not exist; the median of the runs. The last run's output is moved aside and deleted once everything is timed: on this VM's ext4, creating files within a minute or more of deleting many skips past each deleted inode, so a run would pay for its predecessor's deletes (the rows "right after deleting the last output" show that cost). Peak memory: the highest sum of RSS over the build process and its children (esbuild), polled every 10 ms. Hugo builds every generated size with bench/hugo's templates, each run right after sitegen's; the column "sitegen / Hugo" divides sitegen's figure by Hugo's of the same run, and the targets of issue 20 are such ratios (the rebuilds' against Hugo's cold build; at 10,000 pages Hugo's cold builds above).\n\n${table}`;
  writeFileSync(paths.results, document);
  log(`the whole run took ${took}`);
  return table;
}

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Row } from './report.ts';
import type { BuildResult } from './measure/builds.ts';
import { entryComposition, firstLoad, clientMetafile, runtimeChunks, type FirstLoad, type Sizes } from './measure/first-load.ts';
import { folderSize, formatBytes, formatMs, median } from './measure/stats.ts';
import type { WatchResult } from './measure/watch.ts';
import type { SitePlan } from './generator/plan.ts';
import type { ThreadsResult } from './measure/markdown-threads.ts';
import type { ServeBenchResult } from './measure/serve.ts';
import { medianWall, type RebuildResult } from './measure/rebuilds.ts';
import { besideHugo, firstLoadTarget, peakRssTarget, ratioTarget, RATIO_TARGETS, type Measure } from './targets.ts';
import type { MeasuredRun } from './measure/process-tree.ts';

const count = (n: number) => n.toLocaleString('en-US');
const MB = 2 ** 20;

/**
 * Wall time, pages per second, CPU time, peak memory and output of sitegen at one size, each beside
 * Hugo's figure of the same run when Hugo built that size too, with the ratio and the targets.
 */
export function buildRows(result: BuildResult, hugo?: BuildResult): Row[] {
  const { job } = result;
  const name = `${job.tool} build, ${job.pages ? `${count(job.pages)} pages` : 'consultancy site'}`;
  if (result.runs.length === 0) return [{ case: name, measure: 'cold build', value: `failed: ${result.error ?? 'no run'}` }];
  const reference = hugo?.runs.length ? hugo : undefined;
  const walls = result.runs.map((r) => formatMs(r.wallMs)).join(', ');
  const rows: Row[] = [{
    case: name,
    measure: `wall time (median of ${result.runs.length})`,
    value: `${formatMs(result.wallMs)} (${walls})`,
    ...besideHugo(result.wallMs, reference?.wallMs, formatMs),
    ...(job.pages ? ratioTarget(RATIO_TARGETS.cold[job.pages], result.wallMs, reference?.wallMs) : {}),
  }];
  if (job.pages) {
    const perSecond = (r: BuildResult) => job.pages / (r.wallMs / 1000);
    rows.push({ case: name, measure: 'pages per second', value: count(Math.round(perSecond(result))), ...besideHugo(perSecond(result), reference && perSecond(reference), (v) => count(Math.round(v))) });
  }
  if (result.cpuMs !== undefined) {
    const cpus = result.runs.map((r) => `${formatMs(r.cpuMs ?? Number.NaN)}${r.systemMs === undefined ? '' : ` (sys ${formatMs(r.systemMs)})`}`).join(', ');
    rows.push({ case: name, measure: 'CPU time, user + system (median)', value: `${formatMs(result.cpuMs)} (${cpus})`, ...besideHugo(result.cpuMs, reference?.cpuMs, formatMs) });
  }
  if (result.threadCpu) {
    const { main, fromStart, later, children } = result.threadCpu;
    rows.push({
      case: name,
      measure: 'CPU time by thread (median of each)',
      value: `main ${formatMs(main)} · V8's own threads, optimising and collecting garbage ${formatMs(fromStart)} · workers (highlight, search, Markdown) and I/O ${formatMs(later)} · esbuild ${formatMs(children)}`,
    });
  }
  const rss = result.runs.map((r) => Math.round(r.peakRssBytes / MB)).join(', ');
  rows.push({
    case: name,
    measure: 'peak RSS, process tree',
    value: `${formatBytes(result.peakRssBytes)} (${rss} MB)`,
    ...besideHugo(result.peakRssBytes, reference?.peakRssBytes, formatBytes),
    ...peakRssTarget(job.pages, result.peakRssBytes),
  });
  const search = existsSync(join(job.out, 'search')) ? folderSize(join(job.out, 'search')) : undefined;
  const searchNote = search ? `; search index ${formatBytes(search.bytes)} in ${count(search.files)} files` : '';
  rows.push({
    case: name,
    measure: 'output',
    value: `${formatBytes(result.output.bytes)} in ${count(result.output.files)} files${result.routes ? ` (${count(result.routes)} routes)` : ''}${searchNote}`,
    ...(reference && { hugo: `${formatBytes(reference.output.bytes)} in ${count(reference.output.files)} files` }),
  });
  return rows;
}

/** Hugo's own runs at one size: its medians stand beside sitegen's rows. */
export function hugoRow(result: BuildResult): Row {
  const name = `${result.job.tool} build, ${count(result.job.pages)} pages`;
  if (result.runs.length === 0) return { case: name, measure: 'cold build', value: `failed: ${result.error ?? 'no run'}` };
  const runs = result.runs.map((r) => `${formatMs(r.wallMs)}${r.cpuMs === undefined ? '' : ` (CPU ${formatMs(r.cpuMs)})`}`).join(', ');
  return { case: name, measure: `wall time of each run (${result.runs.length})`, value: runs };
}

/**
 * One build run right after `rm -rf` of the last output (see Clearing in measure/builds.ts),
 * beside Hugo's run of the same kind.
 */
export function deletedOutputRow(result: BuildResult, hugo?: BuildResult): Row {
  const name = `${result.job.tool} build, ${count(result.job.pages)} pages, right after deleting the last output`;
  if (result.runs.length === 0) return { case: name, measure: 'cold build', value: `failed: ${result.error ?? 'no run'}` };
  const cpu = result.cpuMs === undefined ? '' : `, CPU ${formatMs(result.cpuMs)}`;
  const system = result.runs[0].systemMs === undefined ? '' : ` (sys ${formatMs(result.runs[0].systemMs)})`;
  return { case: name, measure: 'wall time (1 run)', value: `${formatMs(result.wallMs)}${cpu}${system}`, ...besideHugo(result.wallMs, hugo?.runs.length ? hugo.wallMs : undefined, formatMs) };
}

const both = (s: Sizes) => `${formatBytes(s.raw)} / ${formatBytes(s.gzip)} gz`;

/** The consultancy site: its cold build, first-load bytes per page kind, every runtime chunk. */
export async function consultancyRows(repo: string, result: BuildResult, bin: string): Promise<Row[]> {
  const rows = buildRows(result);
  const meta = await clientMetafile(repo);
  if (result.runs.length === 0 || !meta) return [...rows, { case: 'consultancy first load', measure: 'sizes', value: 'not available: the build or its config failed' }];
  const graphFile = join(tmpdir(), `sitegen-bench-graph-${process.pid}.json`);
  const graph = spawnSync(process.execPath, [bin, 'graph', '--root', repo, '--out', graphFile], { encoding: 'utf8' });
  if (graph.status !== 0) return [...rows, { case: 'consultancy first load', measure: 'sizes', value: `not available: sitegen graph failed: ${graph.stderr.trim().slice(0, 200)}` }];
  const routes = (JSON.parse(readFileSync(graphFile, 'utf8')) as { routes: Array<{ kind: string; path: string }> }).routes;
  rmSync(graphFile, { force: true });
  const firstOfKind = new Map<string, string>();
  for (const route of routes) if (!firstOfKind.has(route.kind)) firstOfKind.set(route.kind, route.path);
  firstOfKind.set('notFound', '/404');
  for (const [kind, path] of firstOfKind) {
    const load = firstLoad(result.job.out, path, kind, meta);
    rows.push({
      case: `consultancy first load: ${kind} (${path})`,
      measure: 'HTML · CSS · JS · data (page + sidebar JSON), raw / gzip',
      value: `HTML ${both(load.html)} · CSS ${both(load.css)} · JS ${both(load.js)} (${count(load.js.gzip)} B gz, ${load.jsFiles.length} files) · data ${both(load.data)}`,
      ...firstLoadTarget(load.js.gzip),
    });
  }
  for (const chunk of runtimeChunks(result.job.out, meta)) {
    rows.push({ case: 'consultancy runtime chunk', measure: `${chunk.path} (${chunk.role})`, value: both(chunk) });
  }
  const parts = entryComposition(meta).filter((p) => p.bytes >= 512);
  rows.push({ case: 'consultancy runtime chunk', measure: 'entry, minified bytes by source', value: parts.map((p) => `${p.source} ${formatBytes(p.bytes)}`).join(' · ') });
  return rows;
}

interface SiteRef {
  pages: number;
  root: string;
  plan: SitePlan;
}

/** The same page kinds on the smallest and largest site: the JavaScript must not grow with the site. */
export async function firstLoadComparison(small: SiteRef, large: SiteRef): Promise<Row[]> {
  const rows: Row[] = [];
  const pick = (site: SiteRef, kind: 'doc' | 'post') => site.plan.pages.find((p) => p.kind === kind && (kind === 'post' || p.position !== undefined));
  for (const [kind, pageKind] of [['doc', 'doc'], ['post', 'blogPost']] as const) {
    const loads: Array<{ site: SiteRef; load: FirstLoad }> = [];
    for (const site of [small, large]) {
      const meta = await clientMetafile(site.root);
      const page = pick(site, kind);
      if (meta && page) loads.push({ site, load: firstLoad(join(site.root, 'dist'), page.route, pageKind, meta) });
    }
    if (loads.length < 2) continue;
    const [a, b] = loads;
    const label = `${count(a.site.pages)} vs ${count(b.site.pages)} pages`;
    // File names carry content hashes: the same names are the same bytes.
    const sameFiles = a.load.jsFiles.join() === b.load.jsFiles.join();
    const note = sameFiles ? 'same files' : 'different files: was the runtime edited between the two builds?';
    rows.push({
      case: `first-load JS, ${pageKind} page`,
      measure: label,
      value: `${a.load.js.raw} B / ${a.load.js.gzip} B gz vs ${b.load.js.raw} B / ${b.load.js.gzip} B gz (${a.load.jsFiles.length} files; ${note})`,
      target: 'the same',
      met: sameFiles || (a.load.js.raw === b.load.js.raw && a.load.js.gzip === b.load.js.gzip),
    });
    rows.push({ case: `first-load HTML + data, ${pageKind} page`, measure: label, value: `HTML ${both(a.load.html)} + data ${both(a.load.data)} vs HTML ${both(b.load.html)} + data ${both(b.load.data)}` });
  }
  return rows;
}

export function watchRows(site: number | string, watched: WatchResult): Row[] {
  const name = typeof site === 'number' ? `watch rebuild, ${count(site)} pages` : `watch rebuild, ${site}`;
  if (watched.unavailable) return [{ case: name, measure: 'edit → new HTML on disk', value: `not available: ${watched.unavailable}`, target: '< 150 ms' }];
  const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
  return [
    { case: name, measure: `edit → new HTML on disk (median of ${watched.diskMs.length})`, value: `${formatMs(watched.medianDiskMs)} (${list(watched.diskMs)} ms)`, target: '< 150 ms', met: watched.medianDiskMs < 150 },
    { case: name, measure: 'rebuild as sitegen reports it', value: watched.reported.join('; ') },
    watched.browserMs.length
      ? { case: name, measure: `edit → shown in the open tab (median of ${watched.browserMs.length})`, value: `${formatMs(watched.medianBrowserMs)} (${list(watched.browserMs)} ms)`, target: '< 200 ms', met: watched.medianBrowserMs < 200 }
      : { case: name, measure: 'edit → shown in the open tab', value: `not available: ${watched.browserUnavailable ?? 'no browser'}`, target: '< 200 ms' },
  ];
}

/** The Markdown stage alone, on the main thread and split over workers: does threading pay here? */
export function threadRow(pages: number, timings: ThreadsResult[]): Row {
  const main = timings.find((t) => t.threads === 0);
  const parts = timings.map((t) => {
    const speedup = main && t.threads > 0 ? ` (${(main.wallMs / t.wallMs).toFixed(2)}×)` : '';
    return `${t.threads === 0 ? 'main thread' : `${t.threads} workers`} ${formatMs(t.wallMs)}${speedup}`;
  });
  return { case: `Markdown stage, ${count(pages)} pages`, measure: 'compile every file: main thread vs worker threads', value: parts.join(' · ') };
}

/** `sitegen serve` against plain sirv on the same folder, in the same run (issue 21). */
export function serveRows(site: string, result: ServeBenchResult, seconds: number): Row[] {
  const name = `sitegen serve vs sirv, ${site}`;
  if (result.unavailable) return [{ case: name, measure: 'requests per second', value: `not available: ${result.unavailable}`, target: '≥ 0.8× sirv' }];
  const list = (values: number[]) => values.map((v) => count(Math.round(v))).join(', ');
  return result.cases.map((c) => ({
    case: `${name}: ${c.label}`,
    measure: `requests per second at 50 connections (median of ${c.sitegen.length} rounds of ${seconds} s; ratio: median of each round's)`,
    value: `sitegen ${count(Math.round(median(c.sitegen)))} (${list(c.sitegen)}) · sirv ${count(Math.round(median(c.sirv)))} (${list(c.sirv)}) → ${c.ratio.toFixed(2)}×`,
    target: '≥ 0.8× sirv',
    met: c.ratio >= 0.8,
  }));
}

/**
 * The builds with the cache (issue 20): the first, from an empty cache, then the rebuilds, each
 * beside Hugo's cold build of the same site in the same run, with the ratio and the targets.
 */
export function rebuildRows(pages: number, result: RebuildResult): Row[] {
  const site = `${count(pages)} pages`;
  const hugo = result.hugo?.runs.length ? result.hugo.wallMs : undefined;
  const of = "Hugo's cold build";
  const beside = (wall: number) => ({ ...besideHugo(wall, hugo, (ms) => `cold ${formatMs(ms)}`) });
  const rows: Row[] = [];
  if (result.warmUp) rows.push({ case: `sitegen first build with an empty cache, ${site}`, measure: 'wall time (1 run), CPU', value: `${formatMs(result.warmUp.wallMs)}, CPU ${formatMs(result.warmUp.cpuMs ?? Number.NaN)}`, ...beside(result.warmUp.wallMs) });
  if (result.settling) rows.push({ case: `sitegen first rebuild after it, one post edited, ${site}`, measure: 'wall time (1 run), CPU; not in the rows below', value: `${formatMs(result.settling.wallMs)}, CPU ${formatMs(result.settling.cpuMs ?? Number.NaN)}`, ...beside(result.settling.wallMs) });
  const cases: Array<[name: string, runs: MeasuredRun[], measure?: Measure]> = [
    [`sitegen rebuild, nothing changed, ${site}`, result.unchanged, 'unchanged'],
    [`sitegen rebuild after editing one post, ${site}`, result.oneEdit, 'oneEdit'],
    [`sitegen rebuild after editing one post, ${site}, --no-server`, result.oneEditOwnProcess],
  ];
  for (const [name, runs, measure] of cases) {
    if (runs.length === 0) {
      // Not measured (left out at this size) unless something failed.
      if (result.error === undefined) continue;
      rows.push({ case: name, measure: 'wall time', value: `failed: ${result.error ?? 'no run'}`, ...(measure && ratioTarget(RATIO_TARGETS[measure][pages], Number.NaN, undefined, of)) });
      continue;
    }
    const wall = medianWall(runs);
    const cpu = median(runs.map((r) => r.cpuMs ?? Number.NaN));
    const served = runs.filter((r) => / on the build server$/m.test(r.stderr)).length;
    rows.push({
      case: name,
      measure: `wall time (median of ${runs.length}), CPU`,
      value: `${formatMs(wall)} (${runs.map((r) => formatMs(r.wallMs)).join(', ')}), CPU ${formatMs(cpu)}; ${served} of ${runs.length} on the build server`,
      ...beside(wall),
      ...(measure && ratioTarget(RATIO_TARGETS[measure][pages], wall, hugo, of)),
    });
  }
  return rows;
}

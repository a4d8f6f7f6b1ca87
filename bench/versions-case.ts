import { join } from 'node:path';
import { writeVersionedSite } from './versioned-site.ts';
import type { BenchPaths } from './paths.ts';
import type { Row } from './report.ts';
import { timeBuilds, type BuildJob, type BuildResult } from './measure/builds.ts';
import { formatBytes, formatMs } from './measure/stats.ts';

/** Docs per version, and the versions of the larger site (issue 18: "10 versions of 100 docs"). */
const DOCS = 100;
const VERSIONS = 10;

/**
 * Versioned docs cost in proportion: a site of 10 versions of 100 docs against one of a single
 * version of the same 100 docs, built cold in turn. Rows: each one's wall time and peak memory,
 * then the ratios of wall time, and of wall time and peak memory per page.
 */
export async function versionsRows(paths: BenchPaths, options: { runs: number; seed: number }, log: (line: string) => void): Promise<Row[]> {
  const sites = [1, VERSIONS].map((versions) => ({ versions, root: join(paths.sites, `versions-${versions}`) }));
  const jobs: BuildJob[] = [];
  for (const { versions, root } of sites) {
    const pages = await writeVersionedSite(root, { docs: DOCS, versions, seed: options.seed });
    log(`generated ${versions} version${versions > 1 ? 's' : ''} of ${DOCS} docs (${pages} pages)`);
    jobs.push({ tool: 'sitegen', pages, out: join(root, 'dist'), command: process.execPath, args: [paths.bin, 'build', '--root', root, '--out-dir', join(root, 'dist')], cwd: root });
  }
  log(`building 1 and ${VERSIONS} versions of ${DOCS} docs`);
  const [one, many] = await timeBuilds(jobs, options.runs, log, { mode: 'aside', trash: join(paths.sites, '.trash') });
  return versionRows(one, many);
}

function versionRows(one: BuildResult, many: BuildResult): Row[] {
  const name = (result: BuildResult, versions: number) => `sitegen build, ${versions} version${versions > 1 ? 's' : ''} of ${DOCS} docs (${result.job.pages} pages)`;
  const failed = [one, many].find((result) => result.runs.length === 0);
  if (failed) return [{ case: name(failed, failed === one ? 1 : VERSIONS), measure: 'cold build', value: `failed: ${failed.error ?? 'no run'}` }];
  const rows: Row[] = [one, many].flatMap((result, i) => [
    { case: name(result, i === 0 ? 1 : VERSIONS), measure: `wall time (median of ${result.runs.length})`, value: formatMs(result.wallMs) },
    { case: name(result, i === 0 ? 1 : VERSIONS), measure: 'peak RSS, process tree', value: formatBytes(result.peakRssBytes) },
  ]);
  const wall = many.wallMs / one.wallMs;
  const perPage = (result: BuildResult, value: number) => value / result.job.pages;
  const wallPerPage = perPage(many, many.wallMs) / perPage(one, one.wallMs);
  const memoryPerPage = perPage(many, many.peakRssBytes) / perPage(one, one.peakRssBytes);
  const versus = `${VERSIONS} versions vs 1 version of ${DOCS} docs`;
  // On a loaded machine wall times swing; CPU time is the steadier figure.
  const cpu = one.cpuMs !== undefined && many.cpuMs !== undefined ? [{ case: versus, measure: 'CPU time ratio', value: `${(many.cpuMs / one.cpuMs).toFixed(2)}× (${formatMs(many.cpuMs)} vs ${formatMs(one.cpuMs)})` }] : [];
  rows.push(
    { case: versus, measure: 'wall time ratio', value: `${wall.toFixed(2)}×`, target: `≤ ${VERSIONS}× (linear)`, met: wall <= VERSIONS * 1.1 },
    ...cpu,
    { case: versus, measure: 'wall time per page ratio', value: `${wallPerPage.toFixed(2)}× (${formatMs(perPage(many, many.wallMs))} vs ${formatMs(perPage(one, one.wallMs))})` },
    {
      case: versus,
      measure: 'peak RSS per page ratio',
      value: `${memoryPerPage.toFixed(2)}× (${formatBytes(perPage(many, many.peakRssBytes))} vs ${formatBytes(perPage(one, one.peakRssBytes))})`,
      target: '≤ 1× (flat)',
      met: memoryPerPage <= 1.1,
    },
  );
  return rows;
}

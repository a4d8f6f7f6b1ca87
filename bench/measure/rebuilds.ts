import { readFileSync, writeFileSync } from 'node:fs';
import { runMeasured, type MeasuredRun } from './process-tree.ts';
import { timeBuilds, type BuildJob, type BuildResult, type Clearing } from './builds.ts';
import { median } from './stats.ts';

export interface RebuildResult {
  /** The first build with the cache, from an empty one: what the rebuilds start from. */
  warmUp?: MeasuredRun;
  /** `sitegen build` again, nothing changed. */
  unchanged: MeasuredRun[];
  /** `sitegen build` after one post got a line more. */
  oneEdit: MeasuredRun[];
  /** Hugo's cold build, interleaved with the rebuilds. */
  hugo?: BuildResult;
  error?: string;
}

export interface RebuildJobs {
  /** A build with the cache (the site's .sitegen/cache), into the site's output folder. */
  sitegen: BuildJob;
  hugo?: BuildJob;
  /** The Markdown file of a post, which the edited rebuilds append a line to (restored afterwards). */
  post: string;
}

export const medianWall = (runs: readonly MeasuredRun[]) => median(runs.map((r) => r.wallMs));

/**
 * Rebuilds of a site built before, with the cache: nothing changed, then one post edited, each
 * `runs` times, interleaved with Hugo's cold build (`clearing` its output) so that both see the
 * same machine. The sitegen output is kept between runs, as a writer's or a CI job's would be.
 */
export async function measureRebuilds(jobs: RebuildJobs, runs: number, log: (line: string) => void, clearing: Clearing): Promise<RebuildResult> {
  const { sitegen } = jobs;
  const run = () => runMeasured(sitegen.command, sitegen.args, { cwd: sitegen.cwd, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: 15 * 60_000 });
  const result: RebuildResult = { unchanged: [], oneEdit: [] };
  const original = readFileSync(jobs.post, 'utf8');
  try {
    const warmUp = await run();
    if (warmUp.status !== 0) return { ...result, error: `the first build failed: ${warmUp.stderr.slice(0, 300)}` };
    result.warmUp = warmUp;
    log(`  sitegen ${sitegen.pages}: first build with an empty cache ${Math.round(warmUp.wallMs)} ms`);
    const hugoRuns: BuildResult[] = [];
    for (let r = 0; r < runs; r++) {
      if (jobs.hugo) hugoRuns.push(...(await timeBuilds([jobs.hugo], 1, log, clearing)));
      const unchanged = await run();
      writeFileSync(jobs.post, `${original}\nEdited for rebuild ${r + 1}.\n`);
      const oneEdit = await run();
      if (unchanged.status !== 0 || oneEdit.status !== 0) return { ...result, error: (unchanged.status !== 0 ? unchanged : oneEdit).stderr.slice(0, 300) };
      result.unchanged.push(unchanged);
      result.oneEdit.push(oneEdit);
      log(`  sitegen ${sitegen.pages}: rebuild ${r + 1}/${runs}, nothing changed ${Math.round(unchanged.wallMs)} ms, one post edited ${Math.round(oneEdit.wallMs)} ms`);
    }
    const measured = hugoRuns.filter((h) => h.runs.length > 0);
    if (measured.length > 0) {
      const all = measured.flatMap((h) => h.runs);
      result.hugo = { ...measured[0], runs: all, wallMs: medianWall(all), peakRssBytes: median(all.map((r) => r.peakRssBytes)) };
    }
    return result;
  } finally {
    writeFileSync(jobs.post, original);
  }
}

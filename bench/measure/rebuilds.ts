import { writeFileSync } from 'node:fs';
import { runMeasured, type MeasuredRun } from './process-tree.ts';
import { timeBuilds, type BuildJob, type BuildResult, type Clearing } from './builds.ts';
import { median } from './stats.ts';
import { withFileRestored } from './restore-file.ts';

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

export interface RebuildPlan {
  runs: number;
  /** Measure the rebuilds with nothing changed too, not only those after an edit. */
  unchanged: boolean;
}

/**
 * Rebuilds of a site built before, with the cache: nothing changed, then one post edited, each
 * `runs` times, interleaved with Hugo's cold build (`clearing` its output) so that both see the
 * same machine. The sitegen output is kept between runs, as a writer's or a CI job's would be.
 * The post gets its bytes back however the measurement ends (see withFileRestored).
 */
export async function measureRebuilds(jobs: RebuildJobs, plan: RebuildPlan, log: (line: string) => void, clearing: Clearing): Promise<RebuildResult> {
  const { sitegen } = jobs;
  const run = () => runMeasured(sitegen.command, sitegen.args, { cwd: sitegen.cwd, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: 15 * 60_000 });
  const result: RebuildResult = { unchanged: [], oneEdit: [] };
  const failed = (what: string, failure: MeasuredRun): RebuildResult => ({ ...result, error: `${what} failed: ${failure.stderr.slice(0, 300)}` });
  return withFileRestored(jobs.post, async (original) => {
    const warmUp = await run();
    if (warmUp.status !== 0) return failed('the first build', warmUp);
    result.warmUp = warmUp;
    log(`  sitegen ${sitegen.pages}: first build with an empty cache ${Math.round(warmUp.wallMs)} ms`);
    const hugoRuns: BuildResult[] = [];
    for (let r = 0; r < plan.runs; r++) {
      if (jobs.hugo) hugoRuns.push(...(await timeBuilds([jobs.hugo], 1, log, clearing)));
      if (plan.unchanged) {
        const unchanged = await run();
        if (unchanged.status !== 0) return failed('a rebuild with nothing changed', unchanged);
        result.unchanged.push(unchanged);
      }
      writeFileSync(jobs.post, `${original.toString('utf8')}\nEdited for rebuild ${r + 1}.\n`);
      const oneEdit = await run();
      if (oneEdit.status !== 0) return failed('a rebuild after an edit', oneEdit);
      result.oneEdit.push(oneEdit);
      const unchangedMs = result.unchanged[r] ? `nothing changed ${Math.round(result.unchanged[r].wallMs)} ms, ` : '';
      log(`  sitegen ${sitegen.pages}: rebuild ${r + 1}/${plan.runs}, ${unchangedMs}one post edited ${Math.round(oneEdit.wallMs)} ms`);
    }
    const measured = hugoRuns.filter((h) => h.runs.length > 0);
    if (measured.length > 0) {
      const all = measured.flatMap((h) => h.runs);
      result.hugo = { ...measured[0], runs: all, wallMs: medianWall(all), peakRssBytes: median(all.map((r) => r.peakRssBytes)) };
    }
    return result;
  });
}

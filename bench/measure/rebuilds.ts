import { writeFileSync } from 'node:fs';
import { processCpuMs, runMeasured, type MeasuredRun } from './process-tree.ts';
import { buildServerPid, serverListening, stopBuildServers } from './build-server.ts';
import { timeBuilds, type BuildJob, type BuildResult, type Clearing } from './builds.ts';
import { median } from './stats.ts';
import { withFileRestored } from './restore-file.ts';

export interface RebuildResult {
  /** The first build with the cache, from an empty one: what the rebuilds start from. */
  warmUp?: MeasuredRun;
  /** The first rebuild after it, one post edited, on the server it started: left out of the medians below. */
  settling?: MeasuredRun;
  /** `sitegen build` again, nothing changed. */
  unchanged: MeasuredRun[];
  /** `sitegen build` after one post got a line more: on the build server the first build left. */
  oneEdit: MeasuredRun[];
  /** The same after another line, with `--no-server`: in a process of its own. */
  oneEditOwnProcess: MeasuredRun[];
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
  /** The build's cache folder, whose build server the rebuilds run on. */
  cacheDir: string;
}

export const medianWall = (runs: readonly MeasuredRun[]) => median(runs.map((r) => r.wallMs));

export interface RebuildPlan {
  runs: number;
  /** Measure the rebuilds with nothing changed too, not only those after an edit. */
  unchanged: boolean;
}

/**
 * Rebuilds of a site built before, with the cache, after a first one that settles the output:
 * nothing changed, then one post edited, on the build server the first build started, `runs`
 * times, interleaved with Hugo's cold build (`clearing` its output) so that both see the same
 * machine; then edited again and built with `--no-server`, `runs` times. The sitegen output is
 * kept between runs, as a writer's or a CI job's would be. The post gets its bytes back however
 * the measurement ends (see withFileRestored), and the server is stopped.
 */
export async function measureRebuilds(jobs: RebuildJobs, plan: RebuildPlan, log: (line: string) => void, clearing: Clearing): Promise<RebuildResult> {
  const { sitegen } = jobs;
  const run = async (...extra: string[]) => {
    const server = buildServerPid(jobs.cacheDir);
    const before = server === undefined ? undefined : processCpuMs(server);
    const measured = await runMeasured(sitegen.command, [...sitegen.args, ...extra], { cwd: sitegen.cwd, env: { ...process.env, NO_COLOR: '1', SITEGEN_SERVER: 'on' }, timeoutMs: 15 * 60_000 });
    const after = server === undefined ? undefined : processCpuMs(server);
    // A build on the server spends its CPU there, outside the command's process tree.
    if (before !== undefined && after !== undefined && measured.cpuMs !== undefined) measured.cpuMs += after - before;
    return measured;
  };
  const result: RebuildResult = { unchanged: [], oneEdit: [], oneEditOwnProcess: [] };
  const failed = (what: string, failure: MeasuredRun): RebuildResult => ({ ...result, error: `${what} failed: ${failure.stderr.slice(0, 300)}` });
  return withFileRestored(jobs.post, async (original) => {
    try {
      const warmUp = await run();
      if (warmUp.status !== 0) return failed('the first build', warmUp);
      result.warmUp = warmUp;
      log(`  sitegen ${sitegen.pages}: first build with an empty cache ${Math.round(warmUp.wallMs)} ms`);
      // As after a writer's next save: the server that build started is listening.
      if (!(await serverListening(jobs.cacheDir))) log('  no build server is listening: the rebuilds run in their own processes');
      // The first rebuild after a build from scratch pays for more than one edit (10,000 pages:
      // 3.5 s against 2.4 s for the next, on the server or not), whichever mode happens to run it first.
      writeFileSync(jobs.post, `${original.toString('utf8')}\nEdited to settle the output.\n`);
      const settling = await run();
      if (settling.status !== 0) return failed('the first rebuild', settling);
      result.settling = settling;
      log(`  sitegen ${sitegen.pages}: first rebuild, one post edited ${Math.round(settling.wallMs)} ms (not counted below)`);
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
      // After the server's: a build in its own process leaves an index the server did not make,
      // and the server's next patch would read it back from the cache, as a writer's would not.
      for (let r = 0; r < plan.runs; r++) {
        writeFileSync(jobs.post, `${original.toString('utf8')}\nEdited for rebuild ${r + 1} in its own process.\n`);
        const own = await run('--no-server');
        if (own.status !== 0) return failed('a rebuild after an edit with --no-server', own);
        result.oneEditOwnProcess.push(own);
        log(`  sitegen ${sitegen.pages}: rebuild ${r + 1}/${plan.runs} in its own process, one post edited ${Math.round(own.wallMs)} ms`);
      }
      const measured = hugoRuns.filter((h) => h.runs.length > 0);
      if (measured.length > 0) {
        const all = measured.flatMap((h) => h.runs);
        result.hugo = { ...measured[0], runs: all, wallMs: medianWall(all), peakRssBytes: median(all.map((r) => r.peakRssBytes)) };
      }
      return result;
    } finally {
      await stopBuildServers(jobs.cacheDir);
    }
  });
}

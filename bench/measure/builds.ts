import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { runMeasured, type MeasuredRun, type ThreadCpu } from './process-tree.ts';
import { folderSize, median } from './stats.ts';

export interface BuildJob {
  /** `sitegen` or `hugo`. */
  tool: string;
  pages: number;
  /** Output folder: cleared before each run (see Clearing), so every run is a cold build into an empty place. */
  out: string;
  command: string;
  args: string[];
  cwd: string;
}

export interface BuildResult {
  job: BuildJob;
  runs: MeasuredRun[];
  error?: string;
  wallMs: number;
  peakRssBytes: number;
  /** Median user + system CPU time, when measurable. */
  cpuMs?: number;
  /** Median CPU time of each kind of thread (see ThreadCpu), when every run measured it. */
  threadCpu?: ThreadCpu;
  output: { files: number; bytes: number };
  /** Routes the tool reported, when it says. */
  routes?: number;
}

/**
 * How the last run's output is cleared. ext4 without a journal, as on this VM, skips every inode
 * deleted in the last minute (five when its table is not yet written back) when it creates a
 * file, one by one: deleting 5,000 files right before a build that creates 5,000 made it 40 %
 * slower and tripled its system time. So a run's output is moved `aside`, into `trash`, which
 * the suite deletes once everything is timed: each run then starts as the first would. `delete`
 * is `rm -rf dist && build`, measured once, to show what that costs.
 */
export type Clearing = { mode: 'aside'; trash: string } | { mode: 'delete' };

let setAside = 0;

function clear(out: string, clearing: Clearing): void {
  if (clearing.mode === 'aside' && existsSync(out)) {
    mkdirSync(clearing.trash, { recursive: true });
    try {
      renameSync(out, join(clearing.trash, String(setAside++)));
      return;
    } catch {
      // Another file system: deleted after all.
    }
  }
  rmSync(out, { recursive: true, force: true });
}

/**
 * Runs each job `runs` times, interleaved (a, b, a, b…) so that both tools see the same machine
 * state, a fresh process per run. A failed run stops that job and keeps its stderr.
 */
export async function timeBuilds(jobs: BuildJob[], runs: number, log: (line: string) => void, clearing: Clearing): Promise<BuildResult[]> {
  const results = jobs.map((job): BuildResult => ({ job, runs: [], wallMs: Number.NaN, peakRssBytes: Number.NaN, output: { files: 0, bytes: 0 } }));
  for (let r = 0; r < runs; r++) {
    for (const result of results) {
      if (result.error) continue;
      const { job } = result;
      clear(job.out, clearing);
      const run = await runMeasured(job.command, job.args, { cwd: job.cwd, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: 15 * 60_000 });
      if (run.status !== 0) {
        result.error = `exit ${run.status}: ${summarize(run.stderr || run.stdout)}`;
        log(`  ${job.tool} ${job.pages}: run ${r + 1} failed (${result.error})`);
        continue;
      }
      result.runs.push(run);
      const routes = /Built (\d+) routes/.exec(run.stderr)?.[1];
      if (routes) result.routes = Number(routes);
      const cpu = run.cpuMs === undefined ? '' : `, cpu ${Math.round(run.cpuMs)} ms`;
      log(`  ${job.tool} ${job.pages}: run ${r + 1}/${runs} ${Math.round(run.wallMs)} ms${cpu}, peak ${Math.round(run.peakRssBytes / 2 ** 20)} MB, load ${loadavg()[0].toFixed(1)}`);
    }
  }
  for (const result of results) {
    if (result.runs.length === 0) continue;
    result.wallMs = median(result.runs.map((r) => r.wallMs));
    result.peakRssBytes = median(result.runs.map((r) => r.peakRssBytes));
    const cpu = result.runs.map((r) => r.cpuMs).filter((ms): ms is number => ms !== undefined);
    if (cpu.length === result.runs.length) result.cpuMs = median(cpu);
    const threads = result.runs.map((r) => r.threadCpu).filter((t): t is ThreadCpu => t !== undefined);
    if (threads.length === result.runs.length) {
      const of = (kind: keyof ThreadCpu) => median(threads.map((t) => t[kind]));
      result.threadCpu = { main: of('main'), fromStart: of('fromStart'), later: of('later'), children: of('children') };
    }
    result.output = folderSize(result.job.out);
  }
  return results;
}

/** The lines of a failure that say what went wrong, without stack frames. */
function summarize(output: string): string {
  const lines = output.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('at ') && !/^[{}]|Getter\/Setter/.test(l));
  return lines.slice(0, 4).join(' / ').slice(0, 400);
}

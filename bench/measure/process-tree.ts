import { spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MeasuredRun {
  status: number | null;
  wallMs: number;
  /** Highest sum of RSS over the process and all its descendants (esbuild's Go service too). */
  peakRssBytes: number;
  /** User + system CPU time of the process and the children it waited for (from /usr/bin/time), when available. */
  cpuMs?: number;
  /** The system part of cpuMs: the kernel's work, creating files above all. */
  systemMs?: number;
  /** The command's CPU time by thread, from /proc (see ThreadCpu); undefined off Linux. */
  threadCpu?: ThreadCpu;
  stdout: string;
  stderr: string;
}

/**
 * CPU time of the measured process by thread, in ms, as last polled (so up to one poll short):
 * its main thread; the first threads it starts, all at once, which for Node are V8's platform
 * threads (optimising compiler, concurrent and parallel GC); those it starts later (worker
 * threads, libuv's pool); and its child processes (esbuild's service).
 */
export interface ThreadCpu {
  main: number;
  fromStart: number;
  later: number;
  children: number;
}

/** Every 10 ms: enough to catch a build's plateau, cheap on 2 cores (a few /proc reads). */
const POLL_MS = 10;

const TIME = '/usr/bin/time';

/**
 * Runs a command to its end, timing it from spawn to exit and polling /proc for the tree's memory.
 * With GNU time installed the command runs under it, for CPU time: on a busy machine that is a
 * steadier figure than wall time. The wrapper itself is left out of the memory sum.
 */
export function runMeasured(command: string, args: string[], options: SpawnOptions & { timeoutMs?: number } = {}): Promise<MeasuredRun> {
  const wrap = existsSync(TIME);
  const timeDir = wrap ? mkdtempSync(join(tmpdir(), 'sitegen-bench-time-')) : '';
  const timeFile = join(timeDir, 'time');
  const [file, argv] = wrap ? [TIME, ['-f', '%U %S', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    const threads = new ThreadSampler();
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = () => {
      if (child.pid === undefined) return;
      // Read once per poll for both measures, without the time wrapper: it is not the command.
      const tree = descendants(child.pid).filter((pid) => !(wrap && pid === child.pid));
      peak = Math.max(peak, treeRss(tree));
      threads.sample(tree);
    };
    const timer = setInterval(poll, POLL_MS);
    const timeout = options.timeoutMs ? setTimeout(() => child.pid !== undefined && killTree(child.pid), options.timeoutMs) : undefined;
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (status) => {
      const wallMs = performance.now() - started;
      clearInterval(timer);
      clearTimeout(timeout);
      // Streams may still hold output after exit; 'close' delivers it.
      child.on('close', () => {
        let cpuMs: number | undefined;
        let systemMs: number | undefined;
        if (wrap) {
          const last = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').pop() : undefined;
          const [user, system] = (last ?? '').split(' ').map(Number);
          if (Number.isFinite(user) && Number.isFinite(system)) {
            cpuMs = (user + system) * 1000;
            systemMs = system * 1000;
          }
          rmSync(timeDir, { recursive: true, force: true });
        }
        resolve({ status, wallMs, peakRssBytes: peak, cpuMs, systemMs, threadCpu: threads.summary(), stdout, stderr });
      });
    });
  });
}

/** Polls the CPU time of every thread of a process tree (see ThreadCpu). */
class ThreadSampler {
  /** The measured process: the first of the tree. */
  private root?: number;
  private readonly startThreads = new Set<number>();
  private readonly cpu = new Map<string, { pid: number; tid: number; ms: number }>();

  /** `tree`: the measured process and its descendants. */
  sample(tree: readonly number[]): void {
    const root = tree[0];
    if (root === undefined) return;
    this.root ??= root;
    // Node starts V8's platform threads together, some 40 ms after exec and well before any worker.
    if (this.startThreads.size === 0) {
      const tasks = tasksOf(root).map(Number).filter((tid) => tid !== root);
      for (const tid of tasks) this.startThreads.add(tid);
    }
    for (const pid of tree) {
      for (const task of tasksOf(pid)) {
        const ms = threadCpuMs(pid, task);
        if (ms !== undefined) this.cpu.set(`${pid}/${task}`, { pid, tid: Number(task), ms });
      }
    }
  }

  summary(): ThreadCpu | undefined {
    if (this.root === undefined || this.cpu.size === 0) return undefined;
    const total: ThreadCpu = { main: 0, fromStart: 0, later: 0, children: 0 };
    for (const { pid, tid, ms } of this.cpu.values()) {
      if (pid !== this.root) total.children += ms;
      else if (tid === pid) total.main += ms;
      else if (this.startThreads.has(tid)) total.fromStart += ms;
      else total.later += ms;
    }
    return total;
  }
}

/** Clock ticks per second of /proc's times: USER_HZ, 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** utime + stime of one thread, in ms. */
function threadCpuMs(pid: number, tid: string): number | undefined {
  return statCpuMs(read(`/proc/${pid}/task/${tid}/stat`));
}

/** utime + stime of a process, every thread it ran included, in ms; undefined once it is gone. */
export function processCpuMs(pid: number): number | undefined {
  return statCpuMs(read(`/proc/${pid}/stat`));
}

function statCpuMs(stat: string | undefined): number | undefined {
  if (!stat) return undefined;
  // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Kills a process and its descendants, children first: only processes this bench started. */
function killTree(pid: number): void {
  for (const p of descendants(pid).reverse()) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** RSS of the processes, in bytes; 0 for those already gone. */
export function treeRss(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) total += rssOf(pid);
  return total;
}

export function descendants(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    for (const task of tasksOf(out[i])) {
      const children = read(`/proc/${out[i]}/task/${task}/children`);
      if (children) out.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
    }
  }
  return out;
}

/** Children hang off the thread that forked them: Node forks from its main thread, Go from any. */
function tasksOf(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  const status = read(`/proc/${pid}/status`);
  const kb = status && /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

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
  stdout: string;
  stderr: string;
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
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid, wrap));
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
        resolve({ status, wallMs, peakRssBytes: peak, cpuMs, systemMs, stdout, stderr });
      });
    });
  });
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

/** RSS of `pid` (unless `skipRoot`) plus its descendants, in bytes; 0 for processes already gone. */
export function treeRss(pid: number, skipRoot = false): number {
  let total = 0;
  for (const p of descendants(pid)) if (!(skipRoot && p === pid)) total += rssOf(p);
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

import { spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface MeasuredRun {
  status: number | null;
  wallMs: number;
  /** Highest sum of RSS over the process and all its descendants (esbuild's Go service too). */
  peakRssBytes: number;
  stdout: string;
  stderr: string;
}

/** Every 10 ms: enough to catch a build's plateau, cheap on 2 cores (a few /proc reads). */
const POLL_MS = 10;

/** Runs a command to its end, timing it from spawn to exit and polling /proc for the tree's memory. */
export function runMeasured(command: string, args: string[], options: SpawnOptions & { timeoutMs?: number } = {}): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = () => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(poll, POLL_MS);
    const timeout = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (status) => {
      const wallMs = performance.now() - started;
      clearInterval(timer);
      clearTimeout(timeout);
      // Streams may still hold output after exit; 'close' delivers it.
      child.on('close', () => resolve({ status, wallMs, peakRssBytes: peak, stdout, stderr }));
    });
  });
}

/** RSS of `pid` plus its descendants, in bytes; 0 for processes that are already gone. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const p of descendants(pid)) total += rssOf(p);
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

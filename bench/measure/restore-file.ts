import { readFileSync, writeFileSync } from 'node:fs';

const STOPS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs `work`, which may change `file`, and puts the file's bytes back afterwards: when work ends,
 * when it throws, and when the bench is stopped by Ctrl-C, `kill` or a closed terminal (the signal
 * is raised again once the file is back, so the process still ends as that signal says). An edit
 * left behind would make the next run measure a site that is not the generated one.
 */
export async function withFileRestored<T>(file: string, work: (original: Buffer) => Promise<T>): Promise<T> {
  const original = readFileSync(file);
  const restore = () => writeFileSync(file, original);
  const onStop = (signal: NodeJS.Signals) => {
    restore();
    detach();
    process.kill(process.pid, signal);
  };
  const detach = () => {
    for (const signal of STOPS) process.off(signal, onStop);
    process.off('exit', restore);
  };
  for (const signal of STOPS) process.on(signal, onStop);
  process.on('exit', restore);
  try {
    return await work(original);
  } finally {
    detach();
    restore();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { REPO } from './fixture.ts';

export interface WatchProcess {
  /** Where it serves, e.g. `http://127.0.0.1:3000`. */
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output: () => string;
  /** Stops it with Ctrl-C and resolves with its exit code. */
  stop: () => Promise<number | null>;
  /** The text it serves at `path`. */
  page: (path: string) => Promise<string>;
  /** Resolves once the page at `path` holds `text` (an edit was rebuilt); fails after `timeout` ms. */
  served: (path: string, text: string, timeout?: number) => Promise<void>;
  /** A function giving what it printed from now on. */
  outputFrom: () => () => string;
}

/** Starts the real `sitegen watch` on a site folder, with `args` besides, and resolves once it says where it serves. */
export function startWatch(root: string, args: string[] = []): Promise<WatchProcess> {
  const child = spawn(process.execPath, [join(REPO, 'bin/sitegen.js'), 'watch', '--root', root, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGINT');
    return exited;
  };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d;
      const match = /serving at (http:\/\/[^\s/]+)/.exec(output);
      if (!match) return;
      const url = match[1];
      const page = async (path: string) => (await fetch(`${url}${path}`)).text();
      const served = (path: string, text: string, timeout = 20_000) => expect.poll(() => page(path), { timeout }).toContain(text);
      const outputFrom = () => {
        const start = output.length;
        return () => output.slice(start);
      };
      resolve({ url, child, output: () => output, stop, page, served, outputFrom });
    });
    void exited.then((code) => reject(new Error(`watch exited with ${code}:\n${output}`)));
  });
}

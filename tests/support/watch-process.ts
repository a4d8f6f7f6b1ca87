import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './fixture.ts';

export interface WatchProcess {
  /** Where it serves, e.g. `http://127.0.0.1:3000`. */
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output: () => string;
  /** Stops it with Ctrl-C and resolves with its exit code. */
  stop: () => Promise<number | null>;
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
      if (match) resolve({ url: match[1], child, output: () => output, stop });
    });
    void exited.then((code) => reject(new Error(`watch exited with ${code}:\n${output}`)));
  });
}

import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** The last commit that changed a file. */
export interface LastUpdate {
  /** ISO 8601, UTC. */
  date: string;
  author: string;
}

/** Marks the start of each commit's header in the log, a byte no path or name holds. */
const COMMIT = '\u0001';

/**
 * When each file under `dir` last changed and who changed it, from ONE `git log` over the folder
 * (one process per file, as Docusaurus runs, costs seconds at a thousand docs). The newest commit
 * naming a file is its last update. Outside a git repository, or without git, the map is empty.
 */
export function readLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  return new Promise((done) => {
    // --no-renames: a moved file counts as changed where it now is, as Docusaurus' `git log -- file`.
    const args = ['log', `--format=${COMMIT}%ct %an`, '--name-only', '--relative', '--no-renames', '-z', '--', '.'];
    execFile('git', args, { cwd: dir, maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout) => {
      done(error ? new Map() : parseLog(stdout, dir));
    });
  });
}

/** `git log -z --name-only --relative` output: per commit, its header, then NUL-separated paths relative to `dir`. */
function parseLog(log: string, dir: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const commit of log.split(COMMIT)) {
    const [header, ...paths] = commit.split('\0');
    const space = header.indexOf(' ');
    if (space < 0) continue;
    const update = { date: new Date(Number(header.slice(0, space)) * 1000).toISOString(), author: header.slice(space + 1) };
    for (const path of paths) {
      // Each commit's list of paths starts on a new line.
      const name = path.replace(/^\n/, '');
      if (!name) continue;
      const file = resolve(dir, name);
      if (!updates.has(file)) updates.set(file, update);
    }
  }
  return updates;
}

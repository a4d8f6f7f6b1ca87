import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { median } from './stats.ts';

export interface ServeBenchOptions {
  bin: string;
  /** A built site; its `/blog` page and its hashed entry script are requested. */
  dist: string;
  /** Load per measurement, and the measurements per server and page, alternating servers. */
  seconds: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
}

export interface ServeCase {
  label: string;
  path: string;
  /** Requests per second, one per round. */
  sitegen: number[];
  sirv: number[];
  /** The median over rounds of sitegen's figure over sirv's in the same round: runs side by side in time pair up. */
  ratio: number;
}

export interface ServeBenchResult {
  unavailable?: string;
  cases: ServeCase[];
}

/**
 * Requests per second of `sitegen serve` and of plain sirv (its defaults: files indexed at start,
 * no compression) on the same folder in the same run: an HTML page, and the hashed entry script
 * asked for with `Accept-Encoding: br` as a browser does. Each server runs in its own process;
 * autocannon loads them in turn, a round each, so a slower or busier stretch of the host hits both.
 */
export async function benchServe(options: ServeBenchOptions): Promise<ServeBenchResult> {
  const script = /src="(\/assets\/entry-[\w-]+\.js)"/.exec(readFileSync(join(options.dist, 'blog/index.html'), 'utf8'))?.[1];
  if (!script) return { unavailable: `no /assets/entry-*.js script in ${options.dist}/blog/index.html`, cases: [] };
  const pages: Array<{ label: string; path: string; headers: Record<string, string> }> = [
    { label: '/blog (HTML)', path: '/blog', headers: {} },
    { label: `${script} with Accept-Encoding: br`, path: script, headers: { 'accept-encoding': 'br' } },
  ];
  const servers: Array<{ name: 'sitegen' | 'sirv'; child: ChildProcess; url: string }> = [];
  try {
    for (const [name, child] of [['sitegen', startSitegen(options)], ['sirv', startSirv(options.dist)]] as const) {
      const url = await printedUrl(child);
      if (!url) return { unavailable: `${name} printed no URL`, cases: [] };
      servers.push({ name, child, url });
    }
    const cases: ServeCase[] = [];
    for (const page of pages) {
      const measured: ServeCase = { label: page.label, path: page.path, sitegen: [], sirv: [], ratio: Number.NaN };
      // A short warm-up each: JIT, and sitegen's compressed copy of the script.
      for (const server of servers) await load(`${server.url}${page.path}`, page.headers, 1, options.connections);
      for (let round = 0; round < options.rounds; round++) {
        // ABBA: whichever goes second in one round goes first in the next.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const perSecond = await load(`${server.url}${page.path}`, page.headers, options.seconds, options.connections);
          measured[server.name].push(perSecond);
          options.log(`  serve ${page.path} ${server.name}: ${Math.round(perSecond)} requests/s`);
        }
      }
      measured.ratio = median(measured.sitegen.map((perSecond, round) => perSecond / measured.sirv[round]));
      cases.push(measured);
    }
    return { cases };
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error), cases: [] };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

/**
 * autocannon (9.0) appends each response's body to a string, decoding it as UTF-8. For a brotli
 * body that decoding took the client a whole core: plain sirv sent a 66 KB binary file 740 times
 * a second and a 72 KB text file 7,000 times, so the br case measured the client. Nothing here
 * reads a body (no expectBody, no verifyBody), so each connection drops them.
 */
function dropBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: (data: Buffer) => void } }).pipelinedRequests;
  if (!queue?.addBody) throw new Error('autocannon changed: its client has no pipelinedRequests.addBody to stop');
  queue.addBody = () => {};
}

/** Average requests per second of one autocannon run; an error or a non-2xx answer fails the run. */
async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<number> {
  const result = await autocannon({ url, headers, connections, duration: seconds, setupClient: dropBodies });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

function startSitegen(options: ServeBenchOptions): ChildProcess {
  return spawn(process.execPath, [options.bin, 'serve', '--dir', options.dist, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
}

/** sirv as its readme shows it on node:http, with the package sitegen itself installs. */
function startSirv(dist: string): ChildProcess {
  const sirv = pathToFileURL(createRequire(import.meta.url).resolve('sirv')).href;
  const code = `
    const [{ default: sirv }, { createServer }] = await Promise.all([import(process.argv[1]), import('node:http')]);
    const assets = sirv(process.argv[2]);
    const server = createServer((req, res) => assets(req, res));
    server.listen(0, '127.0.0.1', () => console.log('sirv at http://127.0.0.1:' + server.address().port + '/'));`;
  return spawn(process.execPath, ['--input-type=module', '-e', code, sirv, dist], { stdio: ['ignore', 'pipe', 'inherit'] });
}

function printedUrl(child: ChildProcess): Promise<string | undefined> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/[^\s/]+)\//.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', () => resolve(undefined));
  });
}

/**
 * `npm run bench` (compiled to lib/bench.js):
 *   node lib/bench.js                                  every measurement; prints the table, writes bench/results.md
 *   node lib/bench.js run --sizes 50,1000 --runs 1 --no-hugo --no-watch --no-serve
 *   node lib/bench.js generate --pages 1000 --out bench/sites/1000 [--seed 7]
 *   node lib/bench.js serve [--dir DIR] [--seconds 3] [--rounds 5]   only `sitegen serve` vs sirv; prints its rows
 *   node lib/bench.js versions [--runs 3] [--seed N]   only 10 versions of 100 docs vs 1 version; prints its rows
 *   node lib/bench.js rebuild [--pages 1000] [--runs 3] [--edit-only] [--no-hugo] [--seed N]   only the builds with the cache, beside Hugo's cold build; prints their rows
 */
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SEED, writeGeneratedSite } from './generate-site.ts';
import { benchPaths } from './paths.ts';
import { toMarkdown } from './report.ts';
import { DEFAULT_SERVE, DEFAULT_SUITE, rebuildSection, runSuite, serveSection } from './suite.ts';
import { versionsRows } from './versions-case.ts';

const USAGE = `usage: node lib/bench.js [run] [--sizes 50,1000,10000] [--runs 3] [--large-runs 2] [--no-hugo] [--no-watch] [--no-serve] [--seed N]
       node lib/bench.js generate --pages N --out DIR [--seed N]
       node lib/bench.js serve [--dir DIR] [--seconds 3] [--rounds 5]
       node lib/bench.js versions [--runs 3] [--seed N]
       node lib/bench.js rebuild [--pages 1000] [--runs 3] [--edit-only] [--no-hugo] [--seed N]`;

async function main(argv: string[]): Promise<number> {
  // Every build measured runs in its own process but the rebuilds (measure/rebuilds.ts), which
  // measure the build server's: no build leaves one running after the bench.
  process.env.SITEGEN_SERVER = 'off';
  const [command = 'run', ...rest] = argv[0]?.startsWith('-') ? ['run', ...argv] : argv;
  if (command === 'generate') {
    const { values } = parseArgs({ args: rest, options: { pages: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } } });
    const pages = Number(values.pages);
    if (!Number.isInteger(pages) || pages < 1 || !values.out) return usage();
    const out = resolve(values.out);
    const summary = await writeGeneratedSite(out, { pages, seed: values.seed ? Number(values.seed) : DEFAULT_SEED });
    process.stderr.write(`Wrote ${summary.docs} docs and ${summary.posts} posts (${summary.files} files, ${summary.bytes} bytes) to ${out}\n`);
    return 0;
  }
  if (command === 'serve') {
    const { values } = parseArgs({ args: rest, options: { dir: { type: 'string' }, seconds: { type: 'string' }, rounds: { type: 'string' } } });
    const seconds = values.seconds ? Number(values.seconds) : DEFAULT_SERVE.seconds;
    const rounds = values.rounds ? Number(values.rounds) : DEFAULT_SERVE.rounds;
    if (!(seconds > 0) || !Number.isInteger(rounds) || rounds < 1) return usage();
    const rows = await serveSection(benchPaths(), values.dir && resolve(values.dir), { seconds, rounds });
    process.stdout.write(`\n${toMarkdown(rows)}`);
    return 0;
  }
  if (command === 'versions') {
    const { values } = parseArgs({ args: rest, options: { runs: { type: 'string' }, seed: { type: 'string' } } });
    const runs = values.runs ? Number(values.runs) : DEFAULT_SUITE.runs;
    if (!Number.isInteger(runs) || runs < 1) return usage();
    const paths = benchPaths();
    const rows = await versionsRows(paths, { runs, seed: values.seed ? Number(values.seed) : DEFAULT_SEED }, (line) => process.stderr.write(`${line}\n`));
    rmSync(join(paths.sites, '.trash'), { recursive: true, force: true });
    process.stdout.write(`\n${toMarkdown(rows)}`);
    return 0;
  }
  if (command === 'rebuild') {
    const { values } = parseArgs({ args: rest, options: { pages: { type: 'string' }, runs: { type: 'string' }, 'edit-only': { type: 'boolean' }, 'no-hugo': { type: 'boolean' }, seed: { type: 'string' } } });
    const pages = values.pages ? Number(values.pages) : 1000;
    const runs = values.runs ? Number(values.runs) : DEFAULT_SUITE.runs;
    if (!Number.isInteger(pages) || pages < 1 || !Number.isInteger(runs) || runs < 1) return usage();
    const paths = benchPaths();
    const options = { pages, runs, unchanged: !values['edit-only'], hugo: !values['no-hugo'], seed: values.seed ? Number(values.seed) : DEFAULT_SEED };
    const rows = await rebuildSection(paths, options);
    rmSync(join(paths.sites, '.trash'), { recursive: true, force: true });
    process.stdout.write(`\n${toMarkdown(rows)}`);
    return 0;
  }
  if (command !== 'run') return usage();
  const { values } = parseArgs({
    args: rest,
    options: {
      sizes: { type: 'string' },
      runs: { type: 'string' },
      'large-runs': { type: 'string' },
      'no-hugo': { type: 'boolean' },
      'no-watch': { type: 'boolean' },
      'no-serve': { type: 'boolean' },
      seed: { type: 'string' },
    },
  });
  const sizes = values.sizes ? values.sizes.split(',').map(Number) : DEFAULT_SUITE.sizes;
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) return usage();
  const table = await runSuite({
    sizes,
    runs: values.runs ? Number(values.runs) : DEFAULT_SUITE.runs,
    largeRuns: values['large-runs'] ? Number(values['large-runs']) : DEFAULT_SUITE.largeRuns,
    hugo: !values['no-hugo'],
    watch: !values['no-watch'],
    serve: !values['no-serve'],
    seed: values.seed ? Number(values.seed) : DEFAULT_SUITE.seed,
  });
  process.stdout.write(`\n${table}`);
  return 0;
}

function usage(): number {
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

/** An option parseArgs does not know (`--help` among them) is answered with the usage, not a stack trace. */
async function mainOrUsage(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    return await main(argv);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS_')) {
      process.stderr.write(`${(error as Error).message}\n`);
      return usage();
    }
    throw error;
  }
}

// No top-level await: lib/ is CommonJS (scripts/compile.mjs).
void mainOrUsage(process.argv.slice(2)).then((code) => (process.exitCode = code));

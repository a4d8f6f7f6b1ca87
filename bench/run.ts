/**
 * `npm run bench` (compiled to lib/bench.js):
 *   node lib/bench.js                                  every measurement; prints the table, writes bench/results.md
 *   node lib/bench.js run --sizes 50,1000 --runs 1 --no-hugo --no-watch
 *   node lib/bench.js generate --pages 1000 --out bench/sites/1000 [--seed 7]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DEFAULT_SEED, writeGeneratedSite } from './generate-site.ts';
import { DEFAULT_SUITE, runSuite } from './suite.ts';

const USAGE = `usage: node lib/bench.js [run] [--sizes 50,1000,10000] [--runs 3] [--large-runs 2] [--no-hugo] [--no-watch] [--seed N]
       node lib/bench.js generate --pages N --out DIR [--seed N]`;

async function main(argv: string[]): Promise<number> {
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
  if (command !== 'run') return usage();
  const { values } = parseArgs({
    args: rest,
    options: {
      sizes: { type: 'string' },
      runs: { type: 'string' },
      'large-runs': { type: 'string' },
      'no-hugo': { type: 'boolean' },
      'no-watch': { type: 'boolean' },
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
    seed: values.seed ? Number(values.seed) : DEFAULT_SUITE.seed,
  });
  process.stdout.write(`\n${table}`);
  return 0;
}

function usage(): number {
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));

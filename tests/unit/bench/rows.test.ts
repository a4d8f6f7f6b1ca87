import { describe, expect, it } from 'vitest';
import { buildRows, deletedOutputRow, rebuildRows } from '../../../bench/rows.ts';
import { toMarkdown, type Row } from '../../../bench/report.ts';
import type { BuildResult } from '../../../bench/measure/builds.ts';
import type { MeasuredRun } from '../../../bench/measure/process-tree.ts';

const MiB = 2 ** 20;

function run(wallMs: number, peakMiB = 300, cpuMs = wallMs * 1.5): MeasuredRun {
  return { status: 0, wallMs, peakRssBytes: peakMiB * MiB, cpuMs, stdout: '', stderr: '' };
}

function built(tool: string, pages: number, runs: MeasuredRun[]): BuildResult {
  const walls = runs.map((r) => r.wallMs).sort((a, b) => a - b);
  return {
    job: { tool, pages, out: '/nonexistent/sitegen-bench-rows', command: tool, args: [], cwd: '/' },
    runs,
    wallMs: walls[Math.floor(walls.length / 2)],
    peakRssBytes: runs[0].peakRssBytes,
    cpuMs: runs[0].cpuMs,
    output: { files: 10, bytes: 1000 },
  };
}

const find = (rows: Row[], measure: string) => rows.find((row) => row.measure.startsWith(measure))!;

describe('buildRows', () => {
  it("puts Hugo's figures of the same run beside sitegen's, with the ratio and the cold-build target", () => {
    const rows = buildRows(built('sitegen', 1000, [run(6000), run(6400), run(5800)]), built('hugo v0.111.3', 1000, [run(4000, 280, 5000)]));
    expect(find(rows, 'wall time')).toMatchObject({ hugo: '4.00 s', ratio: '1.50x', target: '≤ 1.5x Hugo (6.00 s)', met: true });
    expect(find(rows, 'pages per second')).toMatchObject({ value: '167', hugo: '250', ratio: '0.67x' });
    expect(find(rows, 'CPU time, user')).toMatchObject({ hugo: '5.00 s', ratio: '1.80x' });
    expect(find(rows, 'peak RSS')).toMatchObject({ hugo: '280.0 MB', ratio: '1.07x' });
    expect(find(rows, 'peak RSS').target).toBeUndefined();
    expect(find(rows, 'output').hugo).toBe('1000 B in 10 files');
  });

  it('holds 10,000 pages to 1.0x Hugo and 512 MiB', () => {
    const rows = buildRows(built('sitegen', 10000, [run(41_000, 600)]), built('hugo v0.111.3', 10000, [run(40_000, 2000)]));
    expect(find(rows, 'wall time')).toMatchObject({ ratio: '1.02x', target: '≤ 1.0x Hugo (40.00 s)', met: false });
    expect(find(rows, 'peak RSS')).toMatchObject({ target: '≤ 512 MiB', met: false });
  });

  it('shows no older absolute-time targets, and no Hugo cells where Hugo did not build', () => {
    const rows = [...buildRows(built('sitegen', 0, [run(1600)])), ...buildRows(built('sitegen', 50, [run(1800)]))];
    expect(rows.filter((row) => row.target !== undefined)).toEqual([]);
    expect(rows.filter((row) => row.hugo !== undefined || row.ratio !== undefined)).toEqual([]);
  });

  it("puts Hugo's run after deleting its output beside sitegen's", () => {
    expect(deletedOutputRow(built('sitegen', 1000, [run(6600)]), built('hugo v0.111.3', 1000, [run(3300)]))).toMatchObject({ hugo: '3.30 s', ratio: '2.00x' });
  });
});

describe('rebuildRows', () => {
  const hugo = built('hugo v0.111.3', 1000, [run(4000)]);

  it('holds the rebuilds to their ratios of Hugo’s cold build', () => {
    const served = { ...run(2500), stderr: '✔ Built 1220 routes (4583 files, 72.0 MB) into dist/ in 2400 ms on the build server\n' };
    const rows = rebuildRows(1000, { warmUp: run(7000), unchanged: [run(1900), run(2100)], oneEdit: [served], oneEditOwnProcess: [run(3000)], hugo });
    expect(rows.map((row) => row.case)).toEqual([
      'sitegen first build with an empty cache, 1,000 pages',
      'sitegen rebuild, nothing changed, 1,000 pages',
      'sitegen rebuild after editing one post, 1,000 pages',
      'sitegen rebuild after editing one post, 1,000 pages, --no-server',
    ]);
    expect(rows[0]).toMatchObject({ hugo: 'cold 4.00 s', ratio: '1.75x' });
    expect(rows[0].target).toBeUndefined();
    expect(rows[1]).toMatchObject({ ratio: '0.50x', target: "≤ 0.5x Hugo's cold build (2.00 s)", met: true });
    expect(rows[2]).toMatchObject({ ratio: '0.63x', target: "≤ 0.6x Hugo's cold build (2.40 s)", met: false });
    expect(rows[2].value).toMatch(/; 1 of 1 on the build server$/);
    // The same edit in a process of its own: beside Hugo, for comparison, with no target.
    expect(rows[3]).toMatchObject({ ratio: '0.75x' });
    expect(rows[3].target).toBeUndefined();
    expect(rows[3].value).toMatch(/; 0 of 1 on the build server$/);
  });

  it('holds one edit at 10,000 pages under 0.15x, and leaves out what was not measured', () => {
    const rows = rebuildRows(10000, { warmUp: run(45_000), settling: run(8000), unchanged: [], oneEdit: [run(5000)], oneEditOwnProcess: [], hugo: built('hugo v0.111.3', 10000, [run(40_000)]) });
    expect(rows.map((row) => row.case)).toEqual([
      'sitegen first build with an empty cache, 10,000 pages',
      'sitegen first rebuild after it, one post edited, 10,000 pages',
      'sitegen rebuild after editing one post, 10,000 pages',
    ]);
    expect(rows[1]).toMatchObject({ value: '8.00 s, CPU 12.00 s', ratio: '0.20x' });
    expect(rows[1].target).toBeUndefined();
    expect(rows[2]).toMatchObject({ ratio: '0.13x', target: "< 0.15x Hugo's cold build (6.00 s)", met: true });
  });

  it('reports a failed rebuild with its target unjudged', () => {
    const rows = rebuildRows(1000, { warmUp: run(7000), unchanged: [], oneEdit: [], oneEditOwnProcess: [], hugo, error: 'a rebuild after an edit failed: boom' });
    expect(rows[1]).toMatchObject({ value: 'failed: a rebuild after an edit failed: boom', target: "≤ 0.5x Hugo's cold build" });
    expect(rows[1].met).toBeUndefined();
  });
});

describe('toMarkdown', () => {
  it('has the Hugo and ratio columns when a row has them', () => {
    const table = toMarkdown([{ case: 'a', measure: 'wall', value: '6.00 s', hugo: '4.00 s', ratio: '1.50x', target: '≤ 1.5x Hugo', met: true }, { case: 'b', measure: 'm', value: 'v' }]);
    expect(table.split('\n').slice(0, 4)).toEqual([
      '| Case | Measure | Value | Hugo, same run | sitegen / Hugo | Target | Met |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| a | wall | 6.00 s | 4.00 s | 1.50x | ≤ 1.5x Hugo | yes |',
      '| b | m | v |  |  |  |  |',
    ]);
  });

  it('leaves them out when no row has them', () => {
    expect(toMarkdown([{ case: 'a', measure: 'm', value: 'v', target: 't', met: false }]).split('\n')[2]).toBe('| a | m | v | t | **no** |');
  });
});

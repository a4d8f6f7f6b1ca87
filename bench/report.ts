/** One line of the results table. */
export interface Row {
  case: string;
  measure: string;
  value: string;
  /** Hugo's figure for the same measure, from the same run, when Hugo built that size. */
  hugo?: string;
  /** sitegen's figure over Hugo's, e.g. `1.52x`. */
  ratio?: string;
  /** The goal from the issue, when there is one. */
  target?: string;
  /** Whether the target is met; undefined when there is no target or nothing was measured. */
  met?: boolean;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The one Markdown table `npm run bench` prints and writes to bench/results.md. The Hugo and
 * ratio columns show only when some row has them (a serve or versions run alone has none).
 */
export function toMarkdown(rows: readonly Row[]): string {
  const withHugo = rows.some((row) => row.hugo !== undefined || row.ratio !== undefined);
  const head = ['Case', 'Measure', 'Value', ...(withHugo ? ['Hugo, same run', 'sitegen / Hugo'] : []), 'Target', 'Met'];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    const cells = [row.case, row.measure, row.value, ...(withHugo ? [row.hugo ?? '', row.ratio ?? ''] : []), row.target ?? '', met];
    lines.push(`| ${cells.map(cell).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** One line of the results table. */
export interface Row {
  case: string;
  measure: string;
  value: string;
  /** The goal from the issue, when there is one. */
  target?: string;
  /** Whether the target is met; undefined when there is no target or nothing was measured. */
  met?: boolean;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The one Markdown table `npm run bench` prints and writes to bench/results.md. */
export function toMarkdown(rows: readonly Row[]): string {
  const lines = ['| Case | Measure | Value | Target | Met |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    lines.push(`| ${cell(row.case)} | ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.target ?? '')} | ${met} |`);
  }
  return `${lines.join('\n')}\n`;
}

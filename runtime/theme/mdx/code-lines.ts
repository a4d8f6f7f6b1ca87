/** A code block's text cut into the lines shown, and which of them are highlighted. */
export interface CodeLines {
  lines: string[];
  /** Indexes (from 0) of the highlighted lines. */
  highlighted: ReadonlySet<number>;
}

/**
 * Docusaurus' magic comments, in the comment syntaxes of the common languages: `// highlight-next-line`,
 * `# highlight-start`, `<!-- highlight-end -->`, `{/* highlight-next-line *\/}` and so on.
 */
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|;|%|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** The line numbers a `{1,3-5}` range list names, as indexes from 0. */
export function lineRanges(meta: string | undefined): number[] {
  const list = meta ? /\{([\d,\s-]+)\}/.exec(meta)?.[1] : undefined;
  if (!list) return [];
  return list.split(',').flatMap((part) => {
    const [, from, to] = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part) ?? [];
    if (!from) return [];
    const first = Number(from);
    const last = to ? Number(to) : first;
    return Array.from({ length: Math.max(0, Math.min(last - first + 1, 10_000)) }, (_, offset) => first + offset - 1);
  });
}

/**
 * Cuts `code` into lines, drops the magic comments and records what they highlight, together
 * with the `{…}` ranges of the block's metastring (which count the lines shown).
 */
export function codeLines(code: string, metastring?: string): CodeLines {
  const lines: string[] = [];
  const highlighted = new Set<number>();
  let next = false;
  let open = 0;
  for (const line of code.replace(/\n$/, '').split('\n')) {
    const magic = MAGIC_COMMENT.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') open++;
    else if (magic === 'end') open = Math.max(0, open - 1);
    else {
      if (next || open > 0) highlighted.add(lines.length);
      next = false;
      lines.push(line);
    }
  }
  for (const index of lineRanges(metastring)) highlighted.add(index);
  return { lines, highlighted };
}

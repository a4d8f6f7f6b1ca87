import parseNumericRange from 'parse-numeric-range';

/** A code block's options, from its meta string and magic comments, as Docusaurus reads them. */
export interface CodeBlockOptions {
  /** The code as shown: without its magic comment lines. */
  code: string;
  /** `title="…"`, shown above the code. */
  title?: string;
  /** The lines to highlight, counted from 0, ascending. */
  highlighted: number[];
  /** `showLineNumbers` (1) or `showLineNumbers=N`: the first line's number. */
  lineNumbersStart?: number;
}

const TITLE = /title=(["'])(.*?)\1/;
const RANGE = /\{([\d,-]+)\}/;

/** A comment around a directive: what opens it and what closes it, as regular expression source. */
type CommentStyle = readonly [open: string, close: string];

const COMMENT_STYLES = {
  js: ['//', ''],
  jsBlock: [String.raw`/\*`, String.raw`\*/`],
  jsx: [String.raw`\{\s*/\*`, String.raw`\*/\s*\}`],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: [String.raw`[Rr][Ee][Mm]\b`, ''],
  f90: ['!', ''],
  ml: [String.raw`\(\*`, String.raw`\*\)`],
  cobol: [String.raw`\*>`, ''],
} satisfies Record<string, CommentStyle>;

type CommentKind = keyof typeof COMMENT_STYLES;

/** The comment styles Docusaurus looks for in each language; others get the popular five. */
const STYLES_BY_LANGUAGE: Record<string, CommentKind[]> = {};
for (const [languages, kinds] of [
  [['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']],
  [['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  [['markdown', 'md'], ['html', 'jsx', 'bash']],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell'], ['lua']],
  [['sql'], ['lua', 'jsBlock']],
  [['wasm'], ['wasm']],
  [['vb', 'vba', 'visual-basic'], ['vb', 'rem']],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'f90']],
  [['fsharp'], ['js', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['f90']],
  [['cobol'], ['cobol']],
] as Array<[string[], CommentKind[]]>) {
  for (const language of languages) STYLES_BY_LANGUAGE[language] = kinds;
}
const POPULAR: CommentKind[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';

/** A line holding only a magic comment in one of the language's comment styles; the directive is the match's one defined group. */
function magicCommentLine(lang: string): RegExp {
  const kinds = STYLES_BY_LANGUAGE[lang] ?? POPULAR;
  const comments = kinds.map((kind) => `(?:${COMMENT_STYLES[kind][0]}\\s*(${DIRECTIVES})\\s*${COMMENT_STYLES[kind][1]})`);
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

/**
 * Reads a code block's `title="…"`, line range `{1,3-5}` and `showLineNumbers[=N]` from its meta
 * string, and, when it has a language and no range, its magic comments (`highlight-next-line`,
 * `highlight-start` … `highlight-end`), whose lines it removes: as Docusaurus' code block does.
 */
export function codeBlockOptions(code: string, lang: string | null | undefined, meta: string | null | undefined): CodeBlockOptions {
  const options: CodeBlockOptions = { code, highlighted: [] };
  if (meta) {
    const title = TITLE.exec(meta)?.[2];
    if (title) options.title = title;
    const numbers = meta.split(' ').find((word) => word.startsWith('showLineNumbers'));
    if (numbers) options.lineNumbersStart = numbers.startsWith('showLineNumbers=') ? parseInt(numbers.slice('showLineNumbers='.length), 10) || 1 : 1;
    const range = RANGE.exec(meta)?.[1];
    if (range) {
      options.highlighted = ascending(parseNumericRange(range).filter((n) => n > 0).map((n) => n - 1));
      return options;
    }
  }
  if (lang && code.includes('highlight-')) Object.assign(options, withoutMagicComments(code, lang.toLowerCase()));
  return options;
}

function withoutMagicComments(code: string, lang: string): { code: string; highlighted: number[] } {
  const directive = magicCommentLine(lang);
  const lines = code.split('\n');
  const highlighted: number[] = [];
  let blockStart = 0;
  for (let i = 0; i < lines.length; ) {
    const match = directive.exec(lines[i]);
    if (!match) {
      i++;
      continue;
    }
    // The line is removed: the next line takes its number.
    const name = match.slice(1).find((group) => group !== undefined);
    if (name === 'highlight-next-line') highlighted.push(i);
    else if (name === 'highlight-start') blockStart = i;
    else for (let line = blockStart; line < i; line++) highlighted.push(line);
    lines.splice(i, 1);
  }
  return { code: lines.join('\n'), highlighted: ascending(highlighted) };
}

function ascending(lines: number[]): number[] {
  return [...new Set(lines)].sort((a, b) => a - b);
}

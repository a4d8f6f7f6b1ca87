import parseNumericRange from 'parse-numeric-range';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../config/magic-comments.ts';

/** A code block's options, from its meta string and magic comments, as Docusaurus reads them. */
export interface CodeBlockOptions {
  /** The code as shown: without its magic comment lines. */
  code: string;
  /** `title="…"`, shown above the code. */
  title?: string;
  /** Docusaurus' `lineClassNames`: the classes of each marked line, by its index from 0. */
  lineClassNames: LineClassNames;
  /** `showLineNumbers` (1) or `showLineNumbers=N`: the first line's number. */
  lineNumbersStart?: number;
}

export type LineClassNames = Record<number, string[]>;

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

/** A line holding only a magic comment in one of the language's comment styles; the directive is the match's one defined group. */
function magicCommentLine(lang: string, directives: readonly string[]): RegExp {
  const kinds = STYLES_BY_LANGUAGE[lang] ?? POPULAR;
  const names = directives.map((directive) => directive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const comments = kinds.map((kind) => `(?:${COMMENT_STYLES[kind][0]}\\s*(${names})\\s*${COMMENT_STYLES[kind][1]})`);
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`);
}

/** The words of magic comments (`highlight-next-line`, `highlight-start`, …): a block that holds none is settled at once. */
export function magicWords(magicComments: readonly MagicComment[]): string[] {
  return magicComments.flatMap(({ line, block }) => [line, block?.start, block?.end].filter((word): word is string => word !== undefined));
}

/**
 * Reads a code block's `title="…"`, line range `{1,3-5}` (whose lines get the first magic
 * comment's class) and `showLineNumbers[=N]` from its meta string, and, when it has a language
 * and no range, its magic comments (config `prism.magicComments`), whose lines it removes: as
 * Docusaurus' code block does.
 */
export function codeBlockOptions(code: string, lang: string | null | undefined, meta: string | null | undefined, magicComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): CodeBlockOptions {
  const options: CodeBlockOptions = { code, lineClassNames: {} };
  if (meta) {
    const title = TITLE.exec(meta)?.[2];
    if (title) options.title = title;
    const numbers = meta.split(' ').find((word) => word.startsWith('showLineNumbers'));
    if (numbers) options.lineNumbersStart = numbers.startsWith('showLineNumbers=') ? parseInt(numbers.slice('showLineNumbers='.length), 10) || 1 : 1;
    const range = RANGE.exec(meta)?.[1];
    if (range) {
      const [first] = magicComments;
      if (first) for (const line of parseNumericRange(range).filter((n) => n > 0)) options.lineClassNames[line - 1] = [first.className];
      return options;
    }
  }
  const words = magicWords(magicComments);
  if (lang && words.some((word) => code.includes(word))) Object.assign(options, withoutMagicComments(code, lang.toLowerCase(), magicComments, words));
  return options;
}

function withoutMagicComments(code: string, lang: string, magicComments: readonly MagicComment[], words: readonly string[]): Pick<CodeBlockOptions, 'code' | 'lineClassNames'> {
  const directive = magicCommentLine(lang, words);
  const lines = code.split('\n');
  const marked = new Map<string, number[]>(magicComments.map(({ className }) => [className, []]));
  const blockStart = new Map<string, number>();
  for (let i = 0; i < lines.length; ) {
    const match = directive.exec(lines[i]);
    if (!match) {
      i++;
      continue;
    }
    // The line is removed: the next line takes its number.
    const name = match.slice(1).find((group) => group !== undefined);
    const byLine = magicComments.find((comment) => comment.line === name);
    const starting = magicComments.find((comment) => comment.block?.start === name);
    const ending = magicComments.find((comment) => comment.block?.end === name);
    if (byLine) marked.get(byLine.className)!.push(i);
    else if (starting) blockStart.set(starting.className, i);
    else if (ending) for (let line = blockStart.get(ending.className) ?? 0; line < i; line++) marked.get(ending.className)!.push(line);
    lines.splice(i, 1);
  }
  const lineClassNames: LineClassNames = {};
  for (const [className, numbers] of marked) for (const line of numbers) (lineClassNames[line] ??= []).includes(className) || lineClassNames[line].push(className);
  return { code: lines.join('\n'), lineClassNames };
}

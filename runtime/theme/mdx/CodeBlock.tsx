import { Children, Fragment, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { Icon } from './admonition-icons.tsx';
import { codeLines } from './code-lines.ts';
import { translate } from '../translate.tsx';

/** Shiki's `<pre>` for a block the compiler highlighted at build time, cut into lines. */
export interface HighlightedCode {
  /** The `<pre>`'s class (`shiki shiki-themes github-light github-dark`). */
  className: string;
  /** The `<pre>`'s style: both colour modes' colours as CSS variables. */
  style: Readonly<Record<string, string>>;
  /** Each line's markup, the inside of Shiki's `<span class="line">`, one per line shown. */
  lines: readonly string[];
}

export interface CodeBlockProps {
  /** The code, as text. */
  children?: ReactNode;
  /** The language; `className="language-js"` says the same. */
  language?: string;
  className?: string;
  /** Shown above the code, such as a file name. */
  title?: string;
  /** Numbers the lines, from 1 or from the number given. */
  showLineNumbers?: boolean | number;
  /** A fenced block's meta, as Docusaurus passes it: `title="…"`, `{1,3-5}`, `showLineNumbers`. */
  metastring?: string;
  /** Set by the compiler when it could highlight the code at build time; else the code is plain. */
  highlighted?: HighlightedCode;
}

/** The copy button's icons (helper-d's runtime/theme/code-block-markup.ts; TODO(issue 17): import it once landed). */
const COPY_ICON = ['M5.75 5.75h7.5v7.5h-7.5z', 'M10.25 3.5v-.75h-7.5v7.5h.75'];
const COPIED_ICON = ['M3 8.5l3.25 3.25L13 5'];

/** `title="…"` (or single quotes) in a metastring. */
const metaTitle = (meta: string | undefined) => (meta ? /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] : undefined);

/** `showLineNumbers` or `showLineNumbers=5` in a metastring. */
function metaLineNumbers(meta: string | undefined): boolean | number | undefined {
  const match = meta ? /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta) : null;
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : true;
}

/**
 * Docusaurus' `@theme/CodeBlock`, with the markup of a Markdown fenced block: a title, line
 * highlighting, line numbers (CSS counters, so never copied nor read aloud) and the copy button
 * the client's delegated script serves for every block. No highlighter ships to the browser.
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring, highlighted }: CodeBlockProps) {
  const code = Children.toArray(children).join('');
  const lang = language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  const { lines, highlighted: marked } = codeLines(code, metastring);
  const numbers = showLineNumbers ?? metaLineNumbers(metastring);
  const firstLine = numbers === true ? 1 : typeof numbers === 'number' ? numbers : undefined;
  const heading = title ?? metaTitle(metastring);
  const rich = highlighted?.lines.length === lines.length ? highlighted : undefined;
  const style: CSSProperties | undefined = firstLine !== undefined && firstLine !== 1 ? { counterReset: `line-number ${firstLine - 1}` } : undefined;
  // As cli/content/code-block-element.ts writes a Markdown block's button.
  const copied = translate({ message: 'Copied' });
  const lineClass = (index: number) => cx('line', marked.has(index) && 'theme-code-block-highlighted-line');

  return (
    <div className={cx('code-block theme-code-block', lang && `language-${lang}`, firstLine !== undefined && 'code-block--line-numbers', className?.replace(/\blanguage-\S+/, '').trim())} style={style}>
      {heading ? <div className="code-block__title">{heading}</div> : null}
      <div className="code-block__content">
        <pre className={rich?.className} style={rich?.style as CSSProperties | undefined} tabIndex={0} data-language={lang ?? 'text'}>
          <code>
            {lines.map((line, index) => (
              <Fragment key={index}>
                {index > 0 ? '\n' : null}
                {rich ? <span className={lineClass(index)} dangerouslySetInnerHTML={{ __html: rich.lines[index] }} /> : <span className={lineClass(index)}>{line}</span>}
              </Fragment>
            ))}
          </code>
        </pre>
        <button type="button" className="code-block__copy clean-btn" aria-label={translate({ message: 'Copy code to clipboard' })} title={translate({ message: 'Copy' })} data-copied={copied === 'Copied' ? undefined : copied}>
          <Icon paths={COPY_ICON} />
          <Icon paths={COPIED_ICON} />
        </button>
      </div>
    </div>
  );
}

import { Children, Fragment, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { useHydrated } from '../use-hydrated.ts';
import { codeLines } from './code-lines.ts';

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
  /**
   * Set by the compiler when it highlighted the code at build time: Shiki's markup of each shown
   * line (the inside of its line span), both colour modes' colours as CSS variables.
   */
  highlightedLines?: readonly string[];
}

/** `title="…"` (or single quotes) in a metastring. */
const metaTitle = (meta: string | undefined) => (meta ? /\btitle=(["'])(.*?)\1/.exec(meta)?.[2] : undefined);

/** `showLineNumbers` or `showLineNumbers=5` in a metastring. */
function metaLineNumbers(meta: string | undefined): boolean | number | undefined {
  const match = meta ? /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta) : null;
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : true;
}

/**
 * Docusaurus' `@theme/CodeBlock`: a titled code block with line highlighting, line numbers and a
 * copy button. The code is highlighted when the compiler could do it at build time, else shown
 * plain; no highlighter ships to the browser.
 */
export default function CodeBlock({ children, language, className, title, showLineNumbers, metastring, highlightedLines }: CodeBlockProps) {
  const code = Children.toArray(children).join('');
  const lang = language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  const { lines, highlighted } = codeLines(code, metastring);
  const numbers = showLineNumbers ?? metaLineNumbers(metastring);
  const firstLine = typeof numbers === 'number' ? numbers : 1;
  const heading = title ?? metaTitle(metastring);
  const rich = highlightedLines?.length === lines.length ? highlightedLines : undefined;
  const counter: CSSProperties | undefined = numbers && firstLine !== 1 ? { counterReset: `line ${firstLine - 1}` } : undefined;

  return (
    <div className={cx('code-block', numbers !== undefined && numbers !== false && 'code-block--line-numbers', className)} data-language={lang}>
      {heading ? <div className="code-block__title">{heading}</div> : null}
      <div className="code-block__content">
        <pre className={cx('code-block__pre', rich && 'code-block__pre--highlighted')} tabIndex={0} data-language={lang ?? 'text'}>
          <code style={counter}>
            {lines.map((line, index) => (
              <Fragment key={index}>
                {rich ? (
                  <span className={cx('code-block__line', highlighted.has(index) && 'code-block__line--highlighted')} dangerouslySetInnerHTML={{ __html: rich[index] }} />
                ) : (
                  <span className={cx('code-block__line', highlighted.has(index) && 'code-block__line--highlighted')}>{line}</span>
                )}
                {index < lines.length - 1 ? '\n' : null}
              </Fragment>
            ))}
          </code>
        </pre>
        <CopyButton code={lines.join('\n')} />
      </div>
    </div>
  );
}

/** Copies the code; rendered once hydrated, since without JavaScript it could do nothing. */
function CopyButton({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  const copy = () => navigator.clipboard?.writeText(code).then(() => setCopied(true), (error: unknown) => console.warn('sitegen: could not copy the code.', error));
  return (
    <button type="button" className="code-block__copy" title="Copy code to clipboard" onClick={copy}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

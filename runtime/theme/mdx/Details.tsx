import { Children, cloneElement, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { translate } from '../translate.tsx';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> {
  /** The always-visible line; a `<summary>` child does the same. "Details" when neither is given. */
  summary?: ReactNode;
  children?: ReactNode;
}

const isSummary = (node: ReactNode): node is ReactElement<{ className?: string; children?: ReactNode }> => isValidElement(node) && node.type === 'summary';

/**
 * Docusaurus' `@theme/Details`, also what `<details><summary>` in MDX becomes, as markup: a native
 * `<details>`, so it opens and closes without JavaScript; once details-slide.ts runs (with the
 * enhancements chunk), the body slides open and shut (not for readers who ask for reduced motion).
 */
export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const parts = Children.toArray(children);
  const summaryChild = parts.find(isSummary) ?? (isSummary(summary) ? summary : undefined);
  const summaryElement = summaryChild
    ? cloneElement(summaryChild, { className: cx('details__summary', summaryChild.props.className) })
    : <summary className="details__summary">{summary ?? translate({ message: 'Details' })}</summary>;
  return (
    <details {...rest} className={cx('details', className)}>
      {summaryElement}
      <div className="details__body">{parts.filter((part) => part !== summaryChild)}</div>
    </details>
  );
}

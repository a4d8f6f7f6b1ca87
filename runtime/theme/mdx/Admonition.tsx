import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { ADMONITION_KINDS, Icon } from './admonition-icons.tsx';

export interface AdmonitionProps {
  /** note, tip, info, warning, danger or caution; Docusaurus' older secondary, important and success too. */
  type: string;
  /** The heading; the type's name when absent. */
  title?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * Docusaurus' `@theme/Admonition`, with the markup of a Markdown `:::note` container: a box with
 * role=note (an aside to the text, not a landmark) whose heading, read first, names the type or
 * gives the title after a decorative icon. An unknown type shows as info, as in Docusaurus.
 */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const name = Object.hasOwn(ADMONITION_KINDS, type) ? type : 'info';
  const kind = ADMONITION_KINDS[name];
  return (
    <div className={cx(`admonition admonition-${name} theme-admonition theme-admonition-${name} alert alert--${kind.tone}`, className)} role="note">
      <div className="admonition__heading">
        <span className="admonition__icon">{icon ?? <Icon paths={kind.icon} />}</span>
        {title !== undefined && title !== '' ? title : kind.label}
      </div>
      {children ? <div className="admonition__content">{children}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { ADMONITION_ICONS } from './admonition-icons.tsx';

export interface AdmonitionProps {
  /** note, tip, info, warning, danger or caution; Docusaurus' aliases secondary, important and success too. */
  type: string;
  /** The heading; the type's name when absent. */
  title?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus' older names for the types; an unknown type is shown as info, as Docusaurus does. */
const ALIASES: Readonly<Record<string, string>> = { secondary: 'note', important: 'info', success: 'tip' };

/**
 * Docusaurus' `@theme/Admonition`, with the markup of a `:::note` container: a note landmark whose
 * heading names the type (or the given title) after a decorative icon.
 */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const kind = Object.hasOwn(ALIASES, type) ? ALIASES[type] : Object.hasOwn(ADMONITION_ICONS, type) ? type : 'info';
  return (
    <div className={cx('admonition', `admonition-${kind}`, className)} role="note">
      <div className="admonition-heading">
        <span className="admonition-icon">{icon ?? ADMONITION_ICONS[kind]}</span>
        {title ?? kind}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

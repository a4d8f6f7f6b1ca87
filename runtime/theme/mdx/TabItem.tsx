import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';

export interface TabItemProps {
  /** The tab's value: unique within its <Tabs>, the key of groupId and queryString choices. */
  value: string;
  /** The tab's text; the value when absent. */
  label?: string;
  /** Shows this tab first (unless <Tabs defaultValue> says otherwise). */
  default?: boolean;
  /** Attributes of the tab itself (the `<li role="tab">`), such as a className. */
  attributes?: Readonly<Record<string, unknown>>;
  /** A class on the panel. */
  className?: string;
  children?: ReactNode;
  /** Set by <Tabs>: the panel of a tab not selected. */
  hidden?: boolean;
  /** Set by <Tabs>: the panel's id and its tab's, for ARIA. */
  id?: string;
  'aria-labelledby'?: string;
}

/** One panel of a <Tabs>, as Docusaurus' `@theme/TabItem`. */
export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className={cx('tabs-container__panel', className)} hidden={hidden} tabIndex={0}>
      {children}
    </div>
  );
}

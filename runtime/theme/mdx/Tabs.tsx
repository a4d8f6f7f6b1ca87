import { cloneElement, useContext, useId, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { initialTabValue, queryStringKey, tabItemsOf, tabValuesOf, type TabValue } from './tab-values.ts';
import type { TabItemProps } from './TabItem.tsx';
import { UsageCheckContext } from './usage-check.ts';

export type { TabValue };

export interface TabsProps {
  children?: ReactNode;
  /** The tabs' values and labels; they take precedence over the <TabItem>s' own. */
  values?: readonly TabValue[];
  /** The tab shown first; else the <TabItem default>, else the first. */
  defaultValue?: string | null;
  /** Tabs with the same groupId switch together, and the choice is remembered in localStorage. */
  groupId?: string;
  /** A URL query parameter that selects the tab and follows the choice; `true` uses the groupId. */
  queryString?: string | boolean;
  /** Docusaurus renders only the selected panel; markup holds every panel, hidden, either way. */
  lazy?: boolean;
  /** Tabs that fill the width. */
  block?: boolean;
  className?: string;
}

/**
 * Docusaurus' `@theme/Tabs`: a WAI-ARIA tab list over <TabItem> panels, as markup. The build
 * renders it with the default tab selected and the other panels `hidden`; tabs-behaviour.ts,
 * which pages with tabs load, does the rest in the browser: clicks and keys, tab groups, the query
 * string, remembered choices. Every panel is in the markup, so `lazy` changes nothing: a panel
 * of markup has nothing to run until it is shown.
 */
export default function Tabs(props: TabsProps) {
  const { children, values, defaultValue, groupId, queryString, block = false, className } = props;
  useContext(UsageCheckContext)?.('Tabs', props);
  const items = tabItemsOf(children);
  const tabs = tabValuesOf(values, items);
  const selected = initialTabValue(tabs, defaultValue);
  const id = useId();
  const panelId = (index: number) => `${id}-panel-${index}`;
  const tabId = (index: number) => `${id}-tab-${index}`;

  return (
    <div className={cx('tabs-container', className)} data-group-id={groupId || undefined} data-query-key={queryStringKey(queryString, groupId) ?? undefined}>
      <ul role="tablist" aria-orientation="horizontal" className={cx('tabs', block && 'tabs--block')}>
        {tabs.map(({ value, label, attributes }, index) => {
          const active = value === selected;
          return (
            <li
              key={value}
              role="tab"
              id={tabId(index)}
              aria-controls={panelId(index)}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              {...attributes}
              data-value={value}
              className={cx('tabs__item', active && 'tabs__item--active', attributes?.className as string | undefined)}
            >
              {label ?? value}
            </li>
          );
        })}
      </ul>
      {items.map((item) => {
        const index = tabs.findIndex((tab) => tab.value === item.props.value);
        const shown = tabs[index].value === selected;
        const panel: Partial<TabItemProps> = { hidden: !shown, id: panelId(index), 'aria-labelledby': tabId(index) };
        return cloneElement(item, { key: tabs[index].value, ...panel });
      })}
    </div>
  );
}

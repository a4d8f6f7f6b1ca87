import { cloneElement, useContext, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { initialTabValue, queryStringKey, tabItemsOf, tabValuesOf, type TabValue } from './tab-values.ts';
import type { TabItemProps } from './TabItem.tsx';
import { useTabChoice } from './use-tab-choice.ts';
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
  /** Renders only the selected panel, instead of every panel with the others hidden. */
  lazy?: boolean;
  /** Tabs that fill the width. */
  block?: boolean;
  className?: string;
}

/** How the arrow, Home and End keys move along `count` tabs from `index`; undefined for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Docusaurus' `@theme/Tabs`: a WAI-ARIA tab list (roving tabindex, arrows/Home/End select and
 * focus) over <TabItem> panels. The server renders the default tab with the others `hidden`, so
 * hydration changes nothing unless the URL or a remembered group choice selects another tab.
 */
export default function Tabs(props: TabsProps) {
  const { children, values, defaultValue, groupId, queryString, lazy = false, block = false, className } = props;
  useContext(UsageCheckContext)?.('Tabs', props);
  const items = useMemo(() => tabItemsOf(children), [children]);
  const tabs = useMemo(() => tabValuesOf(values, items), [values, items]);
  const [selected, select] = useTabChoice({
    valuesKey: tabs.map((tab) => tab.value).join('\n'),
    initial: initialTabValue(tabs, defaultValue),
    groupId: groupId || null,
    queryKey: queryStringKey(queryString, groupId),
  });
  const id = useId();
  const tabRefs = useRef<Array<HTMLLIElement | null>>([]);
  const kept = useKeepInView(selected);

  const choose = (index: number, tab: HTMLElement | null) => {
    const { value } = tabs[index];
    if (value === selected) return;
    kept(tab);
    select(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs.current[target];
    tab?.focus();
    choose(target, tab);
  };
  const panelId = (index: number) => `${id}-panel-${index}`;
  const tabId = (index: number) => `${id}-tab-${index}`;

  return (
    <div className={cx('tabs-container', className)}>
      <ul role="tablist" aria-orientation="horizontal" className={cx('tabs', block && 'tabs--block')}>
        {tabs.map(({ value, label, attributes }, index) => {
          const active = value === selected;
          return (
            <li
              key={value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={tabId(index)}
              // A lazy Tabs renders only the selected panel: the others have no element to point to.
              aria-controls={!lazy || active ? panelId(index) : undefined}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={(event) => choose(index, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...attributes}
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
        if (lazy && !shown) return null;
        const panel: Partial<TabItemProps> = { hidden: !shown, id: panelId(index), 'aria-labelledby': tabId(index) };
        return cloneElement(item, { key: tabs[index].value, ...panel });
      })}
    </div>
  );
}

/**
 * Keeps the chosen tab where it was on screen: selecting it can change the height of Tabs of the
 * same group above it, which would otherwise move the page under the reader's pointer.
 */
function useKeepInView(selected: string): (tab: HTMLElement | null) => void {
  const kept = useRef<{ element: HTMLElement; top: number } | null>(null);
  useLayoutEffect(() => {
    const was = kept.current;
    kept.current = null;
    if (!was) return;
    const moved = was.element.getBoundingClientRect().top - was.top;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [selected]);
  return (tab) => {
    kept.current = tab ? { element: tab, top: tab.getBoundingClientRect().top } : null;
  };
}

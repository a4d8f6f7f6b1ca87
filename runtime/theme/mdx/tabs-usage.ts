import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TabItemElementProps, TabValue } from './tab-values.ts';
import { ComponentUsageError } from './usage-error.ts';

/** The props of <Tabs> its checks read. */
export interface TabsUsage {
  children?: ReactNode;
  values?: readonly TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
}

const nameOf = (child: ReactElement) => (typeof child.type === 'string' ? child.type : ((child.type as { name?: string }).name ?? 'component'));

/**
 * What a build refuses of a <Tabs>, as a ComponentUsageError naming the mistake and the fix:
 * text outside the items, an item without a value, values and items that do not match, repeated
 * values, a defaultValue no tab has, a queryString with nothing to name it. The build's only
 * (see usage-check.ts).
 */
export function checkTabs({ children, values, defaultValue, groupId, queryString }: TabsUsage): void {
  const items = Children.toArray(children).flatMap((child) => {
    if (typeof child === 'string' && child.trim() === '') return [];
    if (!isValidElement<TabItemElementProps>(child)) {
      throw new ComponentUsageError('Tabs', `holds text (${JSON.stringify(String(child).trim().slice(0, 40))}) outside any <TabItem>. Put every part of the content inside a <TabItem value="…">.`);
    }
    const { value } = child.props;
    if (typeof value !== 'string' || value === '') {
      throw new ComponentUsageError('Tabs', `holds a <${nameOf(child)}> without a value. Give every child of <Tabs> a unique value: <TabItem value="npm" label="npm">.`);
    }
    return [child];
  });
  if (values) {
    const stray = items.find(({ props }) => !values.some((tab) => tab.value === props.value));
    if (stray) throw new ComponentUsageError('Tabs', `holds a <TabItem value="${String(stray.props.value)}"> that its values prop does not list, so it could never be shown. Add { value: "${String(stray.props.value)}", label: "…" } to values.`);
    const empty = values.find((tab) => !items.some(({ props }) => props.value === tab.value));
    if (empty) throw new ComponentUsageError('Tabs', `lists the value "${empty.value}" in its values prop, but holds no <TabItem value="${empty.value}"> to show for it. Add that <TabItem>, or remove the value.`);
  }
  const tabs = values ?? items.map(({ props }) => ({ value: props.value as string }));
  if (tabs.length === 0) throw new ComponentUsageError('Tabs', 'has no <TabItem>. Add at least one <TabItem value="…"> inside it.');
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { value } of tabs) (seen.has(value) ? repeated : seen).add(value);
  if (repeated.size > 0) {
    const list = [...repeated].map((value) => `"${value}"`).join(', ');
    throw new ComponentUsageError('Tabs', `has more than one tab with the value ${list}. Every tab's value must be unique within its <Tabs>.`);
  }
  if (defaultValue && !tabs.some((tab) => tab.value === defaultValue)) {
    const available = tabs.map((tab) => `"${tab.value}"`).join(', ');
    throw new ComponentUsageError('Tabs', `has defaultValue "${defaultValue}", but no tab has that value. Use one of ${available}.`);
  }
  if (queryString === true && !groupId) {
    throw new ComponentUsageError('Tabs', 'has queryString without a groupId to name the query parameter. Add groupId="…", or name the parameter: queryString="os".');
  }
}

import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ComponentUsageError } from './usage-error.ts';

/** One tab's settings, from a <TabItem> or from the `values` prop of <Tabs>. */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly default?: boolean;
}

/** The props <Tabs> reads from each of its children. */
export interface TabItemElementProps {
  value?: unknown;
  label?: string;
  default?: boolean;
  attributes?: Readonly<Record<string, unknown>>;
}

const nameOf = (child: ReactElement) => (typeof child.type === 'string' ? child.type : ((child.type as { name?: string }).name ?? 'component'));

/** The tab items among `children`: the whitespace between them dropped, anything else an error. */
export function tabItemsOf(children: ReactNode): ReactElement<TabItemElementProps>[] {
  return Children.toArray(children).flatMap((child) => {
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
}

/** The tabs shown: the `values` prop when given (it takes precedence, as in Docusaurus), else the items' own. */
export function tabValuesOf(values: readonly TabValue[] | undefined, items: ReadonlyArray<ReactElement<TabItemElementProps>>): readonly TabValue[] {
  const tabs = values ?? items.map(({ props }) => ({ value: props.value as string, label: props.label, attributes: props.attributes, default: props.default }));
  if (values) {
    const stray = items.find(({ props }) => !values.some((tab) => tab.value === props.value));
    if (stray) throw new ComponentUsageError('Tabs', `holds a <TabItem value="${String(stray.props.value)}"> that its values prop does not list, so it could never be shown. Add { value: "${String(stray.props.value)}", label: "…" } to values.`);
    const empty = values.find((tab) => !items.some(({ props }) => props.value === tab.value));
    if (empty) throw new ComponentUsageError('Tabs', `lists the value "${empty.value}" in its values prop, but holds no <TabItem value="${empty.value}"> to show for it. Add that <TabItem>, or remove the value.`);
  }
  if (tabs.length === 0) throw new ComponentUsageError('Tabs', 'has no <TabItem>. Add at least one <TabItem value="…"> inside it.');
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { value } of tabs) (seen.has(value) ? repeated : seen).add(value);
  if (repeated.size > 0) {
    const list = [...repeated].map((value) => `"${value}"`).join(', ');
    throw new ComponentUsageError('Tabs', `has more than one tab with the value ${list}. Every tab's value must be unique within its <Tabs>.`);
  }
  return tabs;
}

/** The tab shown first: `defaultValue`, else the item marked `default`, else the first. */
export function initialTabValue(tabs: readonly TabValue[], defaultValue: string | null | undefined): string {
  if (defaultValue) {
    if (!tabs.some((tab) => tab.value === defaultValue)) {
      const available = tabs.map((tab) => `"${tab.value}"`).join(', ');
      throw new ComponentUsageError('Tabs', `has defaultValue "${defaultValue}", but no tab has that value. Use one of ${available}.`);
    }
    return defaultValue;
  }
  return (tabs.find((tab) => tab.default) ?? tabs[0]).value;
}

/**
 * The URL query parameter that selects a tab: `queryString="os"` names it, `queryString` alone
 * (true) uses the groupId, as Docusaurus does.
 */
export function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString || null;
  if (!queryString) return null;
  if (!groupId) throw new ComponentUsageError('Tabs', 'has queryString without a groupId to name the query parameter. Add groupId="…", or name the parameter: queryString="os".');
  return groupId;
}

import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

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

/** The tab items among `children`, the whitespace between them dropped (tabs-usage.ts says what else a build refuses). */
export function tabItemsOf(children: ReactNode): ReactElement<TabItemElementProps>[] {
  return Children.toArray(children).filter((child): child is ReactElement<TabItemElementProps> => isValidElement<TabItemElementProps>(child));
}

/** The tabs shown: the `values` prop when given (it takes precedence, as in Docusaurus), else the items' own. */
export function tabValuesOf(values: readonly TabValue[] | undefined, items: ReadonlyArray<ReactElement<TabItemElementProps>>): readonly TabValue[] {
  return values ?? items.map(({ props }) => ({ value: props.value as string, label: props.label, attributes: props.attributes, default: props.default }));
}

/** The tab shown first: `defaultValue`, else the item marked `default`, else the first. */
export function initialTabValue(tabs: readonly TabValue[], defaultValue: string | null | undefined): string {
  return defaultValue || (tabs.find((tab) => tab.default) ?? tabs[0]).value;
}

/**
 * The URL query parameter that selects a tab: `queryString="os"` names it, `queryString` alone
 * (true) uses the groupId, as Docusaurus does.
 */
export function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString || null;
  return (queryString && groupId) || null;
}

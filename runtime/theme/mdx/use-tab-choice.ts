import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from '../../core/router-context.tsx';
import { storageSlot } from '../storage.ts';

/** Docusaurus' localStorage key for a tab group's choice, so a reader's choice survives the move. */
export const tabGroupStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/** Tells the other Tabs of the page that a tab of a group or query parameter was chosen. */
const CHOICE_EVENT = 'sitegen:tab-choice';
interface Choice {
  groupId: string | null;
  queryKey: string | null;
  value: string;
}

export interface TabChoiceOptions {
  /** The tabs' values, one per line: a string, so that a new but equal list changes nothing. */
  valuesKey: string;
  initial: string;
  groupId: string | null;
  queryKey: string | null;
}

/**
 * The selected tab and how to select one. The server and the first render show `initial`; once
 * hydrated, the URL's query parameter, else the group's remembered choice, selects a tab before
 * the first paint. Choosing a tab remembers it, writes the query parameter, and selects the same
 * value in every Tabs of the group (or parameter) on the page and in the reader's other windows.
 */
export function useTabChoice({ valuesKey, initial, groupId, queryKey }: TabChoiceOptions): [string, (value: string) => void] {
  const [selected, setSelected] = useState(initial);
  const { search } = useLocation();
  const queryValue = queryKey ? new URLSearchParams(search).get(queryKey) : null;
  const isValue = useCallback((value: string | null | undefined): value is string => value != null && valuesKey.split('\n').includes(value), [valuesKey]);

  useLayoutEffect(() => {
    const stored = groupId ? storageSlot(tabGroupStorageKey(groupId)).get() : null;
    const choice = [queryValue, stored].find(isValue);
    if (choice) setSelected(choice);
  }, [queryValue, groupId, isValue]);

  useEffect(() => {
    if (!groupId && !queryKey) return;
    const onChoice = (event: Event) => {
      const choice = (event as CustomEvent<Choice>).detail;
      const related = (groupId && choice.groupId === groupId) || (queryKey && choice.queryKey === queryKey);
      if (related && isValue(choice.value)) setSelected(choice.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (groupId && event.key === tabGroupStorageKey(groupId) && isValue(event.newValue)) setSelected(event.newValue);
    };
    addEventListener(CHOICE_EVENT, onChoice);
    addEventListener('storage', onStorage);
    return () => {
      removeEventListener(CHOICE_EVENT, onChoice);
      removeEventListener('storage', onStorage);
    };
  }, [groupId, queryKey, isValue]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (groupId) storageSlot(tabGroupStorageKey(groupId)).set(value);
      if (queryKey) {
        const url = new URL(location.href);
        url.searchParams.set(queryKey, value);
        // Replace, as Docusaurus does: choosing tabs should not fill the back button's history.
        // The router's own entry state (its scroll key) is kept.
        history.replaceState(history.state, '', url);
      }
      if (groupId || queryKey) dispatchEvent(new CustomEvent<Choice>(CHOICE_EVENT, { detail: { groupId, queryKey, value } }));
    },
    [groupId, queryKey],
  );

  return [selected, select];
}

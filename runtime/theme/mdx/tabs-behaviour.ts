import { storageSlot } from '../storage.ts';

/** Docusaurus' localStorage key for a tab group's choice, so a reader's choice survives the move. */
export const tabGroupStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const STORAGE_PREFIX = tabGroupStorageKey('');

/** How the arrow, Home and End keys move along `count` tabs from `index`; undefined for other keys. Right to left, the arrows point the other way. */
export function tabKeyTarget(key: string, index: number, count: number, rtl = false): number | undefined {
  if (key === (rtl ? 'ArrowLeft' : 'ArrowRight')) return (index + 1) % count;
  if (key === (rtl ? 'ArrowRight' : 'ArrowLeft')) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

const tabsOf = (container: Element) => [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
const valuesOf = (container: Element) => tabsOf(container).map((tab) => tab.dataset.value);

/** Shows the tab of `value` in `container` and its panel, the others hidden; false when it has no such tab. */
function show(container: Element, value: string | null | undefined): boolean {
  if (value == null || !valuesOf(container).includes(value)) return false;
  for (const tab of tabsOf(container)) {
    const active = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    tab.classList.toggle('tabs__item--active', active);
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !active;
  }
  return true;
}

/** The tab the URL's query parameter names, else the group's remembered choice (the build showed the default). */
function restore(container: HTMLElement): void {
  const { queryKey, groupId } = container.dataset;
  const query = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
  if (!show(container, query) && groupId) show(container, storageSlot(tabGroupStorageKey(groupId)).get());
}

/**
 * A reader chose `tab`: it shows in its Tabs and in every Tabs of the same group or query
 * parameter; the group remembers it and the URL names it. The tab stays where it was on screen,
 * though Tabs above it may change height.
 */
function choose(container: HTMLElement, tab: HTMLElement): void {
  const value = tab.dataset.value!;
  if (tab.getAttribute('aria-selected') === 'true') return;
  const top = tab.getBoundingClientRect().top;
  const { groupId, queryKey } = container.dataset;
  for (const other of document.querySelectorAll<HTMLElement>('.tabs-container')) {
    if (other === container || (groupId && other.dataset.groupId === groupId) || (queryKey && other.dataset.queryKey === queryKey)) show(other, value);
  }
  if (groupId) storageSlot(tabGroupStorageKey(groupId)).set(value);
  if (queryKey) {
    const url = new URL(location.href);
    url.searchParams.set(queryKey, value);
    // Replaced, as Docusaurus does, keeping the router's entry state: choices fill no history.
    history.replaceState(history.state, '', url);
  }
  const moved = tab.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * Tabs in the browser, for the markup Tabs.tsx gives: one listener of each kind for the whole
 * document, so Tabs that client navigation brings need nothing more than their restoring.
 */
export function startTabs(doc: Document): void {
  const tabAt = (event: Event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[role="tab"]');
    const container = tab?.parentElement?.parentElement;
    return tab && container?.classList.contains('tabs-container') ? { tab, container } : undefined;
  };
  doc.addEventListener('click', (event) => {
    const at = tabAt(event);
    if (at) choose(at.container, at.tab);
  });
  doc.addEventListener('keydown', (event) => {
    const at = tabAt(event);
    if (!at) return;
    const tabs = tabsOf(at.container);
    const target = tabKeyTarget(event.key, tabs.indexOf(at.tab), tabs.length, at.container.matches(':dir(rtl)'));
    if (target === undefined) return;
    event.preventDefault();
    tabs[target].focus();
    choose(at.container, tabs[target]);
  });
  // A choice made in another window of the site.
  addEventListener('storage', (event) => {
    if (!event.key?.startsWith(STORAGE_PREFIX)) return;
    const groupId = event.key.slice(STORAGE_PREFIX.length);
    for (const container of doc.querySelectorAll<HTMLElement>('.tabs-container')) if (container.dataset.groupId === groupId) show(container, event.newValue);
  });
  const restoreIn = (root: ParentNode) => {
    if (root instanceof HTMLElement && root.matches('.tabs-container')) restore(root);
    for (const container of root.querySelectorAll<HTMLElement>('.tabs-container')) restore(container);
  };
  restoreIn(doc);
  // Pages that client navigation shows: their Tabs arrive with them.
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLElement) restoreIn(node);
  }).observe(doc.documentElement, { childList: true, subtree: true });
}

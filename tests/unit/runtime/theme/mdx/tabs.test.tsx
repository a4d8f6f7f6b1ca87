import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import Tabs, { type TabsProps } from '../../../../../runtime/theme/mdx/Tabs.tsx';
import { tabKeyTarget } from '../../../../../runtime/theme/mdx/tabs-behaviour.ts';
import TabItem from '../../../../../runtime/theme/mdx/TabItem.tsx';
import { ComponentUsageError } from '../../../../../runtime/theme/mdx/usage-error.ts';
import { select, selectAll, texts, type HtmlElement } from '../../pages/html-query.ts';
import { parseHtml } from '../../pages/html-query.ts';
import { renderInTheme } from '../render.tsx';

const fruit = (props: Partial<TabsProps> = {}, items?: ReactNode) =>
  parseHtml(
    renderInTheme(
      <Tabs {...props}>
        {items ?? [
          <TabItem key="a" value="apple" label="Apple">
            This is an apple
          </TabItem>,
          <TabItem key="o" value="orange" label="Orange">
            This is an orange
          </TabItem>,
          <TabItem key="b" value="banana" label="Banana">
            This is a banana
          </TabItem>,
        ]}
      </Tabs>,
    ),
  );

const tabs = (root: HtmlElement) => selectAll(root, '[role="tab"]');
const panels = (root: HtmlElement) => selectAll(root, '[role="tabpanel"]');
const selectedLabel = (root: HtmlElement) => texts(selectAll(root, '[role="tab"][aria-selected="true"]'));
const shownPanels = (root: HtmlElement) => texts(panels(root).filter((panel) => !('hidden' in panel.attrs)));

describe('<Tabs> on the server', () => {
  it('renders an ARIA tab list whose tabs control their panels, the first one selected', () => {
    const root = fruit();
    const list = select(root, '.tabs-container > ul.tabs');
    expect(list.attrs).toMatchObject({ role: 'tablist', 'aria-orientation': 'horizontal' });
    expect(texts(tabs(root))).toEqual(['Apple', 'Orange', 'Banana']);
    expect(tabs(root).map((tab) => [tab.attrs['aria-selected'], tab.attrs.tabindex, tab.attrs.class])).toEqual([
      ['true', '0', 'tabs__item tabs__item--active'],
      ['false', '-1', 'tabs__item'],
      ['false', '-1', 'tabs__item'],
    ]);
    tabs(root).forEach((tab, index) => {
      const panel = panels(root)[index];
      expect(tab.attrs['aria-controls']).toBe(panel.attrs.id);
      expect(panel.attrs['aria-labelledby']).toBe(tab.attrs.id);
    });
    expect(new Set(tabs(root).map((tab) => tab.attrs.id)).size).toBe(3);
  });

  it('shows the default panel and hides the others, so hydration has nothing to move', () => {
    const root = fruit();
    expect(shownPanels(root)).toEqual(['This is an apple']);
    expect(panels(root).map((panel) => 'hidden' in panel.attrs)).toEqual([false, true, true]);
  });

  it('starts on the <TabItem default>, and defaultValue wins over it', () => {
    const items = [
      <TabItem key="a" value="apple">A</TabItem>,
      <TabItem key="b" value="banana" default>B</TabItem>,
      <TabItem key="c" value="cherry">C</TabItem>,
    ];
    expect(selectedLabel(fruit({}, items))).toEqual(['banana']);
    expect(selectedLabel(fruit({ defaultValue: 'cherry' }, items))).toEqual(['cherry']);
    expect(shownPanels(fruit({ defaultValue: 'cherry' }, items))).toEqual(['C']);
  });

  it('labels a tab with its value when it has no label, and the values prop overrides the items', () => {
    expect(texts(tabs(fruit({}, [<TabItem key="x" value="x-ray">X</TabItem>])))).toEqual(['x-ray']);
    const values = [
      { value: 'apple', label: 'Apple 1' },
      { value: 'orange', label: 'Orange 1' },
      { value: 'banana', label: 'Banana 1' },
    ];
    expect(texts(tabs(fruit({ values, defaultValue: 'orange' })))).toEqual(['Apple 1', 'Orange 1', 'Banana 1']);
    expect(shownPanels(fruit({ values, defaultValue: 'orange' }))).toEqual(['This is an orange']);
  });

  it('renders every panel when lazy too, the others hidden: markup has nothing to run until shown', () => {
    const root = fruit({ lazy: true });
    expect(shownPanels(root)).toEqual(['This is an apple']);
    expect(panels(root)).toHaveLength(3);
  });

  it('names its group, its query parameter and each tab\'s value for the browser (tabs-behaviour.ts)', () => {
    const root = fruit({ groupId: 'fruit', queryString: true });
    expect(select(root, '.tabs-container').attrs).toMatchObject({ 'data-group-id': 'fruit', 'data-query-key': 'fruit' });
    expect(tabs(root).map((tab) => tab.attrs['data-value'])).toEqual(['apple', 'orange', 'banana']);
    expect('data-group-id' in select(fruit(), '.tabs-container').attrs).toBe(false);
  });

  it("puts a TabItem's attributes on its tab and its className on its panel; className and block on the container", () => {
    const root = fruit({ className: 'my-tabs', block: true }, [
      <TabItem key="a" value="a" attributes={{ className: 'red', 'data-x': '1' }} className="panel-a">A</TabItem>,
    ]);
    expect(select(root, '.tabs-container').attrs.class).toBe('tabs-container my-tabs');
    expect(select(root, '[role="tablist"]').attrs.class).toBe('tabs tabs--block');
    expect(tabs(root)[0].attrs).toMatchObject({ class: 'tabs__item tabs__item--active red', 'data-x': '1' });
    expect(panels(root)[0].attrs.class).toBe('tabs-container__panel panel-a');
  });

  it('ignores the whitespace between items', () => {
    expect(texts(tabs(fruit({}, ['\n', <TabItem key="a" value="a">A</TabItem>, '\n  ', <TabItem key="b" value="b">B</TabItem>])))).toEqual(['a', 'b']);
  });
});

describe('<Tabs> used wrongly', () => {
  const error = (props: Partial<TabsProps>, items?: ReactNode) => {
    try {
      fruit(props, items);
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(ComponentUsageError);
      return (thrown as Error).message;
    }
    throw new Error('rendered without an error');
  };

  it('names duplicate values', () => {
    expect(error({}, [<TabItem key="1" value="npm">1</TabItem>, <TabItem key="2" value="yarn">2</TabItem>, <TabItem key="3" value="npm">3</TabItem>])).toBe(
      '<Tabs>: has more than one tab with the value "npm". Every tab\'s value must be unique within its <Tabs>.',
    );
    expect(error({ values: [{ value: 'a' }, { value: 'a' }] }, [<TabItem key="1" value="a">1</TabItem>])).toMatch(/more than one tab with the value "a"/);
  });

  it('names an item without a value, and text outside the items', () => {
    const Untyped = TabItem as unknown as (props: { children: ReactNode }) => ReturnType<typeof TabItem>;
    expect(error({}, [<Untyped key="1">one</Untyped>])).toBe('<Tabs>: holds a <TabItem> without a value. Give every child of <Tabs> a unique value: <TabItem value="npm" label="npm">.');
    expect(error({}, [<TabItem key="1" value="">one</TabItem>])).toMatch(/without a value/);
    expect(error({}, ['stray words', <TabItem key="1" value="a">A</TabItem>])).toBe(
      '<Tabs>: holds text ("stray words") outside any <TabItem>. Put every part of the content inside a <TabItem value="…">.',
    );
  });

  it('names a defaultValue no tab has, and lists the values', () => {
    expect(error({ defaultValue: 'kiwi' })).toBe('<Tabs>: has defaultValue "kiwi", but no tab has that value. Use one of "apple", "orange", "banana".');
  });

  it('needs a groupId for queryString={true}, and at least one item', () => {
    expect(error({ queryString: true })).toMatch(/queryString without a groupId/);
    expect(error({}, [])).toBe('<Tabs>: has no <TabItem>. Add at least one <TabItem value="…"> inside it.');
  });

  it('keeps the values prop and the items in step', () => {
    expect(error({ values: [{ value: 'apple' }, { value: 'orange' }] })).toMatch(/holds a <TabItem value="banana"> that its values prop does not list/);
    expect(error({ values: [{ value: 'apple' }, { value: 'orange' }, { value: 'banana' }, { value: 'kiwi' }] })).toMatch(/lists the value "kiwi" in its values prop, but holds no <TabItem value="kiwi">/);
  });
});

describe('tabKeyTarget', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('a', 0, 3)).toBeUndefined();
  });

  it('moves the way the arrows point right to left: the left arrow to the next tab', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
  });
});

import type { List, ListItem, Parents } from 'mdast';
import { defaultHandlers, type Options } from 'remark-rehype';

type ListItemHandler = NonNullable<NonNullable<Options['handlers']>['listItem']>;

/**
 * mdast-util-to-hast's list item handler, asking once a list whether it is loose. The original asks
 * for every item and looks at the items before the first loose one each time: for a tight list,
 * the square of its length (10^8 looks for 10,000 items). The handler is given a list that says
 * the same at once.
 */
export function createListItemHandler(): ListItemHandler {
  const answers = new WeakMap<List, List>();
  return (state, node: ListItem, parent: Parents | undefined) => {
    if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
    let answer = answers.get(parent);
    if (!answer) {
      answer = { type: 'list', spread: Boolean(parent.spread) || parent.children.some(isLoose), children: [] };
      answers.set(parent, answer);
    }
    return defaultHandlers.listItem(state, node, answer);
  };
}

/** As mdast-util-to-hast reads an item: its `spread`, or when unset, whether it holds more than one block. */
function isLoose(item: ListItem): boolean {
  return item.spread ?? item.children.length > 1;
}

import { createElement } from 'react';

type Captured = { tag: string; props: Record<string, unknown> } | null;

/** Captured once: after a layout crash and retry, the DOM no longer holds the original element. */
const captured = new Map<string, Captured>();

/** The element as the server rendered it, read from the document before hydration changes it. */
function capture(selector: string): Captured {
  if (captured.has(selector)) return captured.get(selector)!;
  const element = document.querySelector(selector);
  let result: Captured = null;
  if (element) {
    const props: Record<string, unknown> = { dangerouslySetInnerHTML: { __html: element.innerHTML } };
    for (const { name, value } of element.attributes) props[name === 'class' ? 'className' : name] = value;
    result = { tag: element.localName, props };
  }
  captured.set(selector, result);
  return result;
}

/**
 * Client side of a part of the layout that is the same on every page (the footer): it repeats the
 * server's markup instead of bundling the component that made it. Links inside it still navigate
 * client-side through the router's document click listener.
 */
export function ServerHtml({ selector }: { selector: string }) {
  const element = capture(selector);
  return element && createElement(element.tag, element.props);
}

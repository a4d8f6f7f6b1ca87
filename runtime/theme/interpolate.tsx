import { Fragment, type ReactNode } from 'react';

/**
 * Docusaurus' interpolate(): a translated message's `{name}` placeholders filled with text or
 * elements (a bold label, a link), so translations may move them. Unknown names stay as written.
 */
export function interpolate(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/g).map((part, index) => {
    if (index % 2 === 0) return part;
    return Object.hasOwn(values, part) ? <Fragment key={index}>{values[part]}</Fragment> : `{${part}}`;
  });
}

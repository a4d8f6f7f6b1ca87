import { lazy, type ComponentType } from 'react';

type Loaded = ComponentType<Record<string, unknown>>;

/** Each chunk's component, made once: the same type on every render, so React keeps its state. */
const made = new Map<string, Loaded>();

/** The default export of the chunk at `url`, as a component that suspends until the chunk has loaded. */
export function lazyChunk<P>(url: string): ComponentType<P> {
  let component = made.get(url);
  if (!component) made.set(url, (component = lazy(() => import(/* @vite-ignore */ url) as Promise<{ default: Loaded }>)));
  return component as unknown as ComponentType<P>;
}

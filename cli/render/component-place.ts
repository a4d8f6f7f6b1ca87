import type { ReactNode } from 'react';
import type { BodyNode, MdxTree, SourcePlace } from '../content/mdx/page-body.ts';
import type { MdxComponent } from './mdx-components.ts';

/**
 * JSON.stringify's replacer that leaves out where components were written (`at`): the build
 * reports with it, and a browser has no use for it.
 */
export function withoutPlaces(this: unknown, key: string, value: unknown): unknown {
  return key === 'at' && (this as { type?: unknown }).type === 'component' ? undefined : value;
}

/** What a component threw while the page rendered, and where the component was written. */
export interface ComponentFailure {
  /** The component's module: `@theme/Tabs`, `@site/src/components/Chart`. */
  name: string;
  error: unknown;
  at?: SourcePlace;
}

/** A page's data with its components standing in for themselves, each knowing where it was written. */
export interface TracedPage<Data> {
  data: Data;
  components: ReadonlyMap<string, MdxComponent>;
  /** The first component that threw while the page rendered, once one has. */
  failure: () => ComponentFailure | undefined;
}

/**
 * The page once more, each MDX component node named for itself alone and rendered by a stand-in
 * that calls the real component and, when that throws, notes the node before passing the error
 * on: only the component that threw catches its own error, so the place is the right one whatever
 * the nesting, and it is noted even where React keeps the error to itself (a Suspense boundary
 * on the server). For a failed page's report only: the page is copied, never changed. A
 * component that is not a plain function (memo, a class) renders as usual, unnoted.
 */
export function traceComponents<Data>(data: Data, components: ReadonlyMap<string, MdxComponent>): TracedPage<Data> {
  const copy = JSON.parse(JSON.stringify(data)) as Data;
  const standIns = new Map<string, MdxComponent>();
  let failure: ComponentFailure | undefined;
  for (const tree of treesOf(copy)) {
    const names = new Set<string>();
    const stack: BodyNode[] = [...tree.nodes];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      if (typeof node === 'string' || node.type === 'html') continue;
      stack.push(...node.children);
      if (node.type !== 'component') continue;
      const real = components.get(node.name);
      if (!real) continue;
      const key = `${node.name}#${standIns.size}`;
      const noted: Omit<ComponentFailure, 'error'> = { name: node.name, at: node.at };
      standIns.set(key, standIn(real, (error) => (failure ??= { ...noted, error })));
      node.name = key;
      names.add(key);
    }
    tree.components = [...names];
  }
  return { data: copy, components: standIns, failure: () => failure };
}

function standIn(real: MdxComponent, onError: (error: unknown) => void): MdxComponent {
  if (typeof real !== 'function' || (real.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) return real;
  const call = real as (props: Record<string, unknown>) => ReactNode;
  const component = (props: Record<string, unknown>) => {
    try {
      return call(props);
    } catch (error) {
      onError(error);
      throw error;
    }
  };
  // A <Tabs> names a child without a value by its component's name.
  Object.defineProperty(component, 'name', { value: real.name });
  return component as MdxComponent;
}
/** Every MDX body tree in a page's data: its own body, or a list's excerpts. */
function treesOf(data: unknown): MdxTree[] {
  const trees: MdxTree[] = [];
  const stack: unknown[] = [data];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (value === null || typeof value !== 'object') continue;
    if ((value as { type?: unknown }).type === 'mdx' && Array.isArray((value as { nodes?: unknown }).nodes)) trees.push(value as MdxTree);
    else stack.push(...(Array.isArray(value) ? value : Object.values(value)));
  }
  return trees;
}

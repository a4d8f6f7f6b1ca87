import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';
import { usePage } from '../../theme/page-context.tsx';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** The server's MDX components, loaded before it renders a page (cli/render/mdx-components.ts), by module. */
const LoadedComponents = createContext<ReadonlyMap<string, AnyComponent> | null>(null);

export function MdxComponentsProvider({ value, children }: { value: ReadonlyMap<string, AnyComponent>; children: ReactNode }) {
  return <LoadedComponents.Provider value={value}>{children}</LoadedComponents.Provider>;
}

/** Each chunk's component, made once: the same type on every render, so React keeps its state. */
const lazyComponents = new Map<string, AnyComponent>();

/**
 * The component of each MDX module (`@theme/Tabs`): on the server, as loaded; in the browser,
 * loaded lazily from the chunk the page data names (`mdxChunks`).
 */
export function useMdxComponents(): (name: string) => AnyComponent {
  const loaded = useContext(LoadedComponents);
  // The server always has its components and the browser never: each side calls the same hooks every time.
  if (loaded) return (name) => loaded.get(name)!;
  const chunks = usePage().mdxChunks ?? {};
  return (name) => {
    const url = chunks[name];
    if (url === undefined) throw new Error(`sitegen: the page has no chunk for the MDX component ${name}`);
    let component = lazyComponents.get(url);
    if (!component) lazyComponents.set(url, (component = lazy(() => import(/* @vite-ignore */ url) as Promise<{ default: AnyComponent }>)));
    return component;
  };
}

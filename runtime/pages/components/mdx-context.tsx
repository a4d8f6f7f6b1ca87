import { createContext, type ComponentType, type ReactNode } from 'react';
import type { MdxTree } from '../../../cli/graph/schema.ts';

export type MdxComponent = ComponentType<Record<string, unknown>>;
export type MdxBody = ComponentType<{ tree: MdxTree; className?: string }>;

/** What the server has loaded before it renders a page: the MDX body renderer and the page's components, by module. */
export interface LoadedMdx {
  Body: MdxBody;
  components: ReadonlyMap<string, MdxComponent>;
}

/** The server's loaded MDX (cli/render/render-page.tsx); the browser has none and loads each part from its chunk. */
export const LoadedMdxContext = createContext<LoadedMdx | null>(null);

export function LoadedMdxProvider({ value, children }: { value: LoadedMdx; children: ReactNode }) {
  return <LoadedMdxContext.Provider value={value}>{children}</LoadedMdxContext.Provider>;
}

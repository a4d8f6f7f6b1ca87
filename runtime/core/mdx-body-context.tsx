import { createContext, type ComponentType } from 'react';
import type { MdxTree } from '../../cli/graph/schema.ts';

export type MdxComponent = ComponentType<Record<string, unknown>>;
/** Renders the tree body of an MDX page, its components loaded (runtime/pages/components/MdxMarkdown.tsx). */
/** `bare`: the body alone, without the Markdown wrapper (a React page's component). */
export type MdxBody = ComponentType<{ tree: MdxTree; className?: string; bare?: boolean }>;

/**
 * The route's MDX body renderer, for a page whose data holds tree bodies: the server's, or the
 * one the browser loaded with the route. Part of the runtime, so that pages of every site carry
 * the same few bytes to read it, whether or not other pages have components.
 */
export const MdxBodyContext = createContext<MdxBody | null>(null);

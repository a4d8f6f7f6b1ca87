import type { MdxAssets } from '../render/client-assets.ts';

/**
 * Which pages a new bundle of the MDX components changes: those whose component chunks, or the
 * MDX renderer's, have other names now. A chunk's name is the hash of its code and of the chunks
 * it imports, so it changes exactly when what the page loads does (the server's build of a
 * component is made from the same files). Undefined when no name changed.
 */
export function movedChunks(before: MdxAssets | undefined, after: MdxAssets | undefined): ((used: readonly string[]) => boolean) | undefined {
  if (before === after) return undefined;
  const renderer = before?.renderer !== after?.renderer;
  const names = new Set([...Object.keys(before?.chunks ?? {}), ...Object.keys(after?.chunks ?? {})]);
  const moved = new Set([...names].filter((name) => before?.chunks[name] !== after?.chunks[name]));
  if (!renderer && moved.size === 0) return undefined;
  return (used) => used.length > 0 && (renderer || used.some((name) => moved.has(name)));
}

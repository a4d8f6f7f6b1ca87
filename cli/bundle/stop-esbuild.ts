import { createRequire } from 'node:module';

/**
 * Stops esbuild's service, letting its process (~60 MB) go, when this process loaded esbuild: a
 * build whose bundles all come from the cache never does, and loading it only to stop it cost ~6 ms.
 */
export async function stopEsbuild(): Promise<void> {
  const require = createRequire(import.meta.url);
  if (require.cache[require.resolve('esbuild')]) await (await import('esbuild')).stop();
}

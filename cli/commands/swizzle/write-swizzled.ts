import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runtimeDir } from '../../bundle/bundle-client.ts';
import { overrideCandidates, THEME_FOLDER } from '../../bundle/theme/overrides.ts';
import { isSwizzlable, SWIZZLABLE, SWIZZLABLE_NAMES } from '../../bundle/theme/registry.ts';
import { nearestKey } from '../../config/nearest-key.ts';
import { diagnostic, type StageResult } from '../../diagnostics/diagnostic.ts';
import { ejectSource } from './eject-source.ts';
import { wrapSource } from './wrap-source.ts';

export type SwizzleMode = 'wrap' | 'eject';

/** Writes the starting file of a swizzled component into the site's src/theme; its path, or the diagnostics of why not. */
export function writeSwizzled(root: string, name: string, mode: SwizzleMode): StageResult<string | undefined> {
  if (!isSwizzlable(name)) {
    const near = nearestKey(name, SWIZZLABLE_NAMES);
    const message = near ? `No theme component is named "${name}". Did you mean "${near}"?` : `No theme component is named "${name}"; the swizzlable ones are ${SWIZZLABLE_NAMES.join(', ')}.`;
    return { value: undefined, diagnostics: [diagnostic('UnknownSwizzleComponent', message)] };
  }
  const existing = overrideCandidates(root, name).find((file) => statSync(file, { throwIfNoEntry: false }) !== undefined);
  if (existing) return { value: undefined, diagnostics: [diagnostic('SwizzleFileExists', `${name} is swizzled already: ${existing} exists, and is left as it is.`, { file: existing })] };
  let source: string;
  if (mode === 'wrap') source = wrapSource(name);
  else {
    const ejected = SWIZZLABLE[name].eject === 'safe' ? ejectSource(runtimeDir(), name) : { unmapped: [] };
    if (!('source' in ejected)) return { value: undefined, diagnostics: [diagnostic('SwizzleUnsafe', `${name} cannot be ejected safely: its source uses parts of sitegen that are not public.`)] };
    source = ejected.source;
  }
  const file = join(root, THEME_FOLDER, `${name}.tsx`);
  mkdirSync(dirname(file), { recursive: true });
  // `wx`: a file made meanwhile is not overwritten either.
  writeFileSync(file, source, { flag: 'wx' });
  return { value: file, diagnostics: [] };
}

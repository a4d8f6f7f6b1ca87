import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../support/fixture.ts';
import { SWIZZLABLE, SWIZZLABLE_NAMES } from '../../../cli/bundle/theme/registry.ts';
import { ejectSource } from '../../../cli/commands/swizzle/eject-source.ts';

const runtime = join(REPO, 'runtime');
const read = (path: string) => readFileSync(join(runtime, path), 'utf8');

describe('the swizzlable components (issue 19)', () => {
  it('each lives where the registry says, exporting the component by the name it gives', () => {
    for (const name of SWIZZLABLE_NAMES) {
      const { module, exportName } = SWIZZLABLE[name];
      expect(read(module), name).toMatch(exportName === 'default' ? /^export default function /m : new RegExp(`^export function ${exportName}\\(`, 'm'));
    }
  });

  it('each has its props in sitegen/theme and its @theme/ and @theme-original/ modules typed', () => {
    const api = read('theme/public-api.ts');
    const modules = read('theme/theme-modules.d.ts');
    for (const name of SWIZZLABLE_NAMES) {
      expect(api, name).toMatch(new RegExp(`^export type ${name}Props = `, 'm'));
      for (const prefix of ['@theme', '@theme-original']) {
        // `@theme/Layout` is Docusaurus' page wrapper; the frame is `@theme-original/Layout`.
        const props = prefix === '@theme' && name === 'Layout' ? 'PageLayoutProps' : `${name}Props`;
        expect(modules, `${prefix}/${name}`).toContain(`declare module '${prefix}/${name}' {\n  const ${name}: import('react').ComponentType<import('sitegen/theme').${props}>;`);
      }
    }
    expect(modules.match(/^declare module /gm)).toHaveLength(SWIZZLABLE_NAMES.length * 2 + 1);
  });

  it('is said to eject safely exactly when every import of its source maps to @theme/… or sitegen/theme', () => {
    for (const name of SWIZZLABLE_NAMES) expect('source' in ejectSource(runtime, name), name).toBe(SWIZZLABLE[name].eject === 'safe');
  });

  it('ejects with the imports rewritten and the component as the default export', () => {
    const ejected = ejectSource(runtime, 'Footer');
    if (!('source' in ejected)) throw new Error(`unmapped: ${ejected.unmapped.join(', ')}`);
    expect(ejected.source.split('\n').filter((line) => line.startsWith('import '))).toEqual([
      "import type { SiteData } from 'sitegen/theme';",
      "import { Link } from 'sitegen/theme';",
      "import { useSiteData } from 'sitegen/theme';",
      "import { withBaseUrl } from 'sitegen/theme';",
      "import { cx } from 'sitegen/theme';",
      "import ThemedImage from '@theme/ThemedImage';",
    ]);
    expect(ejected.source).toMatch(/\nexport default Footer;\n$/);
  });
});

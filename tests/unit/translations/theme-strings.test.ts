import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../support/fixture.ts';
import { THEME_STRINGS } from '../../../cli/translations/theme-strings.ts';
import { ADMONITION_KINDS } from '../../../runtime/theme/admonition-markup.ts';

/** Every `translate…({ message: '…' })` of the runtime, with the file it is in. */
function runtimeMessages(): Array<{ message: string; file: string }> {
  const found: Array<{ message: string; file: string }> = [];
  const call = /translate(?:Plural|Nodes)?\(\s*\{\s*(?:id:\s*'[^']*',\s*)?message:\s*'((?:[^'\\]|\\.)*)'/g;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(call)) found.push({ message: match[1]!.replace(/\\(.)/g, '$1'), file: relative(REPO, path) });
      }
    }
  };
  walk(join(REPO, 'runtime'));
  return found;
}

/** The ids the build names (`'theme.…'` in cli/), and the admonitions' titles it names by their type (admonition-element.ts). */
function buildIds(): Set<string> {
  const found = new Set(Object.keys(ADMONITION_KINDS).map((type) => `theme.admonition.${type}`));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name)) for (const match of readFileSync(path, 'utf8').matchAll(/'(theme\.[\w.]+)'/g)) found.add(match[1]!);
    }
  };
  walk(join(REPO, 'cli'));
  return found;
}

/** The messages the runtime asks for by a value: the colour modes' names (color-mode-logic.ts's choiceLabel). */
const COMPUTED = ['light mode', 'dark mode', 'system mode'];
const BUILTIN_LOCALES = ['fr', 'de', 'es', 'pt-BR', 'ja', 'ko', 'zh-Hans', 'ru', 'ar'];

describe('the theme string table', () => {
  const messages = new Set(Object.values(THEME_STRINGS).map((entry) => entry.message));

  it('has every string the runtime translates', () => {
    const unknown = runtimeMessages().filter(({ message }) => !messages.has(message));
    expect(unknown.map(({ message, file }) => `${file}: ${message}`)).toEqual([]);
  });

  it('has no string the runtime does not use, and one id for each text', () => {
    const used = new Set([...runtimeMessages().map(({ message }) => message), ...COMPUTED]);
    const unused = Object.entries(THEME_STRINGS).filter(([, entry]) => !entry.built && !used.has(entry.message));
    expect(unused.map(([id]) => id)).toEqual([]);
    expect(messages.size).toBe(Object.keys(THEME_STRINGS).length);
  });

  it('has the strings the build writes itself (built) named in cli/', () => {
    const named = buildIds();
    const built = Object.entries(THEME_STRINGS).filter(([, entry]) => entry.built);
    expect(built.length).toBeGreaterThan(0);
    expect(built.map(([id]) => id).filter((id) => !named.has(id))).toEqual([]);
  });

  it.each(BUILTIN_LOCALES)('ships %s with ids of the table only', (locale) => {
    const table = JSON.parse(readFileSync(join(REPO, 'cli/translations/builtin', `${locale}.json`), 'utf8')) as Record<string, string>;
    expect(Object.keys(table).filter((id) => !Object.hasOwn(THEME_STRINGS, id))).toEqual([]);
    expect(Object.keys(table).length).toBeGreaterThan(30);
    expect(table['theme.docs.paginator.next']).toBeTruthy();
  });
});

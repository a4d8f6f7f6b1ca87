import { describe, expect, it } from 'vitest';
import { parseMdxComponents } from '../../../cli/config/mdx-components-file.ts';

const root = '/site';
const file = '/site/src/theme/MDXComponents.tsx';

describe("src/theme/MDXComponents, read as Docusaurus sites write it (issue 19)", () => {
  it('maps each entry to the module it was imported from, relative paths as @site/', () => {
    const text = [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import Highlight from '@site/src/components/Highlight';",
      "import Counter from '../components/Counter';",
      "import Tabs from '@theme/Tabs';",
      '',
      'export default {',
      '  ...MDXComponents,',
      '  Highlight,',
      '  Clicker: Counter,',
      "  'Switch': Tabs,",
      '};',
    ].join('\n');
    expect(parseMdxComponents(text, file, root)).toEqual({
      value: { Highlight: '@site/src/components/Highlight', Clicker: '@site/src/components/Counter', Switch: '@theme/Tabs' },
      diagnostics: [],
    });
  });

  it('warns at the line of an entry it cannot read, leaving it out', () => {
    const text = ["import Chart from 'chart-package';", 'export default {', '  Chart,', '  Other: makeOther(),', '};'].join('\n');
    const { value, diagnostics } = parseMdxComponents(text, file, root);
    expect(value).toEqual({});
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['MdxComponentsUnsupported', 3, "`Chart` is not imported from the site's files (`@site/…` or a relative path) or `@theme/…`: <Chart> is left out."],
      ['MdxComponentsUnsupported', 4, '`Other: makeOther()` is not `Name` or `Name: Component`: it is left out.'],
    ]);
  });
});

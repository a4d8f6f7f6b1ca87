import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { decodeSource } from '../../../cli/content/decode-source.ts';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { validateFrontMatter } from '../../../cli/content/validate-frontmatter.ts';
import { blogFrontMatterSchema, docFrontMatterSchema, homeFrontMatterSchema } from '../../../cli/content/frontmatter-schemas.ts';
import { catalogue } from '../../../cli/diagnostics/codes.ts';
import { fencedBlocks } from '../../../cli/content/fenced-blocks.ts';
import { splitSections } from '../../../cli/search/extract.ts';
import { remarkMicromarkOnly } from '../../support/markdown.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });
/** The same stage as a site whose plugins add syntax has it: micromark parses every file. */
const compileWithMicromark = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3, remarkPlugins: [remarkMicromarkOnly] });
const file = '/site/content/docs/page.md';

/** Runs a file through the content stage as the loaders do; any throw fails the property. */
async function contentStage(bytes: Uint8Array) {
  const decoded = decodeSource(bytes, file);
  if (decoded.text === undefined) return decoded.diagnostics;
  const compiled = await compile(decoded.text, file);
  const checks = [docFrontMatterSchema, blogFrontMatterSchema, homeFrontMatterSchema].map((schema) =>
    validateFrontMatter(schema, compiled.value.frontMatter, file),
  );
  expect(typeof compiled.value.html).toBe('string');
  return [...compiled.diagnostics, ...checks.flatMap((c) => c.diagnostics)];
}

function assertWellFormed(diagnostics: Awaited<ReturnType<typeof contentStage>>, path = file) {
  for (const d of diagnostics) {
    expect(Object.keys(catalogue)).toContain(d.code);
    expect(d.code).not.toBe('InternalError');
    expect(d.file).toBe(path);
    expect(d.message.length).toBeGreaterThan(0);
    if (d.line !== undefined) expect(d.line).toBeGreaterThanOrEqual(1);
  }
}

describe('the content stage never throws', () => {
  it('on random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => assertWellFormed(await contentStage(bytes))),
      { numRuns: 300 },
    );
  });

  it('on random text with front matter fences', async () => {
    const text = fc.string({ unit: fc.constantFrom('-', '\n', ':', ' ', 'a', '#', '[', ']', '{', '}', '"', "'", '|', '>', '*', '&', '!', '<', '`', '\t', 'é'), maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(text, text, async (head, body) => assertWellFormed(await contentStage(new TextEncoder().encode(`---\n${head}\n---\n${body}`)))),
      { numRuns: 300 },
    );
  });

  it('on random front matter values', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.date({ noInvalidDate: true }), fc.array(fc.string(), { maxLength: 3 }));
    const keys = fc.constantFrom('title', 'description', 'slug', 'date', 'authors', 'tags', 'draft', 'unlisted', 'sidebar_position', 'sidebar_label', 'id', 'hero', 'sections', 'latestPosts', 'keywords');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, value, { maxKeys: 8 }), async (data) => {
        const source = `---\n${stringify(data)}---\n\n## Heading\n\nText.\n`;
        assertWellFormed(await contentStage(new TextEncoder().encode(source)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('content diagnostics', () => {
  it('reports a front matter YAML error on the right file line', async () => {
    const diagnostics = await contentStage(new TextEncoder().encode('---\ntitle: ok\ntags: [a, b\n---\n\nText\n'));
    expect(diagnostics[0]).toMatchObject({ code: 'InvalidFrontMatterYaml', line: 3 });
  });

  it('reports non-UTF-8 bytes with their line', async () => {
    const diagnostics = await contentStage(new Uint8Array([0x61, 0x0a, 0x62, 0x0a, 0xff, 0x0a]));
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'NonUtf8File', line: 3 })]);
  });

  it('types front matter fields and names the key', async () => {
    const diagnostics = await contentStage(new TextEncoder().encode('---\ntitle: 42\nsidebar_position: first\n---\nText\n'));
    expect(diagnostics.map((d) => [d.message, d.line])).toContainEqual(['Front matter `sidebar_position`: Invalid input: expected number, received string.', 3]);
  });
});

/**
 * Hostile input: nesting far deeper than anyone writes, and lines of a megabyte. What is checked is
 * that nothing hangs or crashes, not speed (the bench measures that): each file gets a budget
 * many times what it takes.
 */
describe('the content stage finishes hostile input within a fixed budget', () => {
  // CPU time, which a busy machine stretches less than the clock, though still by a third: some
  // four times what the slowest megabyte here takes (a list of 250,000 items, ~7 s; 10 s on a
  // loaded CI machine). Input that made the work grow faster than its length would take minutes.
  const BUDGET_MS = 30_000;
  const word = 'deepest';
  const nested: Record<string, (depth: number) => string> = {
    'block quotes': (n) => `${'>'.repeat(n)} ${word}`,
    'block quotes over lines': (n) => Array.from({ length: Math.min(n, 1000) }, (_, i) => `${'> '.repeat(i + 1)}${word}`).join('\n'),
    'lists': (n) => `${'- '.repeat(n)}${word}`,
    'indented lists': (n) => Array.from({ length: Math.min(n, 1000) }, (_, i) => `${'  '.repeat(i)}* ${word}`).join('\n'),
    'ordered lists': (n) => `${'1. '.repeat(n)}${word}`,
    'lists and quotes': (n) => `${'> 1) '.repeat(n)}${word}`,
    'emphasis': (n) => `${'*'.repeat(n)}${word}${'*'.repeat(n)}`,
    'mixed emphasis': (n) => `${'*_'.repeat(n)}${word}${'_*'.repeat(n)}`,
    'emphasis over words': (n) => `${'**a _'.repeat(n)}${word}${'_ a**'.repeat(n)}`,
    'links': (n) => `${'['.repeat(n)}${word}${'](/x)'.repeat(n)}`,
    'unclosed links': (n) => `${'[a'.repeat(n)}${word}`,
    'images': (n) => `${'!['.repeat(n)}${word}${'](/x.png)'.repeat(n)}`,
    'HTML blocks': (n) => `${'<div>\n\n'.repeat(n)}${word}\n\n${'</div>\n\n'.repeat(n)}`,
    'inline HTML': (n) => `${'<span>'.repeat(n)}${word}${'</span>'.repeat(n)}`,
    'unclosed HTML': (n) => `${'<h2 id="a">\n<!--\n<script>\n'.repeat(n)}${word}`,
    'YAML front matter': (n) => `---\ntitle: ${'['.repeat(n)}${']'.repeat(n)}\n---\n\n${word}`,
  };

  /** Decodes, looks ahead for code blocks, compiles and extracts search text, as a build does. */
  async function withinBudget(source: string, compiler: typeof compile, path = file) {
    const start = process.cpuUsage();
    const text = decodeSource(new TextEncoder().encode(source), path).text!;
    fencedBlocks(text);
    const compiled = await compiler(text, path);
    splitSections(String(compiled.value.html));
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(BUDGET_MS);
    assertWellFormed(compiled.diagnostics, path);
    return compiled;
  }

  it('on nesting up to 10,000 deep', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(nested)), fc.integer({ min: 1, max: 10_000 }), fc.boolean(), async (kind, depth, micromark) => {
        const { value } = await withinBudget(`Intro.\n\n${nested[kind](depth)}\n\nEnd.\n`, micromark ? compileWithMicromark : compile);
        if (kind !== 'YAML front matter') expect(JSON.stringify(value.html)).toContain(word);
      }),
      { numRuns: 16 },
    );
  }, 180_000);

  /** MDX: elements, components, JSX inside a paragraph and expressions, each n deep. */
  const jsx: Record<string, (depth: number) => string> = {
    'JSX elements': (n) => `${'<div>'.repeat(n)}${word}${'</div>'.repeat(n)}`,
    'components': (n) => `import Details from '@theme/Details';\n\n${'<Details>'.repeat(n)}${word}${'</Details>'.repeat(n)}`,
    'JSX in text': (n) => `Some ${'<span>'.repeat(n)}${word}${'</span>'.repeat(n)} text.`,
    'expressions': (n) => `{${'['.repeat(n)}1${']'.repeat(n)}}`,
  };

  it('on JSX nested up to 10,000 deep', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(jsx)), fc.integer({ min: 1, max: 10_000 }), async (kind, depth) => {
        const { value } = await withinBudget(`Intro.\n\n${jsx[kind](depth)}\n\nEnd.\n`, compile, file.replace(/\.md$/, '.mdx'));
        if (kind !== 'expressions') expect(JSON.stringify(value.html)).toContain(word);
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('on lines of a megabyte', async () => {
    const piece = fc.constantFrom('word', ' ', '*', '_', '~', '`', '[', ']', '(', ')', '![', '<', '>', '<!--', '&amp;', '\\', '|', '#', 'www.a.com', 'a@b.co', 'https://x.y/z', '[^1]', '---', '```');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 200 }), fc.boolean(), async (pieces, micromark) => {
        const line = pieces.join('');
        await withinBudget(`Intro.\n\n${line.repeat(Math.ceil(1_000_000 / line.length))}\n`, micromark ? compileWithMicromark : compile);
      }),
      { numRuns: 5 },
    );
  }, 180_000);

  /**
   * Blocks on which micromark's time grew faster than their length, each at the most markers or
   * lines it is given (MAX_MICROMARK_MARKERS). Any block quote costs micromark about a millisecond,
   * so quotes come long here: the budget is for time in proportion to length, not for that constant.
   */
  const blocks: Record<string, string> = {
    'block quotes': '> a\n'.repeat(60),
    'lazy lines in quotes': `> a\n${'b\n'.repeat(240)}`,
    'unmatched tildes': `${'~a '.repeat(120)}${'a~ '.repeat(120)}`,
    'closing brackets': 'a] '.repeat(240),
    'open and closing brackets': `${'[a '.repeat(120)}${'a] '.repeat(120)}`,
    'footnote references': '[^1] '.repeat(60),
  };

  it('on 50 KB of blocks read by micromark, which must read footnotes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(blocks)), async (kind) => {
        const block = `${blocks[kind]}\n`;
        await withinBudget(`${block.repeat(Math.ceil(50_000 / block.length))}\n[^1]: A note.\n`, compile);
      }),
      { numRuns: 6 },
    );
  }, 180_000);

  const MB = 1_000_000;
  it.each([
    ['a front matter line', `---\n{title: [x,\ny${' '.repeat(MB)}z]}\n---\n\nText.\n`],
    ['a code fence line', `\`\`\`${'a'.repeat(MB)}\`\n`],
    ['a line of spaces before a table', `| a |\n|---|\n-${' '.repeat(MB)}x\n`],
    ['a paragraph of lines', `${'a  \n'.repeat(MB / 4)}b\n`],
    ['a list of items', '- a\n'.repeat(MB / 4)],
    ['a table of rows', `| a | b |\n|---|---|\n${'| [x](/y) | `z` |\n'.repeat(MB / 20)}`],
  ])('on %s of a megabyte', async (_, source) => {
    await withinBudget(source, compile);
    // The CPU budget is the bound; wall time on a loaded machine runs far past vitest's 30 s default.
  }, 180_000);
});

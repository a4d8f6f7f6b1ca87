import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { decodeSource } from '../../../cli/content/decode-source.ts';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';
import { validateFrontMatter } from '../../../cli/content/validate-frontmatter.ts';
import { blogFrontMatterSchema, docFrontMatterSchema, homeFrontMatterSchema } from '../../../cli/content/frontmatter-schemas.ts';
import { catalogue } from '../../../cli/diagnostics/codes.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });
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

function assertWellFormed(diagnostics: Awaited<ReturnType<typeof contentStage>>) {
  for (const d of diagnostics) {
    expect(Object.keys(catalogue)).toContain(d.code);
    expect(d.code).not.toBe('InternalError');
    expect(d.file).toBe(file);
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

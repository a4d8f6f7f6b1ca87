import { describe, expect, it } from 'vitest';
import { visit } from 'unist-util-visit';
import type { Heading, Link, Root as MdastRoot } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

const levels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

/** Adds a `## Added` heading with a link at the end. */
function remarkAddSection() {
  return (tree: MdastRoot) => {
    tree.children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added' }] } satisfies Heading, {
      type: 'paragraph',
      children: [{ type: 'link', url: '/added', children: [{ type: 'text', value: 'see added' }] } satisfies Link],
    });
  };
}

/** Sees whether sitegen's steps have run: an explicit `{#id}` is gone from the heading once they have. */
const seenIds: string[] = [];
function remarkSeeIds() {
  return (tree: MdastRoot) => {
    visit(tree, 'heading', (node: Heading) => {
      seenIds.push(JSON.stringify(node.children));
    });
  };
}

describe('the site’s plugins', () => {
  it('add what the table of contents, the links, the text and the anchors then hold', async () => {
    const compile = createMarkdownCompiler({ ...levels, remarkPlugins: [remarkAddSection] });
    const { value } = await compile('# Title\n\nBody.\n', 'a.md');
    expect(value.html).toBe('<p>Body.</p>\n<h2 id="added">Added</h2>\n<p><a href="/added">see added</a></p>');
    expect(value.toc).toEqual([{ id: 'added', value: 'Added', level: 2 }]);
    expect(value.links.map((link) => link.url)).toEqual(['/added']);
    expect(value.summary).toContain('see added');
    expect(value.anchors).toContain('added');
  });

  it('beforeDefault… plugins run before sitegen’s steps, the others after', async () => {
    seenIds.length = 0;
    await createMarkdownCompiler({ ...levels, beforeDefaultRemarkPlugins: [remarkSeeIds], remarkPlugins: [remarkSeeIds] })('## A {#a}\n', 'a.md');
    expect(seenIds).toEqual(['[{"type":"text","value":"A {#a}","position":{"start":{"line":1,"column":4,"offset":3},"end":{"line":1,"column":10,"offset":9}}}]', expect.not.stringContaining('{#a}')]);
  });

  it('take options as [plugin, options], and rehype plugins see the code before highlighting', async () => {
    const rehypeMark = (options: { attribute: string }) => (tree: HastRoot) => {
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'a' || node.tagName === 'pre') node.properties[options.attribute] = 'yes';
      });
    };
    const { value } = await createMarkdownCompiler({ ...levels, rehypePlugins: [[rehypeMark, { attribute: 'dataMarked' }]] })('[a](/a)\n', 'a.md');
    expect(value.html).toBe('<p><a href="/a" data-marked="yes">a</a></p>');
  });

  it('an error a plugin throws is the file’s error, naming the plugin, at the line a vfile message carries', async () => {
    const remarkThrows = () => () => {
      throw new Error('no good');
    };
    const remarkFails = () => (tree: MdastRoot, file: VFile) => {
      visit(tree, 'heading', (node: Heading) => {
        file.fail('headings are not allowed', node);
      });
    };
    const thrown = await createMarkdownCompiler({ ...levels, remarkPlugins: [remarkThrows] })('---\ntitle: T\n---\nText.\n', 'a.md');
    expect(thrown.diagnostics).toMatchObject([{ code: 'MarkdownPluginError', severity: 'error', file: 'a.md', message: '`remarkThrows` (markdown.remarkPlugins[0]) failed on this file: no good' }]);
    expect(thrown.diagnostics[0].line).toBeUndefined();
    expect(thrown.value.frontMatter.data).toEqual({ title: 'T' });
    const failed = await createMarkdownCompiler({ ...levels, rehypePlugins: [() => () => undefined], remarkPlugins: [remarkFails] })('Text.\n\n## Heading\n', 'b.md');
    expect(failed.diagnostics).toMatchObject([{ code: 'MarkdownPluginError', file: 'b.md', line: 3, column: 1, message: '`remarkFails` (markdown.remarkPlugins[0]) failed on this file: headings are not allowed' }]);
  });

  it('an async plugin’s rejection and a callback plugin’s error are reported the same way', async () => {
    const rehypeRejects = () => async () => {
      throw new Error('later');
    };
    const rehypeCalls = () => (_tree: HastRoot, _file: VFile, next: (error?: Error) => void) => next(new Error('called back'));
    const { diagnostics } = await createMarkdownCompiler({ ...levels, rehypePlugins: [rehypeRejects] })('Text.\n', 'a.md');
    expect(diagnostics.map((d) => d.message)).toEqual(['`rehypeRejects` (markdown.rehypePlugins[0]) failed on this file: later']);
    const called = await createMarkdownCompiler({ ...levels, beforeDefaultRehypePlugins: [rehypeCalls] })('Text.\n', 'a.md');
    expect(called.diagnostics.map((d) => d.message)).toEqual(['`rehypeCalls` (markdown.beforeDefaultRehypePlugins[0]) failed on this file: called back']);
  });

  it('file.message() is a warning and file.info() a note, at their lines; the page still compiles', async () => {
    const remarkLint = () => (tree: MdastRoot, file: VFile) => {
      visit(tree, 'link', (node: Link) => {
        file.message('prefer relative links', node);
      });
      file.info('checked');
    };
    const { value, diagnostics } = await createMarkdownCompiler({ ...levels, remarkPlugins: [remarkLint] })('Text.\n\nSee [x](https://example.com/).\n', 'a.md');
    expect(value.html).toContain('<a href="https://example.com/">x</a>');
    expect(diagnostics).toMatchObject([
      { code: 'MarkdownPluginWarning', severity: 'warning', line: 3, column: 5, message: '`remarkLint` (markdown.remarkPlugins[0]): prefer relative links' },
      { code: 'MarkdownPluginWarning', severity: 'info', message: '`remarkLint` (markdown.remarkPlugins[0]): checked' },
    ]);
  });

  it('a plugin whose setup throws fails each file it would transform', async () => {
    const remarkBadSetup = () => {
      throw new Error('missing option');
    };
    const { diagnostics } = await createMarkdownCompiler({ ...levels, remarkPlugins: [remarkBadSetup] })('Text.\n', 'a.md');
    expect(diagnostics.map((d) => d.message)).toEqual(['`remarkBadSetup` (markdown.remarkPlugins[0]) failed on this file: missing option']);
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../cli/content/markdown.ts';

const compile = createMarkdownCompiler({ minHeadingLevel: 2, maxHeadingLevel: 3 });

describe('explicit heading ids', () => {
  it('give the heading `{#id}` as its id, out of its text, in the table of contents and anchors', async () => {
    const { value } = await compile('# Page {#page}\n\n## Hello World {#my-explicit-id}\n\n### Sub *heading* {#sub}\n\n## Hello World\n\n- ## In a list {#listed}\n', 'a.md');
    expect(value.contentTitle).toBe('Page');
    expect(value.html).toContain('<h2 id="my-explicit-id">Hello World</h2>');
    expect(value.html).toContain('<h3 id="sub">Sub <em>heading</em></h3>');
    expect(value.html).toContain('<h2 id="hello-world">Hello World</h2>');
    expect(value.html).toContain('<h2 id="listed">In a list</h2>');
    expect(value.toc).toEqual([
      { id: 'my-explicit-id', value: 'Hello World', level: 2 },
      { id: 'sub', value: 'Sub heading', level: 3 },
      { id: 'hello-world', value: 'Hello World', level: 2 },
      { id: 'listed', value: 'In a list', level: 2 },
    ]);
    expect(value.anchors).toEqual(['my-explicit-id', 'sub', 'hello-world', 'listed']);
    expect(value.summary).not.toContain('{#');
  });

  it('take the last of several ids, and only at the end of the text', async () => {
    const { value } = await compile('## A {#one} {#two}\n\n## B {#not-last} here\n\n## {#only-id}\n', 'a.md');
    expect(value.html).toBe('<h2 id="two">A {#one}</h2>\n<h2 id="b-not-last-here">B {#not-last} here</h2>\n<h2 id="only-id"></h2>');
  });
});

import { describe, expect, it } from 'vitest';
import { Parser } from 'acorn';
import type { Expression } from 'estree';
import { MAX_NESTING, staticValue } from '../../../../cli/content/mdx/static-value.ts';
import { TOC_MARKER, tocOf, type TocMarker } from '../../../../cli/content/mdx/toc-marker.ts';

const parse = (code: string) => Parser.parseExpressionAt(code, 0, { ecmaVersion: 'latest', locations: true }) as unknown as Expression;
const value = (code: string, scope = new Map()) => staticValue(parse(code), scope);
/** Why each expression is refused ('no error' when it is not). */
const errorsOf = (codes: string[], scope = new Map()) =>
  codes.map((code) => {
    const result = value(code, scope);
    return 'error' in result ? result.error : 'no error';
  });

describe('static values of MDX expressions', () => {
  it('reads literals, arrays, objects, template strings without ${}, signs and spreads of objects', () => {
    expect(value(`['a', 1, -2.5, +3, true, null, { b: "c", 'd-e': [], [\`f\`]: {} }, \`g\`]`)).toEqual({ value: ['a', 1, -2.5, 3, true, null, { b: 'c', 'd-e': [], f: {} }, 'g'] });
    expect(value(`{ a: 1, ...{ b: 2 } }`)).toEqual({ value: { a: 1, b: 2 } });
  });

  it('reads names the scope knows, with properties and indexes into them', () => {
    const scope = new Map([['data', { items: ['x', 'y'], 'a b': { c: 1 } }]]);
    expect(value('data.items[1]', scope)).toEqual({ value: 'y' });
    expect(value("data['a b'].c", scope)).toEqual({ value: 1 });
    expect(value('data.missing', scope)).toEqual({ value: null });
  });

  it("takes a static array's slice, as Docusaurus pages hand TOCInline part of the table of contents", () => {
    const scope = new Map([['toc', [{ value: 'A' }, { value: 'B' }, { value: 'C' }]]]);
    expect(value('toc.slice(1)', scope)).toEqual({ value: [{ value: 'B' }, { value: 'C' }] });
    expect(value('toc.slice(0, -2)', scope)).toEqual({ value: [{ value: 'A' }] });
    expect(value('[1, 2, 3].slice()', scope)).toEqual({ value: [1, 2, 3] });
    // The page's own toc is known later: its marker keeps the slices, to be taken in order then.
    const marked = value('toc.slice(1).slice(0, 1)', new Map([['toc', TOC_MARKER]]));
    expect(marked).toEqual({ value: { $sitegen: 'toc', steps: [{ slice: [1] }, { slice: [0, 1] }] } });
    expect(tocOf((marked as { value: TocMarker }).value, ['a', 'b', 'c'])).toEqual(['b']);
    expect(errorsOf(["toc.slice('1')", 'toc.slice(1, 2, 3)', "'text'.slice(1)", 'toc.slice(n)', 'toc.map(1)', 'toc[`slice`](1)'], scope)).toEqual([
      '`.slice()` with other than one or two numbers needs evaluating at run time',
      '`.slice()` with other than one or two numbers needs evaluating at run time',
      '`.slice()` of something not an array needs evaluating at run time',
      '`n` is not a name it knows: only imported JSON, `export const` values and `toc` are known at build time',
      'a function call needs evaluating at run time',
      'a function call needs evaluating at run time',
    ]);
  });

  it("filters a static array by an arrow function comparing its items' fields, as Docusaurus' documentation filters the toc", () => {
    const toc = [
      { value: 'A', id: 'a', level: 2 },
      { value: 'B', id: 'b', level: 3 },
      { value: 'C', id: 'c', level: 4 },
      { value: 'D', id: 'd', level: 2 },
    ];
    const scope = new Map<string, unknown>([['toc', toc], ['data', { skip: 'd' }]]) as Map<string, never>;
    const ids = (code: string) => ((value(code, scope) as { value: Array<{ id: string }> }).value ?? []).map((item) => item.id);
    expect(ids('toc.filter((node) => node.level === 2 || node.level === 4)')).toEqual(['a', 'c', 'd']);
    expect(ids('toc.filter((node) => node.level >= 3 && node.level < 4)')).toEqual(['b']);
    expect(ids("toc.filter((n) => !(n.id === 'a') && n['id'] != data.skip)")).toEqual(['b', 'c']);
    expect(ids('toc.filter((node) => { return node.level > 2; }).slice(1)')).toEqual(['c']);
    expect(ids('toc.filter((node) => node.missing)')).toEqual([]);
    expect(value('[1, 2, 3, 4].filter((x) => x > 2)')).toEqual({ value: [3, 4] });
  });

  it("keeps the filter of the page's own toc on its marker, taken once the headings are known", () => {
    const marked = value('toc.filter((node) => node.level === 2).slice(1)', new Map([['toc', TOC_MARKER]]));
    expect(marked).toEqual({
      value: { $sitegen: 'toc', steps: [{ filter: { op: '===', left: { field: ['level'] }, right: { literal: 2 } } }, { slice: [1] }] },
    });
    // The marker is JSON: a compiled page keeps it as it is.
    const kept = JSON.parse(JSON.stringify((marked as { value: TocMarker }).value)) as TocMarker;
    const headings = [
      { id: 'a', level: 2 },
      { id: 'b', level: 3 },
      { id: 'c', level: 2 },
      { id: 'd', level: 2 },
    ];
    expect(tocOf(kept, headings).map((h) => h.id)).toEqual(['c', 'd']);
  });

  it('refuses a filter it cannot read at build time, naming what', () => {
    const scope = new Map([['toc', TOC_MARKER]]);
    expect(
      errorsOf(
        ['toc.filter(1)', 'toc.filter(keep)', 'toc.filter(async (n) => n.level)', 'toc.filter(({ level }) => level === 2)', 'toc.filter((n, i) => i > 0)', 'toc.filter((n) => { const l = n.level; return l; })', 'toc.filter((n) => n.value.startsWith("A"))', 'toc.filter((n) => n.level + 1 > 2)', 'toc.filter((n) => n)', "'text'.filter((n) => n)"],
        scope,
      ),
    ).toEqual([
      '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`) needs evaluating at run time',
      '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`) needs evaluating at run time',
      '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`) needs evaluating at run time',
      '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`) needs evaluating at run time',
      '`.filter()` with other than an arrow function of one parameter (`(node) => node.level === 2`) needs evaluating at run time',
      'a function body other than one `return` needs evaluating at run time',
      '`n` other than as `n.field` or in a comparison needs evaluating at run time',
      'the operator `+` needs evaluating at run time',
      'no error',
      '`.filter()` of something not an array needs evaluating at run time',
    ]);
  });

  it('refuses what needs evaluating, naming it', () => {
    expect(errorsOf(['() => 1', 'f()', 'a + b', '`${x}`', 'x ? 1 : 2', 'new Date()', '/re/', '!true', 'unknownName'])).toEqual([
      'a function needs evaluating at run time',
      'a function call needs evaluating at run time',
      'an operator needs evaluating at run time',
      'a template string with `${}` needs evaluating at run time',
      'a conditional `?:` needs evaluating at run time',
      '`new` needs evaluating at run time',
      'a regular expression or BigInt needs evaluating at run time',
      'the operator `!` needs evaluating at run time',
      '`unknownName` is not a name it knows: only imported JSON, `export const` values and `toc` are known at build time',
    ]);
  });

  it(`stops at ${MAX_NESTING} levels of nesting instead of overflowing the stack`, () => {
    const deep = `${'['.repeat(MAX_NESTING + 5)}1${']'.repeat(MAX_NESTING + 5)}`;
    const result = value(deep);
    expect('error' in result && result.error).toBe(`it nests arrays or objects more than ${MAX_NESTING} levels deep`);
  });
});

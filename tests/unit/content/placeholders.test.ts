import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';
import { expandPlaceholders, placeholdersFrom, unknownPlaceholders } from '../../../cli/content/placeholders.ts';

const site = (customFields: Record<string, unknown>) =>
  validateConfig({ title: 'T', url: 'https://example.com', customFields }, '/site', '/site/site.config.ts').value!.site;

describe('content placeholders', () => {
  it('take their values from customFields: one-line texts and numbers, nothing else', () => {
    const values = placeholdersFrom(site({ company: 'Acme', founded: 1998, address: 'Line 1\nLine 2', social: { x: '@acme' }, beta: true }));
    expect(values).toEqual({ company: 'Acme', founded: '1998' });
  });

  it('fill every known name, leave unknown names, template syntax and escaped braces as written', () => {
    const values = { company: 'Acme', product: 'acme' };
    expect(expandPlaceholders('{{company}} ships `{{product}}` and {{ company }}, {{doc.name}}, {{other}} and \\{{company}}.', values)).toBe(
      'Acme ships `acme` and {{ company }}, {{doc.name}}, {{other}} and \\{{company}}.',
    );
  });

  it('warn at the line and column of an unknown name in prose or front matter, not in code', () => {
    const text = [
      '---', // 1
      'title: {{compnay}} news', // 2
      '---', // 3
      'Made by {{company}} and {{teem}}.', // 4
      'Template: `{{user}}` and ``a `{{x}}` b``.', // 5
      '```vue', // 6
      '<p>{{count}}</p>', // 7
      '```', // 8
      'Escaped: \\{{literal}}; spaced: {{ name }}.', // 9
    ].join('\n');
    const found = unknownPlaceholders(text, { company: 'Acme' }, '/site/content/a.md');
    expect(found.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['UnknownPlaceholder', 'warning', 2, 8],
      ['UnknownPlaceholder', 'warning', 4, 25],
    ]);
    expect(found[0].message).toBe('{{compnay}} names no one-line text or number of `customFields` in site.config.ts, so it is shown as written.');
    expect(found[0].file).toBe('/site/content/a.md');
  });
});

import { describe, expect, it } from 'vitest';
import Admonition from '../../../../../runtime/theme/mdx/Admonition.tsx';
import Details from '../../../../../runtime/theme/mdx/Details.tsx';
import { parseHtml, select, selectAll, texts } from '../../pages/html-query.ts';
import { renderInTheme } from '../render.tsx';

describe('<Details>', () => {
  it('is a native <details>, its <summary> child first and the rest in its body', () => {
    const html = renderInTheme(
      <Details className="extra">
        <p>Body</p>
        <summary>Click me</summary>
        <p>More</p>
      </Details>,
    );
    expect(html).toBe('<details class="details extra"><summary class="details__summary">Click me</summary><div class="details__body"><p>Body</p><p>More</p></div></details>');
  });

  it('takes the summary as a prop, text or a <summary>, and says "Details" without one', () => {
    const summary = (html: string) => texts(selectAll(parseHtml(html), 'details > summary'));
    expect(summary(renderInTheme(<Details summary="As a prop">Body</Details>))).toEqual(['As a prop']);
    expect(summary(renderInTheme(<Details summary={<summary>As an element</summary>}>Body</Details>))).toEqual(['As an element']);
    expect(summary(renderInTheme(<Details>Body</Details>))).toEqual(['Details']);
  });

  it('passes the attributes of <details> on, open included', () => {
    const details = select(parseHtml(renderInTheme(<Details open id="more">Body</Details>)), 'details');
    expect(details.attrs).toMatchObject({ open: '', id: 'more' });
  });

  it("keeps a nested <details>' summary its own", () => {
    const root = parseHtml(
      renderInTheme(
        <Details summary="Outer">
          <Details summary="Inner">Deep</Details>
        </Details>,
      ),
    );
    expect(texts(selectAll(root, 'details > summary'))).toEqual(['Outer', 'Inner']);
    expect(texts(selectAll(root, '.details__body .details__body'))).toEqual(['Deep']);
  });
});

describe('<Admonition>', () => {
  const render = (node: React.ReactNode) => select(parseHtml(renderInTheme(node)), '.admonition');

  it("has a :::note container's markup: a note whose heading names the type after a hidden icon, then the content", () => {
    const html = renderInTheme(
      <Admonition type="warning">
        <p>Careful.</p>
      </Admonition>,
    );
    expect(html).toMatch(/^<div class="admonition admonition-warning theme-admonition theme-admonition-warning alert alert--warning" role="note"><div class="admonition__heading"><span class="admonition__icon"><svg [^>]*aria-hidden="true" focusable="false">/);
    const box = parseHtml(html);
    expect(texts([select(box, '.admonition__heading')])).toEqual(['Warning']);
    expect(texts([select(box, '.admonition__content')])).toEqual(['Careful.']);
  });

  it('has an icon for each type and takes a title, an icon and a class', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
      expect(selectAll(render(<Admonition type={type}>x</Admonition>), '.admonition__icon svg path').length, type).toBeGreaterThan(0);
    }
    const box = render(
      <Admonition type="tip" title="Pro tip" icon={<span className="mine">💡</span>} className="wide">
        x
      </Admonition>,
    );
    expect(box.attrs.class).toBe('admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success wide');
    expect(texts([select(box, '.admonition__heading')])).toEqual(['💡Pro tip']);
    expect(selectAll(box, '.admonition__icon svg')).toHaveLength(0);
    expect(texts([select(render(<Admonition type="note" title="">x</Admonition>), '.admonition__heading')])).toEqual(['Note']);
    expect(selectAll(render(<Admonition type="note" />), '.admonition__content')).toHaveLength(0);
  });

  it("shows Docusaurus' older names as the types they stand for, and an unknown type as info", () => {
    const heading = (box: ReturnType<typeof render>) => [box.attrs.class, texts([select(box, '.admonition__heading')])[0]];
    expect(heading(render(<Admonition type="important">x</Admonition>))).toEqual(['admonition admonition-important theme-admonition theme-admonition-important alert alert--info', 'Important']);
    expect(heading(render(<Admonition type="caution">x</Admonition>))).toEqual(['admonition admonition-caution theme-admonition theme-admonition-caution alert alert--warning', 'Caution']);
    expect(heading(render(<Admonition type="toString">x</Admonition>))).toEqual(['admonition admonition-info theme-admonition theme-admonition-info alert alert--info', 'Info']);
  });
});

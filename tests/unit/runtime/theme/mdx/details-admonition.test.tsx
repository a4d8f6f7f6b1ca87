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

  it('is a note with a heading naming the type after a hidden icon, then the content', () => {
    const box = render(
      <Admonition type="warning">
        <p>Careful.</p>
      </Admonition>,
    );
    expect(box.attrs).toMatchObject({ class: 'admonition admonition-warning', role: 'note' });
    expect(texts([select(box, '.admonition-heading')])).toEqual(['warning']);
    expect(select(box, '.admonition-heading .admonition-icon svg').attrs['aria-hidden']).toBe('true');
    expect(texts([select(box, '.admonition-content')])).toEqual(['Careful.']);
  });

  it('has an icon for each type and takes a title, an icon and a class', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
      expect(selectAll(render(<Admonition type={type}>x</Admonition>), '.admonition-icon svg'), type).toHaveLength(1);
    }
    const box = render(
      <Admonition type="tip" title="Pro tip" icon={<span className="mine">💡</span>} className="wide">
        x
      </Admonition>,
    );
    expect(box.attrs.class).toBe('admonition admonition-tip wide');
    expect(texts([select(box, '.admonition-heading')])).toEqual(['💡Pro tip']);
    expect(selectAll(box, '.admonition-icon svg')).toHaveLength(0);
  });

  it("shows Docusaurus' aliases as their types, and an unknown type as info", () => {
    expect(render(<Admonition type="important">x</Admonition>).attrs.class).toBe('admonition admonition-info');
    expect(render(<Admonition type="success">x</Admonition>).attrs.class).toBe('admonition admonition-tip');
    expect(render(<Admonition type="secondary">x</Admonition>).attrs.class).toBe('admonition admonition-note');
    expect(render(<Admonition type="toString">x</Admonition>).attrs.class).toBe('admonition admonition-info');
  });
});

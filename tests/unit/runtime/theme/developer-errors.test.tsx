import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReactContextError } from '../../../../runtime/core/context-error.ts';
import { usePage } from '../../../../runtime/theme/page-context.tsx';
import { Translate, translate } from '../../../../runtime/theme/translate.tsx';

describe('translate', () => {
  it('returns the default message', () => {
    expect(translate({ id: 'theme.x', message: 'Skip to main content' })).toBe('Skip to main content');
  });

  it('fills {placeholders}', () => {
    expect(translate({ message: 'Switch (currently {mode})' }, { mode: 'dark mode' })).toBe('Switch (currently dark mode)');
    expect(translate({ message: 'Keep {unknown}' }, {})).toBe('Keep {unknown}');
  });

  it('falls back to the id without a message', () => {
    expect(translate({ id: 'theme.only.id' })).toBe('theme.only.id');
  });

  it('a declaration without id or message is a developer error', () => {
    expect(() => translate({})).toThrow('translate() needs { id } or { message }.');
  });
});

describe('<Translate>', () => {
  it('renders its string child', () => {
    expect(renderToStaticMarkup(<Translate id="theme.hello">Hello</Translate>)).toBe('Hello');
  });

  it('non-string children are a developer error', () => {
    const Untyped = Translate as (props: { id?: string; children?: unknown }) => ReturnType<typeof Translate>;
    expect(() => renderToStaticMarkup(<Untyped id="theme.x">{<b>bold</b>}</Untyped>)).toThrow(
      '<Translate id="theme.x"> takes a plain string as children (the default message), but got a object.',
    );
    expect(() => renderToStaticMarkup(<Untyped>{['a', 'b']}</Untyped>)).toThrow(/but got an array/);
    expect(() => renderToStaticMarkup(<Untyped />)).toThrow(/but got undefined/);
  });
});

describe('contexts used outside their provider', () => {
  it('usePage names PageProvider', () => {
    function Probe() {
      usePage();
      return null;
    }
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(ReactContextError);
    expect(() => renderToStaticMarkup(<Probe />)).toThrow('Hook usePage is called outside the <PageProvider>.');
  });
});

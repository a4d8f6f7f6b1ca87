/**
 * The theme's UI labels go through translate(), so a later i18n stage has one place to hook in.
 * The site has one language: the default message is the text.
 */
export interface TranslateMessage {
  /** Stable key, e.g. `theme.navbar.mobileToggle`. */
  id?: string;
  /** Default text; may hold `{name}` placeholders. */
  message?: string;
  description?: string;
}

export type TranslateValues = Record<string, string | number>;

function interpolate(text: string, values: TranslateValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}

export function translate({ id, message }: TranslateMessage, values?: TranslateValues): string {
  const text = message ?? id;
  if (text === undefined) {
    throw new Error('translate() needs an id or a default message; it got neither. Pass { id, message }.');
  }
  return interpolate(text, values);
}

export interface TranslateProps {
  id?: string;
  values?: TranslateValues;
  description?: string;
  /** The default message: a plain string. */
  children: string;
}

export function Translate({ id, values, children }: TranslateProps) {
  if (typeof children !== 'string') {
    const got = children === null || children === undefined ? String(children) : Array.isArray(children) ? 'an array' : `a ${typeof children}`;
    throw new Error(`<Translate${id ? ` id="${id}"` : ''}> takes a plain string as children (the default message), but got ${got}.`);
  }
  return <>{translate({ id, message: children }, values)}</>;
}

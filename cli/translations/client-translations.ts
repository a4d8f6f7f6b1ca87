import { themeString } from './theme-strings.ts';

/**
 * The table the pages get: a theme string under its English text, which is how the runtime asks
 * for it, and any other string (the site's own) under its id.
 */
export function clientTranslations(byId: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byId)
      // The build has written those into the HTML already.
      .filter(([id]) => !themeString(id)?.built)
      .map(([id, message]) => {
        const theme = themeString(id);
        return [theme ? theme.message : id, message];
      }),
  );
}

import { z } from 'zod';

/** A BCP 47 tag Intl accepts (`fr`, `pt-BR`, `zh-Hans`). */
const localeCode = z.string().refine((code) => canonicalLocale(code) !== undefined, { error: 'expected a BCP 47 locale code, e.g. "fr" or "pt-BR"' });

const localeConfigSchema = z.strictObject({
  /** Shown in the locale dropdown. @default the language's own name, e.g. "Français" */
  label: z.string().min(1).optional(),
  /** @default 'rtl' for right-to-left languages (ar, he, fa, ur…), else 'ltr' */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `<html lang>` and `hreflang`. @default the locale code */
  htmlLang: localeCode.optional(),
  /** The locale's URL segment under baseUrl and its folder under `i18n.path`. @default the locale code */
  path: z.string().regex(/^[^/\s]+$/, { error: 'expected one URL segment without "/", e.g. "fr"' }).optional(),
  /** Docusaurus' calendar for dates. @default 'gregory' */
  calendar: z.string().optional(),
});

/**
 * Docusaurus' `i18n`: the site's locales. The default locale is built at the base URL, every other
 * at `<baseUrl><path>/`, its translations read from `<i18n.path>/<path>/` beside site.config.ts.
 */
export const i18nSchema = z
  .strictObject({
    defaultLocale: localeCode,
    /** Every locale built; must hold the default one. */
    locales: z.array(localeCode).min(1),
    /** The translations' folder, relative to the site folder. @default 'i18n' */
    path: z.string().min(1).default('i18n'),
    /** @default {} */
    localeConfigs: z.record(z.string(), localeConfigSchema).default({}),
  })
  .superRefine((i18n, ctx) => {
    if (!i18n.locales.includes(i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `the default locale "${i18n.defaultLocale}" is not among \`locales\` (${i18n.locales.join(', ')}); add it there` });
    }
    const seen = new Set<string>();
    i18n.locales.forEach((code, index) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: ['locales', index], message: `the locale "${code}" is listed twice` });
      seen.add(code);
    });
    for (const code of Object.keys(i18n.localeConfigs)) {
      if (!seen.has(code)) ctx.addIssue({ code: 'custom', path: ['localeConfigs', code], message: `"${code}" is not among \`locales\` (${i18n.locales.join(', ')}); add it there or remove its config` });
    }
    const paths = new Map<string, string>();
    for (const code of i18n.locales) {
      const path = i18n.localeConfigs[code]?.path ?? code;
      const other = paths.get(path);
      if (other) ctx.addIssue({ code: 'custom', path: ['localeConfigs', code, 'path'], message: `the locales "${other}" and "${code}" have the same path "${path}"; give each its own` });
      paths.set(path, code);
    }
  });

export type I18nConfig = z.infer<typeof i18nSchema>;

function canonicalLocale(code: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}

/** A locale as the graph carries it: the one being built (`site.locale`) and each of `site.i18n.locales`. */
export const localeDataSchema = z.object({
  code: z.string(),
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: z.string(),
  path: z.string(),
});

export const i18nDataSchema = z.object({ defaultLocale: z.string(), locales: z.array(localeDataSchema) });

export type LocaleData = z.infer<typeof localeDataSchema>;
export type I18nData = z.infer<typeof i18nDataSchema>;

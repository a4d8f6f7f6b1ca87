import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { report } from './report.ts';

/** A BCP 47 locale code, such as fr, pt-BR or zh-Hans. */
function isLocaleCode(code: string): boolean {
  try {
    return new Intl.Locale(code).toString().toLowerCase() === code.toLowerCase();
  } catch {
    return false;
  }
}

export function registerWriteTranslations(program: Command): void {
  program
    .command('write-translations')
    .description("write i18n/<locale>/code.json with every theme string and its default, keeping the messages it has (Docusaurus' command)")
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--locale <locale>', "the locale to write, e.g. fr (default: the site's locale)")
    .option('--override', 'replace the messages the file has with the defaults')
    .option('--messagePrefix <prefix>', 'put this before each default message, to spot the strings still to translate', '')
    .action(async (options: { root: string; locale?: string; override?: boolean; messagePrefix: string }) => {
      const root = resolve(options.root);
      const [{ loadConfig }, { writeCodeJson }] = await Promise.all([import('../config/load.ts'), import('../translations/write-code-json.ts')]);
      const config = await loadConfig(root);
      if (!config.value) {
        report(config.diagnostics);
        process.exitCode = 1;
        return;
      }
      const locale = options.locale ?? config.value.site.locale.code;
      if (!isLocaleCode(locale)) {
        report([diagnostic('InvalidLocale', `"${locale}" is not a locale code: write-translations needs one such as fr or pt-BR.`)]);
        process.exitCode = 1;
        return;
      }
      const written = writeCodeJson({ root, locale, override: options.override, messagePrefix: options.messagePrefix });
      report([...config.diagnostics, ...written.diagnostics]);
      if (!written.value) {
        process.exitCode = 1;
        return;
      }
      const { file, total, kept } = written.value;
      process.stderr.write(`✔ Wrote ${total} strings to ${relative(process.cwd(), file)}${kept > 0 ? ` (${kept} of the file's messages kept)` : ''}\n`);
    });
}

import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { diagnostic } from '../diagnostics/diagnostic.ts';
import { report } from './report.ts';

export function registerWriteTranslations(program: Command): void {
  program
    .command('write-translations')
    .description("write i18n/<locale>/code.json with every theme string and its default, keeping the messages it has (Docusaurus' command)")
    .option('--root <dir>', 'site folder holding site.config.ts', '.')
    .option('--locale <locale>', "the locale to write, one of the site's i18n.locales (default: the default locale)")
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
      const { i18n } = config.value;
      const code = options.locale ?? i18n.defaultLocale;
      const locale = i18n.locales.find((l) => l.code === code);
      if (!locale) {
        const known = i18n.locales.map((l) => l.code).join(', ');
        report([diagnostic('UnknownLocale', `"${code}" is not one of the site's locales (${known}): write-translations writes the strings of a locale the site builds.`, { file: config.value.configFile })]);
        process.exitCode = 1;
        return;
      }
      const written = writeCodeJson({ config: config.value, locale, override: options.override, messagePrefix: options.messagePrefix });
      report([...config.diagnostics, ...written.diagnostics]);
      if (!written.value) {
        process.exitCode = 1;
        return;
      }
      const { files, total, kept } = written.value;
      const [codeJson, ...theme] = files.map((file) => relative(process.cwd(), file));
      process.stderr.write(`✔ Wrote ${total} strings to ${codeJson}${kept > 0 ? ` (${kept} of the file's messages kept)` : ''}, and the navbar's and footer's to ${theme.join(' and ')}\n`);
    });
}

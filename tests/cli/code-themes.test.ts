import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureSite, sitegen, type JsonDiagnostic } from '../support/fixture.ts';

const preOf = (root: string) => /<pre class="shiki[^>]*>/.exec(readFileSync(join(root, 'dist/docs/index.html'), 'utf8'))?.[0];

// Config `markdown.code.themes`: any Shiki theme for code blocks, in both colour modes.
describe('sitegen with the site’s Shiki themes', { timeout: 60_000 }, () => {
  it.each(['0', '2'])('colours code blocks with the themes named, background and text too, with --threads %s', (threads) => {
    const root = fixtureSite('code-themes');
    const run = sitegen(['build', '--root', root, '--threads', threads], { cwd: root });
    expect(run.status).toBe(0);
    // one-light's editor colours as the plain ones, dracula's as the dark mode's variables.
    expect(preOf(root)).toBe('<pre class="shiki shiki-themes one-light dracula" style="background-color:#FAFAFA;--shiki-dark-bg:#282A36;color:#383A42;--shiki-dark:#F8F8F2" tabindex="0" data-language="js">');
    expect(readFileSync(join(root, 'dist/docs/index.html'), 'utf8')).toMatch(/<span style="color:#A626A4;--shiki-dark:#FF79C6">const<\/span>/);
  });

  it('takes a theme object of the site’s own', () => {
    const root = fixtureSite('code-themes');
    const config = join(root, 'site.config.ts');
    const theme = "{ name: 'plain-dark', type: 'dark', colors: { 'editor.background': '#101010', 'editor.foreground': '#eeeeee' }, tokenColors: [{ scope: ['storage.type'], settings: { foreground: '#ff0000' } }] }";
    writeFileSync(config, readFileSync(config, 'utf8').replace("dark: 'dracula'", `dark: ${theme}`));
    expect(sitegen(['build', '--root', root], { cwd: root }).status).toBe(0);
    expect(preOf(root)).toContain('class="shiki shiki-themes one-light plain-dark" style="background-color:#FAFAFA;--shiki-dark-bg:#101010;color:#383A42;--shiki-dark:#eeeeee"');
  });

  it('names an unknown theme at its line, with the nearest theme Shiki has', () => {
    const root = fixtureSite('code-themes');
    const config = join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("dark: 'dracula'", "dark: 'drakula'"));
    const run = sitegen(['validate', '--root', root, '--json'], { cwd: root });
    expect(run.status).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as JsonDiagnostic[];
    expect(diagnostics).toMatchObject([{ code: 'InvalidConfig', line: 10, message: expect.stringContaining('markdown.code.themes.dark: "drakula" is not a Shiki theme; did you mean "dracula"?') }]);
  });
});

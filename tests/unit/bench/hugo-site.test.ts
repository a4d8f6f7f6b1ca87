import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prepareHugoSite } from '../../../bench/measure/hugo.ts';

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('prepareHugoSite', () => {
  it("copies templates and content, renames a folder's index.md, then rewrites only what changed and removes strays", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-hugo-'));
    const [templates, content, site] = ['templates', 'content', 'site'].map((name) => join(dir, name));
    write(join(templates, 'hugo.toml'), "title = 'Bench'\n");
    write(join(templates, 'layouts/_default/single.html'), '{{ .Content }}');
    write(join(content, 'index.md'), '# Home\n');
    write(join(content, 'guides/index.md'), '# Guides\n');
    write(join(content, 'guides/setup.md'), '# Setup\n');
    write(join(content, 'guides/old/gone.md'), '# Gone\n');

    prepareHugoSite(templates, content, site);
    expect(readFileSync(join(site, 'hugo.toml'), 'utf8')).toBe("title = 'Bench'\n");
    expect(readFileSync(join(site, 'content/_index.md'), 'utf8')).toBe('# Home\n');
    expect(readFileSync(join(site, 'content/guides/_index.md'), 'utf8')).toBe('# Guides\n');
    expect(existsSync(join(site, 'content/guides/index.md'))).toBe(false);
    expect(existsSync(join(site, 'content/guides/old/gone.md'))).toBe(true);

    const setup = join(site, 'content/guides/setup.md');
    const written = statSync(setup).mtimeMs;
    write(join(site, 'public/index.html'), 'output');
    rmSync(join(content, 'guides/old'), { recursive: true });
    write(join(content, 'guides/index.md'), '# Guides, edited\n');

    prepareHugoSite(templates, content, site);
    expect(statSync(setup).mtimeMs).toBe(written);
    expect(readFileSync(join(site, 'content/guides/_index.md'), 'utf8')).toBe('# Guides, edited\n');
    expect(existsSync(join(site, 'content/guides/old'))).toBe(false);
    expect(readFileSync(join(site, 'public/index.html'), 'utf8')).toBe('output');
    rmSync(dir, { recursive: true, force: true });
  });
});

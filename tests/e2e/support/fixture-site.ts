import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './site.ts';

export const THEME_FIXTURE = resolve(ROOT, 'tests/e2e/fixtures/theme-site');

/** Builds tests/e2e/fixtures/theme-site with the real CLI into .sitegen/<name>; returns the folder. */
export function buildThemeFixture(name: string, env: Record<string, string> = {}): string {
  return buildSite(THEME_FIXTURE, name, env);
}

/** Builds tests/fixtures/<fixture> (a CLI test's site) with the real CLI into .sitegen/<name>; returns the folder. */
export function buildFixtureSite(fixture: string, name: string): string {
  return buildSite(resolve(ROOT, 'tests/fixtures', fixture), name);
}

function buildSite(root: string, name: string, env: Record<string, string> = {}): string {
  const out = resolve(ROOT, '.sitegen', name);
  execFileSync(process.execPath, [resolve(ROOT, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', out], {
    stdio: 'pipe',
    env: { ...process.env, SITEGEN_ANALYTICS_ID: '', ...env },
  });
  return out;
}

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Builds the consultancy site once for every end-to-end test, with the real CLI. */
export default function setup(): void {
  const root = resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, [resolve(root, 'bin/sitegen.js'), 'build', '--root', root, '--out-dir', resolve(root, '.sitegen/e2e-dist')], {
    stdio: 'inherit',
    env: { ...process.env, SITEGEN_ANALYTICS_ID: '' },
  });
}

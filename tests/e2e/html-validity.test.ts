import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_DIST, ROOT } from './support/site.ts';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('W3C Nu HTML Checker', () => {
  it('finds zero errors in every HTML file of the built site', () => {
    const jar = resolve(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
    let output = '';
    try {
      execFileSync('java', ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'json', E2E_DIST], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      // vnu exits 1 when it finds errors and writes its JSON report to stderr.
      output = (error as { stderr: string }).stderr;
    }
    const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
    const errors = messages.map((m) => `${m.url.replace(/^.*e2e-dist\//, '')}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './site.ts';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The W3C Nu HTML Checker's errors in every HTML file of a built site, as `file:line message`. */
export function nuErrors(dir: string): string[] {
  const jar = resolve(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'json', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // vnu exits 1 when it finds errors and writes its JSON report to stderr.
    output = (error as { stderr: string }).stderr;
  }
  const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
  return messages.map((m) => `${relative(dir, fileURLToPath(m.url))}:${m.lastLine ?? '?'} ${m.message}`);
}

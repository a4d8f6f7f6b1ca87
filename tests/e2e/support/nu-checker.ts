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

/**
 * The JVM options: the checker runs for seconds, where the optimising compiler costs twice the
 * CPU it saves, and without it the checker's recursion needs the larger stack its README names.
 */
const JAVA = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

/**
 * The W3C Nu HTML Checker's errors in the HTML files of a built site (`paths` in it, folders or
 * files; all of it by default), as `file:line message` with the file relative to `dir`.
 */
export function nuErrors(dir: string, paths = ['.']): string[] {
  const jar = resolve(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    execFileSync('java', [...JAVA, '-jar', jar, '--errors-only', '--skip-non-html', '--format', 'json', ...paths.map((path) => resolve(dir, path))], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // vnu exits 1 when it finds errors and writes its JSON report to stderr.
    output = (error as { stderr: string }).stderr;
  }
  const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
  return messages.map((m) => `${relative(dir, fileURLToPath(m.url))}:${m.lastLine ?? '?'} ${m.message}`);
}

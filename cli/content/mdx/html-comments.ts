import { fencedLineReader } from './fenced-lines.ts';

const COMMENT = /<!--([\s\S]*?)-->/g;

/**
 * `<!-- … -->` outside fenced code as the MDX comment `{/* … *\/}`, as Docusaurus 3 reads MDX
 * (its `mdx1Compat.comments`, on by default): MDX itself has no HTML comments. Lines keep their
 * numbers, so diagnostics still point at the file as written.
 */
export function htmlCommentsAsMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const out: string[] = [];
  const fenced = fencedLineReader();
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(prose.join('\n').replace(COMMENT, (_, text: string) => `{/*${text.replaceAll('*/', '* /')}*/}`));
    prose = [];
  };
  for (const line of source.split('\n')) {
    if (!fenced(line)) prose.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('\n');
}

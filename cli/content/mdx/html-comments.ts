const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const COMMENT = /<!--([\s\S]*?)-->/g;

/**
 * `<!-- … -->` outside fenced code as the MDX comment `{/* … *\/}`, as Docusaurus 3 reads MDX
 * (its `mdx1Compat.comments`, on by default): MDX itself has no HTML comments. Lines keep their
 * numbers, so diagnostics still point at the file as written.
 */
export function htmlCommentsAsMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  const out: string[] = [];
  let fence: string | undefined;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(prose.join('\n').replace(COMMENT, (_, text: string) => `{/*${text.replaceAll('*/', '* /')}*/}`));
    prose = [];
  };
  for (const line of source.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      out.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    } else if (marker) {
      flush();
      out.push(line);
      fence = marker;
    } else prose.push(line);
  }
  flush();
  return out.join('\n');
}

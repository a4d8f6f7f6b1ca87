import type { Processor } from 'unified';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';

const COLON = 58;

type Extension = ReturnType<typeof directive>;
type Construct = Extract<NonNullable<Extension['flow']>[number], { tokenize: unknown }>;

/**
 * remark-directive's container directives (`:::name[label]{attributes}` … `:::`), which Docusaurus
 * admonitions are written in, as `containerDirective` nodes. Only the container form: the text
 * (`:name`) and leaf (`::name`) forms are no Docusaurus Markdown feature, and would turn prose
 * such as `image:latest` into directives that Docusaurus then warns about and writes back as text.
 */
export default function remarkContainerDirectives(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerSyntax());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}

/** The one flow construct of micromark-extension-directive that may contain others (`concrete`): the container. */
function containerSyntax(): Extension {
  const flow = directive().flow?.[COLON];
  const constructs: Construct[] = Array.isArray(flow) ? flow : flow ? [flow] : [];
  const container = constructs.find((construct) => construct.concrete);
  if (!container) throw new TypeError('remark-container-directives: micromark-extension-directive has no container construct');
  return { flow: { [COLON]: container } };
}

import type { Element, ElementContent } from 'hast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { State } from 'mdast-util-to-hast';
import { ADMONITION_ICONS, ADMONITION_KINDS, admonitionClassName, isAdmonitionType, type AdmonitionIcon } from '../../runtime/theme/admonition-markup.ts';
import { element, iconHtml, raw } from './hast-element.ts';

const ICONS = Object.fromEntries(Object.entries(ADMONITION_ICONS).map(([name, paths]) => [name, iconHtml(paths)])) as Record<AdmonitionIcon, string>;

/**
 * An admonition's HTML tree (runtime/theme/admonition-markup.ts describes it): `type` one of
 * ADMONITION_KINDS, the heading `title` or the type's label when it is missing or empty: the
 * locale's text of Docusaurus' `theme.admonition.<type>` from `strings`, else English.
 */
export function admonitionElement(type: string, title: ElementContent[] | undefined, content: ElementContent[], strings?: Readonly<Record<string, string>>): Element {
  const kind = ADMONITION_KINDS[type];
  const id = `theme.admonition.${type}`;
  const label = strings && Object.hasOwn(strings, id) ? strings[id] : kind.label;
  const heading = title?.length ? title : [{ type: 'text' as const, value: label }];
  const children: ElementContent[] = [element('div', { className: ['admonition__heading'] }, [element('span', { className: ['admonition__icon'] }, [raw(ICONS[kind.icon])]), ...heading])];
  if (content.length) children.push(element('div', { className: ['admonition__content'] }, content));
  return element('div', { className: admonitionClassName(type).split(' '), role: 'note' }, children);
}

/**
 * remark-rehype's handler for `containerDirective`: an admonition for a known type, titled by the
 * directive's label (`:::note[Title]`) or its `title` attribute, else by its label in `strings`.
 * Any other directive a site plugin has given an `hName` gets what remark-rehype gives unknown nodes.
 */
export function admonitionHandler(strings?: Readonly<Record<string, string>>) {
  return (state: State, node: ContainerDirective): Element => containerDirectiveToHast(state, node, strings);
}

function containerDirectiveToHast(state: State, node: ContainerDirective, strings: Readonly<Record<string, string>> | undefined): Element {
  if (node.data?.hName || !isAdmonitionType(node.name)) return state.applyData(node, element('div', {}, state.all(node)));
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const attribute = node.attributes?.title;
  const title = labelled && first.children.length ? state.all(first) : attribute ? [{ type: 'text' as const, value: attribute }] : undefined;
  const content = state.wrap(state.all({ ...node, children: labelled ? rest : node.children }), true);
  const result = admonitionElement(node.name, title, content, strings);
  state.patch(node, result);
  return result;
}

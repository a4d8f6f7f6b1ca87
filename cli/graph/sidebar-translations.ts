import type { Messages } from '../config/theme-translations.ts';
import type { DocsSection, SidebarItem } from './schema.ts';

/**
 * A docs section's labels from Docusaurus' `current.json` (in place: the section is this build's
 * own): `version.label`, and in each sidebar `sidebar.<id>.category.<label>` and
 * `sidebar.<id>.link.<label>`. A label without a message stays.
 */
export function translateSidebars(section: DocsSection, messages: Messages): void {
  if (messages.size === 0) return;
  const version = section.versions.find((v) => v.name === 'current');
  if (!version) return;
  version.label = messages.get('version.label') ?? version.label;
  for (const [id, items] of Object.entries(version.sidebars)) version.sidebars[id] = translateItems(items, id, messages);
}

function translateItems(items: SidebarItem[], sidebar: string, messages: Messages): SidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') return { ...item, label: messages.get(`sidebar.${sidebar}.category.${item.label}`) ?? item.label, items: translateItems(item.items, sidebar, messages) };
    if (item.type === 'link' && item.docId === undefined) return { ...item, label: messages.get(`sidebar.${sidebar}.link.${item.label}`) ?? item.label };
    return item;
  });
}

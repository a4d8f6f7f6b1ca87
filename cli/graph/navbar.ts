import type { NavbarItem, DropdownChild } from '../config/navbar-schema.ts';
import type { SiteConfig } from '../config/schema.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { findDoc, findSidebar, firstSidebarHref, list } from './lookup.ts';
import type { Blog, DocsSection, ResolvedDropdownChild, ResolvedNavbarItem } from './schema.ts';

interface Context {
  sections: DocsSection[];
  file: string;
  diagnostics: Diagnostic[];
}

/**
 * Turns doc, sidebar and version references into links, reporting unknown ids with the ids that
 * exist. Without configured items, the navbar links every docs section and the blog.
 */
export function resolveNavbar(site: SiteConfig, sections: DocsSection[], blog: Blog | null, file: string): { items: ResolvedNavbarItem[]; diagnostics: Diagnostic[] } {
  const ctx: Context = { sections, file, diagnostics: [] };
  const configured = site.navbar.items ?? defaultItems(sections, blog);
  const items: ResolvedNavbarItem[] = [];
  configured.forEach((item, i) => {
    const resolved = resolveItem(item, `navbar.items[${i}]`, ctx, site);
    if (resolved) items.push(resolved);
  });
  return { items, diagnostics: ctx.diagnostics };
}

function defaultItems(sections: DocsSection[], blog: Blog | null): NavbarItem[] {
  const items: NavbarItem[] = sections.map((s) => ({ type: 'docSidebar', sidebarId: s.id, section: s.id, label: s.label, position: 'left' }));
  if (blog) items.push({ type: 'default', label: blog.title, to: blog.path, position: 'left' });
  return items;
}

function resolveItem(item: NavbarItem, key: string, ctx: Context, site: SiteConfig): ResolvedNavbarItem | undefined {
  switch (item.type) {
    case 'default':
    case 'html':
    case 'search':
      return item;
    case 'doc':
      return resolveDoc(item, key, ctx);
    case 'dropdown':
      return { ...item, items: resolveChildren(item.items, `${key}.items`, ctx) };
    case 'localeDropdown':
      return {
        ...item,
        locales: [{ code: site.locale.code, label: site.locale.label }],
        dropdownItemsBefore: resolveChildren(item.dropdownItemsBefore, `${key}.dropdownItemsBefore`, ctx),
        dropdownItemsAfter: resolveChildren(item.dropdownItemsAfter, `${key}.dropdownItemsAfter`, ctx),
      };
    case 'docSidebar': {
      const section = sectionFor(item.section, key, ctx, (s) => item.sidebarId in s.versions[0].sidebars);
      if (!section) return undefined;
      const version = section.versions[0];
      const sidebar = findSidebar(version, item.sidebarId);
      if ('error' in sidebar) return report(ctx, 'UnknownSidebarId', `${key}.sidebarId: ${sidebar.error}`);
      if (!('found' in sidebar)) return undefined;
      const to = firstSidebarHref(sidebar.found);
      if (!to) return report(ctx, 'EmptySidebarLink', `${key}: the sidebar "${item.sidebarId}" has no doc to link to.`);
      return { ...item, section: section.id, to, label: item.label ?? section.label, activeBasePath: item.activeBasePath ?? section.path };
    }
    case 'docsVersion': {
      const section = sectionFor(item.section, key, ctx, () => true);
      if (!section) return undefined;
      const version = section.versions[0];
      return { ...item, section: section.id, to: item.to ?? version.path, label: item.label ?? version.label };
    }
    case 'docsVersionDropdown': {
      const section = sectionFor(item.section, key, ctx, () => true);
      if (!section) return undefined;
      const available = section.versions.map((v) => v.name);
      const names = item.versions ?? available;
      const unknown = names.filter((n) => !available.includes(n));
      if (unknown.length > 0) {
        return report(ctx, 'UnknownVersion', `${key}.versions: unknown version${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}.\nAvailable version names are:\n${list(available)}`);
      }
      return {
        ...item,
        section: section.id,
        versions: names.map((n) => section.versions.find((v) => v.name === n)!).map((v) => ({ name: v.name, label: v.label, to: v.path })),
        dropdownItemsBefore: resolveChildren(item.dropdownItemsBefore, `${key}.dropdownItemsBefore`, ctx),
        dropdownItemsAfter: resolveChildren(item.dropdownItemsAfter, `${key}.dropdownItemsAfter`, ctx),
      };
    }
  }
}

function resolveChildren(children: DropdownChild[], key: string, ctx: Context): ResolvedDropdownChild[] {
  const out: ResolvedDropdownChild[] = [];
  children.forEach((child, i) => {
    if (child.type === 'doc') {
      const resolved = resolveDoc({ ...child, position: 'right' }, `${key}[${i}]`, ctx);
      if (resolved) {
        const { position: _position, ...rest } = resolved;
        out.push(rest);
      }
    } else out.push(child);
  });
  return out;
}

function resolveDoc(item: Extract<NavbarItem, { type: 'doc' }>, key: string, ctx: Context) {
  const section = sectionFor(item.section, key, ctx, (s) => s.versions[0].docs.some((d) => d.id === item.docId) || s.versions[0].draftIds.includes(item.docId));
  if (!section) return undefined;
  const lookup = findDoc(section.versions[0], item.docId);
  if ('error' in lookup) return report(ctx, 'UnknownDocId', `${key}.docId: ${lookup.error}`);
  if (!('found' in lookup)) return undefined;
  return { ...item, section: section.id, to: lookup.found.path, label: item.label ?? lookup.found.sidebarLabel };
}

/** The named section, or the only section matching `has`; an unnamed reference found nowhere falls back to the first. */
function sectionFor(id: string | undefined, key: string, ctx: Context, has: (s: DocsSection) => boolean): DocsSection | undefined {
  if (id !== undefined) {
    const section = ctx.sections.find((s) => s.id === id);
    if (!section) report(ctx, 'UnknownDocsSection', `${key}.section: no docs section "${id}".\nAvailable sections are:\n${list(ctx.sections.map((s) => s.id))}`);
    return section;
  }
  if (ctx.sections.length === 0) {
    report(ctx, 'UnknownDocsSection', `${key}: the site has no docs section to link to.`);
    return undefined;
  }
  const matches = ctx.sections.filter(has);
  return matches[0] ?? ctx.sections[0];
}

function report(ctx: Context, code: 'UnknownDocId' | 'UnknownSidebarId' | 'UnknownVersion' | 'UnknownDocsSection' | 'EmptySidebarLink', message: string): undefined {
  ctx.diagnostics.push(diagnostic(code, message, { file: ctx.file }));
  return undefined;
}

import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from './react-dom-server.ts';
import { bodyElements } from '../../runtime/pages/components/mdx-elements.ts';
import { loadThemeComponent } from '../../runtime/theme/mdx/registry.ts';
import type { MdxTree, PageBody } from '../graph/schema.ts';
import type { MdxComponent } from '../../runtime/core/mdx-body-context.tsx';
import type { MdxAssets } from './client-assets.ts';
import { runServerPages } from './server-pages.ts';
import type { PageRuntime } from './page-runtime.ts';
import { diagnostic, SitegenError } from '../diagnostics/diagnostic.ts';
import { join } from 'node:path';

export type { MdxComponent };

/** Loads MDX components for the server render, by module; each module once. */
export type MdxComponentLoader = (names: readonly string[]) => Promise<ReadonlyMap<string, MdxComponent>>;

/**
 * Theme components come from sitegen's runtime; the site's own from the module the bundle built
 * for the server, imported from a data: URL (nothing written to disk); React pages with the
 * renderer's `pageRuntime`.
 */
export function mdxComponentLoader(assets: MdxAssets | undefined, root = '', pageRuntime?: PageRuntime): MdxComponentLoader {
  let siteModule: Promise<Record<string, { default?: unknown } | MdxComponent>> | undefined;
  let pagesModule: Record<string, Record<string, unknown>> | undefined;
  const loaded = new Map<string, Promise<MdxComponent>>();
  const load = async (name: string): Promise<MdxComponent> => {
    if (name.startsWith('@theme/')) return loadThemeComponent(name.slice('@theme/'.length)).then((module) => module.default);
    const page = assets?.pages?.exports[name];
    if (page) {
      pagesModule ??= runServerPages(assets!.pages!.code, pageRuntime);
      const component = pagesModule[page]?.default;
      if (typeof component === 'function' || (typeof component === 'object' && component !== null)) return component as MdxComponent;
      const file = join(root, name.slice('@site/'.length));
      throw new SitegenError([diagnostic('PageNoDefaultExport', `The page ${name.slice('@site/'.length)} has no default export: a React page exports its component as default.`, { file })]);
    }
    const exported = assets?.server?.exports[name];
    if (!assets?.server || !exported) return Promise.reject(new Error(`sitegen: the MDX component ${name} was not bundled`));
    siteModule ??= import(`data:text/javascript;base64,${Buffer.from(assets.server.code).toString('base64')}`);
    return siteModule.then((module) => module[exported] as MdxComponent);
  };
  return async (names) => {
    const entries = await Promise.all(
      names.map(async (name) => {
        let component = loaded.get(name);
        if (!component) loaded.set(name, (component = load(name)));
        return [name, await component] as const;
      }),
    );
    return new Map(entries);
  };
}

/** The components a page's data names, found in its bodies wherever they are (a post's, a list's excerpts), sorted. */
export function componentsOf(data: unknown): string[] {
  const found = new Set<string>();
  const stack: unknown[] = [data];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (value === null || typeof value !== 'object') continue;
    if (isTree(value)) {
      for (const name of value.components) found.add(name);
      continue;
    }
    stack.push(...(Array.isArray(value) ? value : Object.values(value)));
  }
  return [...found].sort();
}

/** `value` with each tree body in it replaced by what `replace` makes of it; parts without trees are the same objects. */
export function mapTrees<T>(value: T, replace: (tree: MdxTree) => PageBody): T {
  if (value === null || typeof value !== 'object') return value;
  if (isTree(value)) return replace(value) as T;
  let changed = false;
  const map = (item: unknown) => {
    const made = mapTrees(item, replace);
    changed ||= made !== item;
    return made;
  };
  const made = Array.isArray(value) ? value.map(map) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item)]));
  return (changed ? made : value) as T;
}

function isTree(value: object): value is MdxTree {
  return (value as { type?: unknown }).type === 'mdx' && Array.isArray((value as { components?: unknown }).components);
}

/** A tree body as the server renders it, components and all, without hydration markers: what feeds carry. */
export function renderBodyHtml(tree: MdxTree, components: ReadonlyMap<string, MdxComponent>): string {
  return renderToStaticMarkup(createElement(Fragment, null, ...bodyElements(tree.nodes, (name) => components.get(name)!)));
}

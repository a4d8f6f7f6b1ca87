/**
 * The `@theme/<Name>` components Docusaurus content imports, each the default export of
 * runtime/theme/mdx/<Name>.tsx.
 */
export const THEME_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TOCInline', 'TabItem', 'Tabs'] as const;

/**
 * Names MDX content may use without importing them, as Docusaurus provides them, and the module
 * each stands for. A `<details>` element stays the HTML element (it opens and closes without
 * JavaScript), where Docusaurus gives it its Details component.
 */
export const PROVIDED_COMPONENTS: ReadonlyMap<string, string> = new Map([['Details', '@theme/Details']]);

const THEME = new Set<string>(THEME_COMPONENTS);

/** `@theme/Tabs` → true; `@theme/Unknown`, `@theme/Tabs/x` → false. */
export function isThemeComponent(specifier: string): boolean {
  return specifier.startsWith('@theme/') && THEME.has(specifier.slice('@theme/'.length));
}

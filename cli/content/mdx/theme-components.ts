/**
 * The `@theme/<Name>` components Docusaurus content imports, each the default export of
 * runtime/theme/mdx/<Name>.tsx.
 */
export const THEME_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TOCInline', 'TabItem', 'Tabs'] as const;

/**
 * Names MDX content may use without importing them, and the module each stands for, as
 * Docusaurus' MDX components map them: `<Details>`, and the HTML `<details>` element, which
 * becomes the same component (its `<summary>` child is the summary). Raw HTML in a CommonMark
 * file is not MDX, and stays HTML.
 */
export const PROVIDED_COMPONENTS: ReadonlyMap<string, string> = new Map([
  ['Details', '@theme/Details'],
  ['details', '@theme/Details'],
]);

/**
 * Theme components that are markup: no state, effects or handlers. A page gets their HTML,
 * rendered at build time, and never their code; what they do in the browser is done by
 * listeners for the whole document: Tabs' by the behaviours chunk (WITH_BEHAVIOUR), which their
 * pages load; a code block's copy button and the slide of Details (which open and close without
 * it) by the enhancements chunk, loaded once the page is interactive.
 */
export const MARKUP_ONLY_COMPONENTS: ReadonlySet<string> = new Set(['@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/DocCardList', '@theme/TOCInline', '@theme/TabItem', '@theme/Tabs']);

/** The markup-only components whose pages load runtime/theme/mdx/behaviours.ts. */
export const WITH_BEHAVIOUR: ReadonlySet<string> = new Set(['@theme/Tabs']);

const THEME = new Set<string>(THEME_COMPONENTS);

/** `@theme/Tabs` → true; `@theme/Unknown`, `@theme/Tabs/x` → false. */
export function isThemeComponent(specifier: string): boolean {
  return specifier.startsWith('@theme/') && THEME.has(specifier.slice('@theme/'.length));
}

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
 * Theme components that are markup and nothing more: no state, effects or handlers (a code
 * block's copy button is served by one listener for the whole document). A page gets their HTML,
 * rendered at build time, and never their code.
 */
export const MARKUP_ONLY_COMPONENTS: ReadonlySet<string> = new Set(['@theme/Admonition', '@theme/CodeBlock', '@theme/DocCardList', '@theme/TOCInline']);

const THEME = new Set<string>(THEME_COMPONENTS);

/** `@theme/Tabs` → true; `@theme/Unknown`, `@theme/Tabs/x` → false. */
export function isThemeComponent(specifier: string): boolean {
  return specifier.startsWith('@theme/') && THEME.has(specifier.slice('@theme/'.length));
}

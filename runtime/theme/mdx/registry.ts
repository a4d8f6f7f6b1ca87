import type { ComponentType } from 'react';

/**
 * The server's way to a `@theme/<Name>` component of MDX content: runtime/theme/mdx/<Name>.tsx,
 * whose default export is the component (cli/content/mdx/theme-components.ts lists the names).
 * The browser loads each from a chunk of its own instead (cli/bundle/mdx-bundle.ts).
 */
export function loadThemeComponent(name: string): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  return import(`./${name}.tsx`);
}

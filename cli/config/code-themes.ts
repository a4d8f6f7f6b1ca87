/**
 * A Shiki theme for code blocks: the name of one Shiki bundles (`'dracula'`), or a theme object
 * (a TextMate/VS Code colour theme with a `name`), plain JSON either way so that it crosses to
 * the highlighting threads.
 */
export type CodeTheme = string | ({ name: string; type?: 'light' | 'dark' } & Record<string, unknown>);

/** The light and the dark colour mode's themes (config `markdown.code.themes`). */
export interface CodeThemes {
  light: CodeTheme;
  dark: CodeTheme;
}

/** @default what sitegen has always used. */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/** The name Shiki knows a theme by: its class in the markup and its key in the highlighter. */
export const themeName = (theme: CodeTheme): string => (typeof theme === 'string' ? theme : theme.name);

/** The themes config `markdown.code.themes` asks for, the default for each it leaves out. */
export const codeThemesOf = (markdown: { code?: { themes?: Partial<CodeThemes> } }): CodeThemes => ({ ...DEFAULT_CODE_THEMES, ...markdown.code?.themes });

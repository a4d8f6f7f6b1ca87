import type { HighlighterCore, ThemedTokenWithVariants } from 'shiki/core';
import { applyColorReplacements, flatTokenVariants, resolveColorReplacements } from 'shiki/core';
import { EncodedTokenMetadata, Theme } from 'shiki/textmate';

/** The options of Shiki's `codeToHast` that decide a token's style. */
export interface DualThemeOptions {
  themes: Record<string, string>;
  defaultColor: string;
}

/**
 * A token's inline style from its scope list. Two scope lists get the same object exactly when Shiki,
 * tokenizing once per theme, gives them the same token attributes in every theme: adjacent tokens
 * with the same object are the ones Shiki joins into one span (equal styles alone are not enough).
 */
type ScopeStyleResolver = (scopes: string[]) => Record<string, string>;

/**
 * What vscode-textmate's `Grammar` has beyond the `IGrammar` interface: `tokenizeLine2` encodes each
 * token's attributes with these, and so must we to join tokens as it does.
 */
interface GrammarInternals {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  balancedBracketSelectors: { matchesAlways: boolean; matchesNever: boolean; match(scopes: string[]): boolean } | null;
}

/** `Theme.match` reads only `scopeName` and `parent`; vscode-textmate does not export its `ScopeStack`. */
interface ScopePath {
  readonly parent: ScopePath | null;
  readonly scopeName: string;
}
type ThemeScopePath = Parameters<Theme['match']>[0];

interface ScopeNode {
  readonly path: ScopePath | null;
  /** Per theme, the attributes vscode-textmate's scope stack holds for this path. */
  readonly attributes: number[];
  readonly children: Map<string, ScopeNode>;
  style?: Record<string, string>;
}

interface ThemeColors {
  theme: Theme;
  colorMap: string[];
  replacements: Record<string, string | undefined>;
}

const NOT_SET_FONT_STYLE = -1;
const NOT_SET_TOKEN_TYPE = 8;

/**
 * Resolves the style a token's scopes get in each theme, as `tokenizeLine2` would for that theme
 * (vscode-textmate's `AttributedScopeStack` folds `Theme.match` over the scope path), so that one
 * `tokenizeLine` gives what Shiki gets from tokenizing once per theme. Results are cached by scope
 * path for each grammar (scope names that embed matched text, such as tag names, grow the cache with
 * the content, as they do vscode-textmate's own caches by scope name); a grammar lacking the
 * internals gets undefined.
 */
export function createScopeStyles(highlighter: HighlighterCore, options: DualThemeOptions): (grammar: object) => ScopeStyleResolver | undefined {
  // Shiki orders the themes with the default one first; its colour becomes the plain `color`.
  const names = Object.keys(options.themes).sort((a, b) => (a === options.defaultColor ? -1 : b === options.defaultColor ? 1 : 0));
  const themes: ThemeColors[] = names.map((name) => {
    // The theme Shiki's registry builds from the same normalized registration, so the same colour ids.
    const registration = highlighter.getTheme(options.themes[name]);
    const theme = Theme.createFromRawTheme(registration);
    return { theme, colorMap: theme.getColorMap(), replacements: resolveColorReplacements(registration) };
  });
  const styles = new Map<string, Record<string, string>>();
  const resolvers = new WeakMap<object, ScopeStyleResolver | undefined>();

  function styleOf(tokenAttributes: number[]): Record<string, string> {
    const key = tokenAttributes.join(',');
    let style = styles.get(key);
    if (!style) {
      const merged: ThemedTokenWithVariants = { content: '', offset: 0, variants: {} };
      tokenAttributes.forEach((attributes, i) => {
        const color = applyColorReplacements(themes[i].colorMap[EncodedTokenMetadata.getForeground(attributes)], themes[i].replacements);
        merged.variants[names[i]] = { color, fontStyle: EncodedTokenMetadata.getFontStyle(attributes) };
      });
      style = flatTokenVariants(merged, names, '--shiki-', options.defaultColor).htmlStyle ?? {};
      styles.set(key, style);
    }
    return style;
  }

  function resolverFor(grammar: GrammarInternals): ScopeStyleResolver {
    const brackets = grammar.balancedBracketSelectors;
    // The grammar's initial language id is on every token alike, so it is left out: it never splits one.
    const rootAttributes = themes.map(({ theme }) => {
      const defaults = theme.getDefaults();
      return EncodedTokenMetadata.set(0, 0, NOT_SET_TOKEN_TYPE, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    });
    const root: ScopeNode = { path: null, attributes: rootAttributes, children: new Map() };

    function child(parent: ScopeNode, scopeName: string): ScopeNode {
      const path: ScopePath = { parent: parent.path, scopeName };
      const basic = grammar.getMetadataForScope(scopeName);
      const attributes = themes.map(({ theme }, i) => {
        const style = theme.match(path as unknown as ThemeScopePath);
        return EncodedTokenMetadata.set(parent.attributes[i], basic.languageId, basic.tokenType, null, style?.fontStyle ?? NOT_SET_FONT_STYLE, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
      });
      const node: ScopeNode = { path, attributes, children: new Map() };
      parent.children.set(scopeName, node);
      return node;
    }

    return (scopes) => {
      let node = root;
      for (const scope of scopes) node = node.children.get(scope) ?? child(node, scope);
      if (!node.style) {
        // LineTokens.produceFromScopes: the bracket flag is set per token, never inherited.
        const balanced = brackets ? brackets.matchesAlways || (!brackets.matchesNever && brackets.match(scopes)) : false;
        node.style = styleOf(balanced ? node.attributes.map((a) => EncodedTokenMetadata.set(a, 0, NOT_SET_TOKEN_TYPE, true, NOT_SET_FONT_STYLE, 0, 0)) : node.attributes);
      }
      return node.style;
    };
  }

  return (grammar) => {
    if (!resolvers.has(grammar)) {
      const internals = grammar as Partial<GrammarInternals>;
      const usable = typeof internals.getMetadataForScope === 'function' && internals.balancedBracketSelectors !== undefined;
      resolvers.set(grammar, usable ? resolverFor(internals as GrammarInternals) : undefined);
    }
    return resolvers.get(grammar);
  };
}

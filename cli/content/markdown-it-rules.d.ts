// markdown-it exports its rule modules (`./*` in its package.json) but @types/markdown-it does not type them.
declare module 'markdown-it/lib/rules_inline/*.mjs' {
  import type { RuleInline } from 'markdown-it/lib/parser_inline.mjs';
  const rule: RuleInline;
  export default rule;
}

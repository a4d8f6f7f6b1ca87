import { describe, expect, it } from 'vitest';
import { hasDynamicImport } from '../../../cli/exec/code-cache.ts';

describe('which of sitegen\'s modules are left to Node to compile (cli/exec/code-cache.ts)', () => {
  it('leaves a module with an import() call, wherever it is on its line', () => {
    expect(hasDynamicImport('const m = await import("./chunk.js");')).toBe(true);
    expect(hasDynamicImport('load(() => import(url));')).toBe(true);
    // A URL in a string before the call is no comment.
    expect(hasDynamicImport('const base = "https://example.com"; const m = import(base);')).toBe(true);
    expect(hasDynamicImport('var a = 1;\n  return import(`data:text/javascript;base64,${code}`);\n')).toBe(true);
  });

  it('compiles from cached code a module that names import() only in a line comment, as zod\'s bundle does', () => {
    expect(hasDynamicImport('var a = 1;\n  // emits an inline `import()` of an ESM path\nvar b = 2;\n')).toBe(false);
    expect(hasDynamicImport('module.exports = { importer: 1 };')).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tokenizer, tokTypes, type Token } from 'acorn';
import { describe, expect, it } from 'vitest';
import { commonjsAsModule, requiredNames } from '../../../cli/bundle/react-modules.ts';

const require = createRequire(import.meta.url);
const reactFile = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'cjs', file), 'utf8');

describe('commonjsAsModule', () => {
  it('makes a flat list of exports an ES module of one export each', () => {
    const made = commonjsAsModule('"use strict";\nvar a = 1;\nexports.a = a;\nexports.twice = function (x) {\n  return 2 * x;\n};\n');
    expect(made?.names).toEqual(['a', 'twice']);
    expect(made?.contents).toContain('const sitegen$twice = function (x)');
    // And the exports object as the default export, for `import React from 'react'`.
    expect(made?.contents).toMatch(/const sitegen\$default = \{ a: sitegen\$a, twice: sitegen\$twice \};\nexport \{ sitegen\$a as a, sitegen\$twice as twice, sitegen\$default as default \};\n$/);
  });

  it('leaves CommonJS that reads its exports, sets one twice or replaces module.exports as it is', () => {
    expect(commonjsAsModule('exports.now = Date.now;\nexports.later = function () {\n  return exports.now() + 1;\n};\n')).toBeUndefined();
    expect(commonjsAsModule('exports.now = 1;\nexports.now = 2;\n')).toBeUndefined();
    expect(commonjsAsModule('module.exports = {};\nexports.a = 1;\n')).toBeUndefined();
    expect(commonjsAsModule('module.exports = require("./x");\n')).toBeUndefined();
  });
});

describe('requiredNames', () => {
  it('lists the members of the variable a require() binds, and nothing when it binds none', () => {
    const source = 'var React = require("react"),\n  Other = require("other");\nReact.version; React.__INTERNALS.H; xReact.no; a.React.no;\n';
    expect(requiredNames(source, 'react')).toEqual(['__INTERNALS', 'version']);
    expect(requiredNames(source, 'react-dom')).toBeUndefined();
  });

  it('finds the variable as /([A-Za-z_$][\\w$]*) = require\\(…\\)/ does, and nothing when several are bound', () => {
    expect(requiredNames('x = 1;9ab$c = require("react");\nab$c.a; $9ab$c.no;', 'react')).toEqual(['a']);
    expect(requiredNames('_R = require("react");_R.b;', 'react')).toEqual(['b']);
    expect(requiredNames('var 99 = require("react");', 'react')).toBeUndefined();
    expect(requiredNames('a = require("react"); b = require("react");', 'react')).toBeUndefined();
    expect(requiredNames('a= require("react");', 'react')).toBeUndefined();
  });
});

/** The uses of `variable` other than its binding and `variable.name`, found by a real tokenizer (strings and comments skipped). */
function bareUses(source: string, variable: string): string[] {
  const tokens: Token[] = [...tokenizer(source, { ecmaVersion: 'latest' })];
  const text = (token: Token | undefined) => (token ? source.slice(token.start, token.end) : '');
  return tokens.flatMap((token, i) => {
    if (token.type !== tokTypes.name || text(token) !== variable || tokens[i - 1]?.type === tokTypes.dot) return [];
    const binding = tokens[i + 1]?.type === tokTypes.eq && text(tokens[i + 2]) === 'require';
    return binding || tokens[i + 1]?.type === tokTypes.dot ? [] : [source.slice(Math.max(0, token.start - 30), token.end + 30)];
  });
}

describe("the installed React, as the bundle reads it (react-modules.ts)", () => {
  it('has production files that are flat lists of exports', () => {
    for (const [pkg, file] of [['react', 'react.production.js'], ['react', 'react-jsx-runtime.production.js'], ['react-dom', 'react-dom.production.js']]) expect(commonjsAsModule(reactFile(pkg, file)), file).toBeDefined();
  });

  it('uses what react-dom requires of react and react-dom only through their members', () => {
    expect(bareUses('var R = require("react");\n// R here\nR.a; x.R; f(R, "R");\n', 'R')).toHaveLength(1);
    for (const file of [reactFile('react-dom', 'react-dom-client.production.js'), reactFile('react-dom', 'react-dom.production.js')]) {
      for (const [, variable, specifier] of file.matchAll(/([A-Za-z_$][\w$]*) = require\("(react(?:-dom)?)"\)/g)) {
        expect(requiredNames(file, specifier), specifier).toBeDefined();
        expect(bareUses(file, variable), specifier).toEqual([]);
      }
    }
  });
});

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as ReactDomServer from 'react-dom/server';

type StringRenderers = Pick<typeof ReactDomServer, 'renderToString' | 'renderToStaticMarkup'>;

/**
 * react-dom/server's string renderers, the only ones sitegen calls. Its entry loads the streaming
 * renderer too: 300 KB more code, ~7 ms of every build. The legacy build that has them is loaded
 * alone where the installed react-dom keeps it (React 19's cjs/ folder), in the same build
 * (production or development) the entry would pick; the entry itself otherwise.
 */
function stringRenderers(): StringRenderers {
  const require = createRequire(import.meta.url);
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  try {
    return require(join(dirname(require.resolve('react-dom/package.json')), 'cjs', `react-dom-server-legacy.node.${build}.js`)) as StringRenderers;
  } catch {
    return require('react-dom/server') as StringRenderers;
  }
}

export const { renderToString, renderToStaticMarkup } = stringRenderers();

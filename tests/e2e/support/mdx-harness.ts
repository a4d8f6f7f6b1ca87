import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as esbuild from 'esbuild';
import { clientSiteData, docPage } from '../../unit/runtime/fixtures.ts';
import { ServerHarness, type HarnessData } from '../fixtures/mdx-harness/HarnessPage.tsx';
import { ROOT } from './site.ts';

const HARNESS = resolve(ROOT, 'tests/e2e/fixtures/mdx-harness');

/**
 * A page of the MDX theme components, rendered on the server here and hydrated by a bundle of
 * the same tree, as a built site would be: written to .sitegen/<name>/ (index.html, client.js,
 * styles.css with the theme's stylesheet and the components'); returns the folder.
 */
export async function buildMdxHarness(name: string): Promise<string> {
  const out = resolve(ROOT, '.sitegen', name);
  mkdirSync(out, { recursive: true });
  const data: HarnessData = { site: clientSiteData(), page: docPage('/') };
  const body = renderToString(createElement(ServerHarness, { data }));
  await esbuild.build({
    entryPoints: { client: resolve(HARNESS, 'client.tsx'), styles: resolve(HARNESS, 'styles.css') },
    outdir: out,
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  writeFileSync(
    resolve(out, 'index.html'),
    `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Theme components</title><link rel="stylesheet" href="/styles.css"></head><body><div id="root">${body}</div><script type="application/json" id="harness-data">${json}</script><script type="module" src="/client.js"></script></body></html>`,
  );
  return out;
}

import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../cli/config/load.ts';
import { loadContent } from '../../../cli/content/load-content.ts';
import { compileHere, type CompileMarkdown } from '../../../cli/content/compile-markdown.ts';
import { buildGraph } from '../../../cli/graph/build-graph.ts';
import { siteFilesFromMap, type SiteFiles } from '../../../cli/files/site-files.ts';
import { SourceSpill } from '../../../cli/exec/source-spill.ts';
import { DeferredSources, type DeferredSource } from '../../../cli/files/deferred-sources.ts';

const ROOT = '/in-memory/site';
const config = validateConfig({ title: 'Memory', url: 'https://memory.example.com', customFields: { brand: 'Acme' } }, ROOT, `${ROOT}/site.config.ts`).value!;

/** A site that exists only as a map: the content and graph stages never touch the disk. */
const files = siteFilesFromMap(config.contentDir, {
  'index.md': '---\ntitle: Home\n---\n\nWelcome to {{brand}}.\n',
  'guides/index.md': '# Guides\n\nStart with [install](/guides/install).\n',
  'guides/install.md': '---\ntitle: Install\n---\n\n## Steps\n\n```bash\nnpm ci\n```\n',
  'guides/advanced/_category_.yml': 'label: Advanced topics\n',
  'guides/advanced/api.md': '# The API\n\nSee [a missing page](/guides/nowhere).\n',
  'blog/2025-01-10-hello.md': '---\ntitle: Hello\nauthors: [ann]\n---\n\nFirst post.\n',
  'blog/authors.yml': 'ann:\n  name: Ann\n',
  'static/img/logo.svg': '<svg/>',
});

describe('the content and graph stages on an in-memory site', async () => {
  const content = await loadContent(config, files);
  const graph = buildGraph(config, content.value!, 'production');

  it('compiles every Markdown file, placeholders filled in and code highlighted', () => {
    expect(content.diagnostics).toEqual([]);
    expect(content.value!.home!.md.html).toContain('Welcome to Acme.');
    const install = content.value!.sections[0].versions[0].source.docs.find((d) => d.id === 'install')!;
    expect(install.md.toc.map((t) => t.value)).toEqual(['Steps']);
    expect(install.md.html).toMatch(/<pre class="shiki/);
    expect(content.value!.staticFiles).toEqual(['/img/logo.svg']);
  });

  it('links the graph, with the category from the data file and the post by its author', () => {
    const [section] = graph.value.graph.docs;
    expect(section.id).toBe('guides');
    expect(section.versions[0].sidebars.guides.find((item) => item.type === 'category')).toMatchObject({ label: 'Advanced topics' });
    expect(graph.value.graph.blog!.posts.map((p) => p.title)).toEqual(['Hello']);
    expect(graph.value.graph.routes.map((r) => r.path)).toContain('/guides/install');
  });

  it('reports a broken link with the file and line it is on', () => {
    const broken = graph.diagnostics.filter((d) => d.code === 'BrokenLink');
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ file: `${config.contentDir}/guides/advanced/api.md`, line: 3 });
  });

  it('says which file could not be decoded, and goes on with the rest', async () => {
    const bad = siteFilesFromMap(config.contentDir, { 'guides/index.md': '# Guides\n', 'guides/bad.md': new Uint8Array([0x23, 0x20, 0xff, 0xfe]) });
    const loaded = await loadContent(config, bad);
    expect(loaded.diagnostics.map((d) => [d.code, d.file])).toEqual([['NonUtf8File', `${config.contentDir}/guides/bad.md`]]);
    expect(loaded.value!.sections[0].versions[0].source.docs.map((d) => d.id)).toEqual(['index']);
  });

  it('reports a missing content folder instead of a graph', async () => {
    const loaded = await loadContent(config, { ...files, found: false });
    expect(loaded.value).toBeUndefined();
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['ContentDirNotFound']);
  });
});

describe('the content stage on Markdown set aside before it loads (a large build)', () => {
  it('reads each file back as it compiles it, and builds the same graph', async () => {
    const entries = Object.fromEntries([...files.sources].map(([path, bytes]) => [path, bytes as Uint8Array]));
    const setAside = siteFilesFromMap(config.contentDir, entries);
    const read: string[] = [];
    const spill = SourceSpill.inPlace(setAside);
    const deferred = setAside.sources as DeferredSources;
    for (const [path, source] of [...deferred.deferred()]) deferred.defer(path, { ...source, read: () => (read.push(path), source.read()) });
    try {
      const content = await loadContent(config, setAside);
      const expected = buildGraph(config, (await loadContent(config, files)).value!, 'production').value.graph;

      expect(content.diagnostics).toEqual([]);
      expect(buildGraph(config, content.value!, 'production').value.graph).toEqual(expected);
      expect(new Set(read)).toEqual(new Set(['index.md', 'guides/index.md', 'guides/install.md', 'guides/advanced/api.md', 'blog/2025-01-10-hello.md']));
    } finally {
      spill!.close();
    }
  });
});

describe('the content stage on sources a rebuild deferred (unchanged since the last build)', () => {
  /** The in-memory site with the files of `deferred` deferred: each made from its bytes there. */
  function deferring(deferred: Record<string, (bytes: Uint8Array) => DeferredSource>): SiteFiles {
    const copy = siteFilesFromMap(config.contentDir, Object.fromEntries([...files.sources].map(([path, bytes]) => [path, bytes as Uint8Array])));
    const sources = new DeferredSources();
    for (const [path, bytes] of copy.sources) {
      if (deferred[path]) sources.defer(path, deferred[path](bytes as Uint8Array));
      else sources.set(path, bytes);
    }
    copy.sources = sources;
    return copy;
  }

  it('hands the compile their digests without reading them, reading for its imports only a file whose import lines the last build did not record', async () => {
    expect(config.site.markdown.format).not.toBe('md');
    const read: string[] = [];
    const deferredFiles = deferring({
      'guides/install.md': (bytes) => ({ digest: 'digest of guides/install.md', imports: [], read: () => (read.push('guides/install.md'), bytes) }),
      'guides/advanced/api.md': (bytes) => ({ digest: 'digest of guides/advanced/api.md', read: () => (read.push('guides/advanced/api.md'), bytes) }),
    });
    let readBeforeCompile: string[] = [];
    const digests = new Map<string, string | undefined>();
    const compile: CompileMarkdown = (given, options) => {
      readBeforeCompile = [...read];
      for (const source of given) digests.set(source.file.slice(config.contentDir.length + 1), source.digest);
      return compileHere(given, options);
    };
    const loaded = await loadContent(config, deferredFiles, compile);
    expect(loaded.diagnostics).toEqual([]);
    expect(readBeforeCompile).toEqual(['guides/advanced/api.md']);
    expect([digests.get('guides/install.md'), digests.get('guides/advanced/api.md'), digests.get('guides/index.md')]).toEqual(['digest of guides/install.md', 'digest of guides/advanced/api.md', undefined]);
    expect(buildGraph(config, loaded.value!, 'production').value.graph).toEqual(buildGraph(config, (await loadContent(config, files)).value!, 'production').value.graph);
  });

  it('reports a deferred file that is gone when its bytes are asked for as unreadable, naming it', async () => {
    const gone = deferring({ 'guides/install.md': () => ({ digest: 'unknown to the cache', imports: [], read: () => ({ error: 'ENOENT' }) }) });
    const loaded = await loadContent(config, gone);
    expect(loaded.diagnostics.map((d) => [d.code, d.file])).toContainEqual(['UnreadableFile', `${config.contentDir}/guides/install.md`]);
  });
});

import type { BlogPost, Doc, DocsSection } from '../../../cli/graph/schema.ts';
import type { SearchGraph } from '../../../cli/search/extract.ts';

/** A doc with the fields search reads; the rest are defaults. */
export function doc(fields: Partial<Doc> & Pick<Doc, 'id' | 'title' | 'path' | 'html'>): Doc {
  return {
    description: '',
    source: `${fields.id}.md`,
    sidebar: null,
    sidebarLabel: fields.title,
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    toc: [],
    words: 0,
    ...fields,
  };
}

export function post(fields: Partial<BlogPost> & Pick<BlogPost, 'id' | 'title' | 'permalink' | 'html'>): BlogPost {
  return {
    description: '',
    date: '2025-01-01T00:00:00.000Z',
    source: `${fields.id}.md`,
    authors: [],
    tags: [],
    readingTimeMinutes: 1,
    excerptHtml: '',
    hasTruncateMarker: false,
    toc: [],
    draft: false,
    unlisted: false,
    hideTableOfContents: false,
    ...fields,
  };
}

export function section(id: string, label: string, docs: Doc[], versions?: Array<{ name: string; label: string; isLast: boolean; docs: Doc[] }>): DocsSection {
  return {
    id,
    label,
    path: `/${id}/`,
    versions: (versions ?? [{ name: 'current', label: 'Next', isLast: true, docs }]).map((v) => ({
      name: v.name,
      label: v.label,
      path: `/${id}/`,
      mainDocId: v.docs[0]?.id ?? 'index',
      isLast: v.isLast,
      banner: 'none',
      badge: false,
      noIndex: false,
      docs: v.docs,
      draftIds: [],
      sidebars: {},
      categoryIndexes: [],
    })),
  };
}

export function graphOf(docs: DocsSection[], posts: BlogPost[] = [], mode: SearchGraph['mode'] = 'production'): SearchGraph {
  return {
    mode,
    docs,
    blog: {
      title: 'Blog',
      description: '',
      path: '/blog',
      posts,
      authors: [],
      tags: [],
      archive: [],
      feeds: [],
      sidebar: { title: 'Recent posts', groupByYear: false, posts: [] },
    },
  };
}

/** A small site: three docs in two sections, two posts, plus a draft and an unlisted page. */
export function sampleGraph(mode: SearchGraph['mode'] = 'production'): SearchGraph {
  return graphOf(
    [
      section('services', 'Services', [
        doc({
          id: 'migrations',
          title: 'Complex ERPNext Migrations',
          path: '/services/migrations',
          html: '<p>We move data from legacy systems into ERPNext.</p>\n<h2 id="what-you-keep">What you keep</h2>\n<p>History, <strong>balances</strong> and open invoices.</p>\n<h3 id="rollback-plan">Rollback plan</h3>\n<p>Every cut-over has a tested rollback.</p>',
        }),
        doc({
          id: 'kubernetes',
          title: 'Containerisation and Kubernetes',
          path: '/services/kubernetes',
          description: 'Running benches in clusters.',
          html: '<h2 id="stateful-workloads">Stateful workloads</h2>\n<p>Databases on Kubernetes need care &amp; backups.</p>',
        }),
        doc({ id: 'secret', title: 'Unlisted zeppelin page', path: '/services/secret', unlisted: true, html: '<p>zeppelin</p>' }),
        doc({ id: 'wip', title: 'Draft zeppelin page', path: '/services/wip', draft: true, html: '<p>zeppelin</p>' }),
      ]),
      section('company', 'Company', [
        doc({ id: 'about', title: 'About us', path: '/company/about', html: '<p>A small team of engineers. Café culture.</p>\n<h2 id="kubernetes-at-home">Kubernetes at home</h2>\n<p>We host our own tools.</p>' }),
      ]),
    ],
    [
      post({
        id: 'fargate',
        title: 'Setting up ERPNext on Amazon Fargate',
        permalink: '/blog/fargate',
        html: '<p>Fargate runs containers without servers.</p>\n<h2 id="fargate-or-kubernetes">Fargate or Kubernetes?</h2>\n<p>Both work; Fargate is simpler.</p>\n<pre class="shiki"><code><span class="line"><span style="color:#24292E">aws ecs run-task</span></span></code></pre>',
      }),
      post({ id: 'hidden', title: 'Unlisted zeppelin post', permalink: '/blog/hidden', unlisted: true, html: '<p>zeppelin</p>' }),
    ],
    mode,
  );
}

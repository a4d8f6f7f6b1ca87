import { describe, expect, it } from 'vitest';
import { docAlternates, docVersionData, type DocPathIn } from '../../../cli/render/doc-versions.ts';
import { versionedSection, versionOf } from '../graph/versions-fixture.ts';

const pathOf = (docId: string): DocPathIn => (version) => version.docs.find((doc) => doc.id === docId)?.path;

describe('a doc page’s version data', () => {
  const section = versionedSection();
  const [next, latest, old] = section.versions;

  it('the unreleased banner links the same doc in the latest version, with the badge', () => {
    expect(docVersionData(section, next, pathOf('guide'))).toEqual({ name: 'current', label: 'Next', banner: { kind: 'unreleased', latest: { name: '2.0', label: '2.0', to: '/docs/guide' } }, badge: true });
  });

  it('a doc the latest version lacks links its main doc', () => {
    expect(docVersionData(section, old, pathOf('old')).banner).toEqual({ kind: 'unmaintained', latest: { name: '2.0', label: '2.0', to: '/docs/' } });
  });

  it('the latest version has no banner', () => {
    expect(docVersionData(section, latest, pathOf('guide'))).toEqual({ name: '2.0', label: '2.0', badge: true });
  });

  it('alternates: the doc in every other version that has it', () => {
    expect(docAlternates(section, latest, pathOf('guide'))).toEqual({ current: '/docs/next/guide', '1.0': '/docs/1.0/guide' });
    expect(docAlternates(section, next, pathOf('new'))).toEqual({});
  });

  it('a section of one version adds nothing to its pages', () => {
    const only = versionOf('current', 'Next', '/docs/', { intro: '/docs/' }, { isLast: true });
    const single = { ...section, versions: [only] };
    expect(docVersionData(single, only, pathOf('intro'))).toEqual({ name: 'current', label: 'Next' });
    expect(docAlternates(single, only, pathOf('intro'))).toBeUndefined();
  });
});

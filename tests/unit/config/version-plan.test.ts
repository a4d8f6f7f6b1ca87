import { describe, expect, it } from 'vitest';
import { checkVersioning, invalidVersionName, planVersions } from '../../../cli/config/version-plan.ts';

const summary = (plans: ReturnType<typeof planVersions>) => plans.map((v) => [v.name, v.label, v.routePart, v.banner, v.badge, v.isLast]);

describe("versions as Docusaurus' docs plugin resolves them", () => {
  it('without versions.json: current alone, at the base path, labelled Next, no banner or badge', () => {
    expect(summary(planVersions({}, []))).toEqual([['current', 'Next', '', 'none', false, true]]);
  });

  it('with versions: the newest released at the base path, current at next (unreleased), older ones unmaintained', () => {
    expect(summary(planVersions({}, ['2.0', '1.0']))).toEqual([
      ['current', 'Next', 'next', 'unreleased', true, false],
      ['2.0', '2.0', '', 'none', true, true],
      ['1.0', '1.0', '1.0', 'unmaintained', true, false],
    ]);
  });

  it('lastVersion moves the base path; versions newer than it are unreleased; options override every default', () => {
    const plans = planVersions({ lastVersion: '1.0', versions: { current: { label: 'Main', path: 'main', badge: false }, '2.0': { banner: 'none', noIndex: true, className: 'v2' } } }, ['2.0', '1.0']);
    expect(summary(plans)).toEqual([
      ['current', 'Main', 'main', 'unreleased', false, false],
      ['2.0', '2.0', '2.0', 'none', true, false],
      ['1.0', '1.0', '', 'none', true, true],
    ]);
    expect(plans[1]).toMatchObject({ noIndex: true, className: 'v2' });
    expect(plans[0]).not.toHaveProperty('className');
  });

  it('onlyIncludeVersions and includeCurrentVersion leave versions out; a lone version has no badge', () => {
    expect(summary(planVersions({ includeCurrentVersion: false, onlyIncludeVersions: ['2.0'] }, ['2.0', '1.0']))).toEqual([['2.0', '2.0', '', 'none', false, true]]);
  });

  it('reports unknown names and impossible choices at their keys', () => {
    expect(checkVersioning('docs', { lastVersion: '3.0', onlyIncludeVersions: ['1.0', 'x'], versions: { y: {} } }, ['2.0', '1.0']).map((p) => [p.code, p.path.join('.')])).toEqual([
      ['UnknownVersion', 'lastVersion'],
      ['UnknownVersion', 'onlyIncludeVersions.1'],
      ['UnknownVersion', 'versions.y'],
    ]);
    expect(checkVersioning('docs', { lastVersion: '2.0', onlyIncludeVersions: ['1.0'] }, ['2.0', '1.0']).map((p) => p.message)).toEqual([
      '"2.0" is not in `onlyIncludeVersions`: the last version must be built.',
    ]);
    expect(checkVersioning('docs', { includeCurrentVersion: false }, []).map((p) => p.code)).toEqual(['InvalidConfig']);
    expect(checkVersioning('docs', {}, ['2.0'])).toEqual([]);
  });

  it('refuses the version names Docusaurus refuses', () => {
    for (const name of ['', ' ', 'a/b', 'a\\b', '..', 'a:b', 'x'.repeat(33)]) expect(invalidVersionName(name), name).toBeDefined();
    for (const name of ['1.0', 'v2.1.0-beta', 'next-gen']) expect(invalidVersionName(name), name).toBeUndefined();
  });
});

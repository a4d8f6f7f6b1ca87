import { describe, expect, it } from 'vitest';
import { buildsGraphOnce } from '../../../cli/exec/command-line.ts';

describe('buildsGraphOnce', () => {
  it.each([
    [['build'], true],
    [['build', '--root', 'site'], true],
    [['--debug', 'validate'], true],
    [['graph', '--threads', '0'], true],
    [['watch'], false],
    [['serve', '--dir', 'dist'], false],
    [['--version'], false],
    [[], false],
  ])('sitegen %j: %s', (args, expected) => {
    expect(buildsGraphOnce(['node', 'sitegen', ...args])).toBe(expected);
  });
});

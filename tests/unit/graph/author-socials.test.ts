import { describe, expect, it } from 'vitest';
import { authorSocials } from '../../../cli/graph/author-socials.ts';

describe('authorSocials', () => {
  it('turns handles of known platforms into profile URLs, as Docusaurus does', () => {
    expect(authorSocials({ X: '@jdoe', mastodon: 'jdoe', youtube: 'jdoe' })).toEqual([
      { platform: 'x', label: 'X', url: 'https://x.com/jdoe' },
      { platform: 'mastodon', label: 'Mastodon', url: 'https://mastodon.social/@jdoe' },
      { platform: 'youtube', label: 'YouTube', url: 'https://youtube.com/@jdoe' },
    ]);
  });

  it('keeps URLs, and any platform given by URL', () => {
    expect(authorSocials({ github: 'https://github.example.com/jdoe', blog: 'https://jdoe.example.com' })).toEqual([
      { platform: 'github', label: 'GitHub', url: 'https://github.example.com/jdoe' },
      { platform: 'blog', label: 'blog', url: 'https://jdoe.example.com' },
    ]);
  });
});

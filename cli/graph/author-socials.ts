import type { Author } from './schema.ts';

/** Docusaurus' known platforms: the label shown and the profile URL of a handle. */
const PLATFORMS: Record<string, { label: string; profile: (handle: string) => string }> = {
  x: { label: 'X', profile: (h) => `https://x.com/${h}` },
  twitter: { label: 'Twitter', profile: (h) => `https://twitter.com/${h}` },
  github: { label: 'GitHub', profile: (h) => `https://github.com/${h}` },
  linkedin: { label: 'LinkedIn', profile: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', profile: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { label: 'Bluesky', profile: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: 'Instagram', profile: (h) => `https://www.instagram.com/${h}` },
  threads: { label: 'Threads', profile: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: 'Mastodon', profile: (h) => `https://mastodon.social/@${h}` },
  twitch: { label: 'Twitch', profile: (h) => `https://twitch.tv/${h}` },
  youtube: { label: 'YouTube', profile: (h) => `https://youtube.com/@${h}` },
};

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/** authors.yml `socials` as links: handles of known platforms become profile URLs, URLs stay as they are. */
export function authorSocials(socials: Record<string, string>): Author['socials'] {
  return Object.entries(socials).map(([key, value]) => {
    const platform = key.toLowerCase();
    const known = PLATFORMS[platform];
    const url = ABSOLUTE_URL.test(value) || !known ? value : known.profile(value.replace(/^@/, ''));
    return { platform, label: known?.label ?? key, url };
  });
}

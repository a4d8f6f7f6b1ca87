import { describe, expect, it } from 'vitest';
import { nearestKey } from '../../../cli/config/nearest-key.ts';

describe('nearestKey', () => {
  it('offers the known key a typo is closest to', () => {
    expect(nearestKey('sidebarPathh', ['id', 'path', 'sidebarPath', 'routeBasePath'])).toBe('sidebarPath');
    expect(nearestKey('lable', ['label', 'to', 'href'])).toBe('label');
    expect(nearestKey('emial', ['name', 'email', 'phone'])).toBe('email');
    expect(nearestKey('routebasepath', ['path', 'routeBasePath'])).toBe('routeBasePath');
  });

  it('offers nothing when no known key is close', () => {
    expect(nearestKey('onBrokenLinkz', ['title', 'url', 'baseUrl', 'navbar', 'footer', 'docs'])).toBeUndefined();
    expect(nearestKey('xy', ['id', 'to'])).toBeUndefined();
    expect(nearestKey('href', ['html'])).toBeUndefined();
    expect(nearestKey('anything', [])).toBeUndefined();
  });

  it('takes the first of equally close keys', () => {
    expect(nearestKey('lbel', ['label', 'lbl'])).toBe('label');
  });
});

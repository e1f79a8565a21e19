import { afterEach, describe, expect, it } from 'vitest';
import { pickCdn, resetCdnChoice, withCdn } from './image-url';

describe('image CDN', () => {
  afterEach(() => resetCdnChoice());

  it('picks one CDN at random and keeps it for the page load', () => {
    const cdns = ['https://a.cdn.test', 'https://b.cdn.test', 'https://c.cdn.test'];
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b.cdn.test');
    expect(pickCdn(cdns, () => 0.99)).toBe('https://b.cdn.test');
    resetCdnChoice();
    expect(pickCdn(cdns, () => 0.99)).toBe('https://c.cdn.test');
    expect(pickCdn([], () => 0)).toBeNull();
  });

  it('prefixes paths, leaves absolute and data URLs alone, and keeps paths without a CDN', () => {
    expect(withCdn('/games/pg-1.png', 'https://a.cdn.test/')).toBe('https://a.cdn.test/games/pg-1.png');
    expect(withCdn('games/pg-1.png', 'https://a.cdn.test')).toBe('https://a.cdn.test/games/pg-1.png');
    expect(withCdn('https://vendor.test/x.png', 'https://a.cdn.test')).toBe('https://vendor.test/x.png');
    expect(withCdn('//vendor.test/x.png', 'https://a.cdn.test')).toBe('//vendor.test/x.png');
    expect(withCdn('data:image/png;base64,AAA', 'https://a.cdn.test')).toBe('data:image/png;base64,AAA');
    expect(withCdn('/games/pg-1.png', null)).toBe('/games/pg-1.png');
  });
});

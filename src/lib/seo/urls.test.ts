import { describe, expect, it } from 'vitest';
import { absoluteUrl, castPath, hasSeasonPages, isExternal, pagePath } from './urls.ts';

describe('pagePath', () => {
  it('adds the trailing slash to page paths', () => {
    expect(pagePath('/about')).toBe('/about/');
    expect(pagePath('about')).toBe('/about/');
    expect(pagePath('/cast/ingrid-solberg')).toBe('/cast/ingrid-solberg/');
  });
  it('keeps the root and already-slashed paths', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/schedule/')).toBe('/schedule/');
  });
  it('leaves files and keeps hashes', () => {
    expect(pagePath('/og/home.png')).toBe('/og/home.png');
    expect(pagePath('/schedule#newsletter')).toBe('/schedule/#newsletter');
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path in the one URL form', () => {
    expect(absoluteUrl('https://thelaststack.tv', '/about')).toBe('https://thelaststack.tv/about/');
    expect(absoluteUrl('https://example.org', castPath('ingrid-solberg'))).toBe(
      'https://example.org/cast/ingrid-solberg/',
    );
  });
});

describe('isExternal', () => {
  it('tells external from internal links', () => {
    expect(isExternal('https://riverhousepoker.com')).toBe(true);
    expect(isExternal('/cast/')).toBe(false);
    expect(isExternal('mailto:press@thelaststack.tv')).toBe(false);
  });
});

describe('hasSeasonPages', () => {
  it('gives season pages from the second season on, never to a one-season show', () => {
    expect([0, 1, 2, 3, 10].map(hasSeasonPages)).toEqual([false, false, true, true, true]);
  });
});

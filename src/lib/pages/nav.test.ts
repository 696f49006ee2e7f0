import { describe, expect, it } from 'vitest';
import { footerQuickLinks, isCurrent, primaryNav } from './nav.ts';

describe('navigation', () => {
  it('has the five primary links of the spec, in order', () => {
    expect(primaryNav.map((i) => i.href)).toEqual(['/', '/about/', '/cast/', '/episodes/', '/schedule/']);
  });
  it('has the footer quick links of the spec, in order', () => {
    expect(footerQuickLinks.map((i) => i.href)).toEqual(['/episodes/', '/cast/', '/schedule/', '/blog/']);
  });
  it('marks a section current on its sub-pages, and Home only on /', () => {
    const home = { label: 'Home', href: '/' };
    const cast = { label: 'Cast', href: '/cast/' };
    expect(isCurrent(cast, '/cast/ingrid-solberg/')).toBe(true);
    expect(isCurrent(cast, '/episodes/')).toBe(false);
    expect(isCurrent(home, '/')).toBe(true);
    expect(isCurrent(home, '/cast/')).toBe(false);
  });
});

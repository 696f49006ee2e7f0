import { describe, expect, it } from 'vitest';
import { priorityImagePreload, type PrioritySources } from './priority-image.ts';

const image: PrioritySources = {
  sizes: '(min-width: 48rem) 20rem, 90vw',
  avifSrcset: '/_astro/a_1.avif 320w, /_astro/a_2.avif 640w',
  webpSrc: '/_astro/a.webp',
  width: 800,
  height: 1000,
};

describe('priorityImagePreload', () => {
  it('preloads the AVIF candidates, with the sizes the <picture> uses, at high priority', () => {
    const tag = priorityImagePreload(image);
    expect(tag.tag).toBe('link');
    const attrs = tag.tag === 'link' ? tag.attrs : {};
    expect(attrs).toMatchObject({ rel: 'preload', as: 'image', type: 'image/avif', fetchpriority: 'high' });
    expect([attrs['imagesrcset'], attrs['imagesizes']]).toEqual([image.avifSrcset, image.sizes]);
    expect(attrs['href']).toBeUndefined();
  });
  it('refuses an image without AVIF candidates', () => {
    expect(() => priorityImagePreload({ ...image, avifSrcset: '' })).toThrow(/no AVIF/);
  });
});

/**
 * A page's priority image: the large image above the fold that its largest contentful paint
 * waits for (Home's hero poster, a profile's portrait). On a slow phone that paint lands one
 * round trip sooner when the image fits in a new connection's first TCP window (~14 KB), so
 * it goes out as AVIF, ~40% smaller than WebP at the same look, with one WebP for browsers
 * without AVIF; and the head preloads it at high priority, so it is requested with the
 * page's first bytes.
 */
import type { HeadTag } from '../seo/meta.ts';

/**
 * AVIF quality: at 30 a 640 px portrait keeps its detail (chip edges, gold lines) in 8.5–10.5 KB,
 * which with its headers fits a new connection's first window even while the font, the
 * manifest and the site's script share the line.
 */
export const PRIORITY_AVIF_QUALITY = 30;
/** The WebP fallback keeps the quality the site's other images use. */
export const PRIORITY_WEBP_QUALITY = 50;

export interface PrioritySources {
  sizes: string;
  avifSrcset: string;
  /** One WebP for browsers without AVIF. */
  webpSrc: string;
  width: number;
  height: number;
}

/** The <link rel="preload"> that starts the AVIF candidate the browser will pick. */
export function priorityImagePreload(image: PrioritySources): HeadTag {
  if (!image.avifSrcset) throw new Error('priority image: no AVIF candidates to preload');
  return {
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imagesrcset: image.avifSrcset,
      imagesizes: image.sizes,
      fetchpriority: 'high',
    },
  };
}

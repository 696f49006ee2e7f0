/** The sources of a priority image (lib/delivery/priority-image.ts), from Astro's image pipeline. */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { PRIORITY_AVIF_QUALITY, PRIORITY_WEBP_QUALITY, type PrioritySources } from '../lib/delivery/priority-image.ts';

export async function prioritySources(src: ImageMetadata, widths: number[], sizes: string): Promise<PrioritySources> {
  const [avif, webp] = await Promise.all([
    getImage({ src, widths, sizes, format: 'avif', quality: PRIORITY_AVIF_QUALITY }),
    // Browsers without AVIF (a few per cent) get one WebP at the largest width: a candidate
    // list for them would cost every visitor its bytes in the page's first response.
    getImage({ src, width: Math.max(...widths), format: 'webp', quality: PRIORITY_WEBP_QUALITY }),
  ]);
  return {
    sizes,
    avifSrcset: avif.srcSet.attribute,
    webpSrc: webp.src,
    width: Number(webp.attributes['width'] ?? src.width),
    height: Number(webp.attributes['height'] ?? src.height),
  };
}

/**
 * A page's art for its share card (lib/seo/og-card.ts): the content image read from disk at build
 * time and cut to the card's placement, as a data: URL satori can draw (it reads PNG and JPEG, not
 * the WebP the artwork is stored as). Nothing is fetched.
 */
import type { ImageMetadata } from 'astro';
import sharp from 'sharp';
import { OG_BACKDROP, OG_PORTRAIT, type OgArt } from '../lib/seo/og-card.ts';

/**
 * The file an image field points at. Astro keeps it on every ImageMetadata it makes (its own image
 * service reads it the same way) but not in the public type; if a release drops it, the build
 * stops here rather than shipping cards without their art.
 */
function sourceFile(image: ImageMetadata): string {
  const file = (image as ImageMetadata & { fsPath?: unknown }).fsPath;
  if (typeof file !== 'string' || file === '') {
    throw new Error(
      `share-art: no source file for the image ${image.src}: Astro no longer exposes ImageMetadata.fsPath`,
    );
  }
  return file;
}

/** A seat's portrait on a key hand's card (og-table-card.ts): square, cut round by the card. */
const SEAT = { width: 128, height: 128 } as const;

/**
 * Each image cut once a build for each placement, its one data: URL shared by every card that shows
 * it: a player's portrait sits at each table of theirs, and the cards are all kept until the build
 * ends, so a copy for each card was most of the memory the cards held (~160 MB at ten seasons).
 */
const cut = new Map<string, Promise<OgArt>>();

export function shareArt(image: ImageMetadata, placement: OgArt['placement']): Promise<OgArt> {
  const file = sourceFile(image);
  const key = `${placement}:${file}`;
  let art = cut.get(key);
  if (art === undefined) {
    art = cutArt(file, placement);
    cut.set(key, art);
  }
  return art;
}

async function cutArt(file: string, placement: OgArt['placement']): Promise<OgArt> {
  const size = { portrait: OG_PORTRAIT, backdrop: OG_BACKDROP, seat: SEAT }[placement];
  const png = await sharp(file)
    .resize(size.width, size.height, { fit: 'cover', position: placement === 'backdrop' ? 'centre' : 'top' })
    // PNG, barely compressed: satori takes it ~5x faster than a JPEG, and it never leaves the build.
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { src: `data:image/png;base64,${png.toString('base64')}`, placement };
}

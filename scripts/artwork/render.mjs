/**
 * Rasterises one SVG string with sharp (librsvg) to WebP, and optionally to a
 * PNG preview. The sharp settings decide the bytes of every committed image:
 * changing them changes every file in content/images.
 */
import sharp from 'sharp';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `svg` as a w x h WebP to `outFile` (and `<previewDir>/<name>.png`
 * when previewDir is given). Returns the WebP's size in bytes.
 */
export async function render(svg, outFile, { quality = 76, w, h, previewDir = null }) {
  await mkdir(path.dirname(outFile), { recursive: true });
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h, {
    fit: 'fill',
  });
  await img.clone().webp({ quality, effort: 6, smartSubsample: true }).toFile(outFile);
  if (previewDir) {
    await mkdir(previewDir, { recursive: true });
    await img
      .clone()
      .png()
      .toFile(path.join(previewDir, path.basename(outFile).replace(/\.webp$/, '.png')));
  }
  const { size } = await stat(outFile);
  return size;
}

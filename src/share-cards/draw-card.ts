/**
 * A share card drawn: satori lays out its element tree (lib/seo/og-card.ts, og-table-card.ts) in
 * Oswald read from its npm package, resvg paints it, sharp packs the PNG. Nothing is fetched.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { buildCacheDir, cacheKey, openBuildCache, packageVersions } from '../lib/build/build-cache.ts';
import { OG_HEIGHT, OG_WIDTH, ogCard, type OgCardText } from '../lib/seo/og-card.ts';
import { ogTableCard, type OgTable } from '../lib/seo/og-table-card.ts';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 600) => require.resolve(`@fontsource/oswald/files/oswald-latin-${weight}-normal.woff`);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 600] as const).map(async (weight) => ({
      name: 'Oswald',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  ));

// resvg's own PNG is loose (a card with key art: ~370 KB). The card is opaque, so libpng gets RGB
// with adaptive filtering: the same pixels in ~200 KB, in ~60 ms a card (level 9 saves ~10% more
// for four times the time, 35 cards in each of three builds).
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: true } as const;

async function drawCard(tree: ReturnType<typeof ogCard>): Promise<Uint8Array> {
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  const { pixels, width, height } = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render();
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
}

/**
 * Drawing a card is most of a build's page work (~0.2 s a card): a card drawn before from the same
 * element tree, fonts and drawing code is taken from the build cache (lib/build/build-cache.ts).
 */
const cards = openBuildCache('og', { dir: buildCacheDir() });
let drawing: Promise<string> | undefined;
const drawingKey = () =>
  (drawing ??= loadFonts().then((fonts) =>
    cacheKey(
      packageVersions(['satori', '@resvg/resvg-js', 'sharp']),
      // The drawing code itself (its text as bundled): a change to how a card is drawn is a new key.
      drawCard.toString(),
      { OG_WIDTH, OG_HEIGHT, PNG_OPTIONS },
      ...fonts.map((f) => f.data),
    ),
  ));

/** A page's card as PNG bytes, from the build cache when drawn before. */
export async function sharePng(card: OgCardText & { table?: OgTable }): Promise<Uint8Array> {
  const tree = card.table ? ogTableCard({ ...card, table: card.table }) : ogCard(card);
  return cards.bytes(cacheKey(await drawingKey(), tree), () => drawCard(tree));
}

/**
 * Share cards carry the art, read from the built PNGs of every build: a profile's card
 * shows that person's portrait beside the name, an episode's its key art, Home's the hero poster;
 * a page without art (the field, a cast member without an image) keeps the plain card. Compared
 * region by region: before the art, the right half of every cast card was the same pixels.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AIRING } from '../scripts/build-airing.mjs';
import { readPhhText } from '../src/lib/phh/phh-text.ts';
import { DIST, GENERATED, episodeFiles, KEY_HANDS, SEASONS } from './dist.ts';

const contentDir = AIRING.builds.find((b) => b.outDir === DIST)?.content ?? 'content';
const castSlugs = () =>
  readdirSync(join(contentDir, 'cast'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();
/** The picture a content file names (its `image`, relative to the file), or undefined. */
const imageOf = (file: string) => {
  const { image } = parseYaml(readFileSync(file, 'utf8')) as { image?: string };
  return image === undefined ? undefined : resolve(dirname(file), image);
};
/** Its bytes' digest: a generated show copies one portrait to several people's files. */
const pictureOf = (file: string) => {
  const image = imageOf(file);
  return image && createHash('sha256').update(readFileSync(image)).digest('hex');
};
const hasImage = (slug: string) => imageOf(join(contentDir, 'cast', `${slug}.yaml`)) !== undefined;
/** How many different pictures `files` name: a generated show gives some the same one. */
const pictures = (files: string[]) => new Set(files.map(pictureOf)).size;

/** Where the portrait sits (lib/seo/og-card.ts: 400 x 500, right of the words), and a band of key art right of them. */
const PORTRAIT = { left: 740, top: 80, width: 380, height: 460 };
const ART_BAND = { left: 900, top: 40, width: 260, height: 240 };
/** A corner inside the portrait's place that no card's words reach (they start lower, or end further left). */
const CORNER = { left: 1000, top: 80, width: 120, height: 110 };

async function region(card: string, area: typeof PORTRAIT): Promise<Buffer> {
  const file = join(DIST, 'og', card);
  const { width, height } = await sharp(file).metadata();
  expect([width, height], card).toEqual([1200, 630]);
  return sharp(file).extract(area).removeAlpha().raw().toBuffer();
}

/** How many distinct pictures the cards show in an area: one per card when each carries its own art. */
async function distinct(cards: string[], area: typeof PORTRAIT): Promise<number> {
  const regions = await Promise.all(cards.map((c) => region(c, area)));
  return new Set(regions.map((r) => r.toString('base64'))).size;
}

describe(`share cards (${DIST})`, () => {
  const withPortrait = castSlugs().filter(hasImage);
  const without = castSlugs().filter((s) => !hasImage(s));

  it('gives every cast member with a portrait a card showing it, each different', async () => {
    expect(withPortrait.length).toBeGreaterThanOrEqual(16);
    const portraits = pictures(withPortrait.map((s) => join(contentDir, 'cast', `${s}.yaml`)));
    expect(portraits).toBe(GENERATED ? portraits : withPortrait.length);
    expect(await distinct([...withPortrait.map((s) => `cast/${s}.png`), 'standings.png'], PORTRAIT)).toBe(
      portraits + 1,
    );
  });

  it('keeps the plain card for a cast member without an image (the airing fixture leaves one out)', async () => {
    // Every fixture build (tests/fixtures/content-airing under them all) leaves his image out; today's
    // content has all 17; the three seasons' new people have none (tests/fixtures/content-seasons).
    if (SEASONS.length === 1) expect(without).toEqual(DIST === 'dist' ? [] : ['jae-won-seo']);
    else if (GENERATED) expect(without.length).toBeGreaterThan(0);
    else expect(without).toContain('jae-won-seo');
    for (const slug of without) {
      // Where a portrait would be, the card shows the same background as the field's, which has no art.
      expect((await region(`cast/${slug}.png`, CORNER)).equals(await region('standings.png', CORNER))).toBe(true);
    }
  });

  it("shows each episode's key art, and Home the hero poster, behind the words", async () => {
    const files = episodeFiles(contentDir);
    const episodes = files.map(({ slug }) => `episodes/${slug}.png`);
    expect(episodes).toHaveLength(12 * SEASONS.length);
    // The three-season fixtures' later seasons reuse Season 1's twelve pictures: twelve distinct.
    expect(pictures(files.map(({ path }) => path))).toBe(12);
    expect(await distinct([...episodes, 'home.png', 'default.png'], ART_BAND)).toBe(12 + 2);
  });

  it('keeps the field without art: its card is the plain one, words only', async () => {
    // The plain cards differ only in their words; a portrait would fill this corner.
    expect(await distinct(['standings.png', 'default.png', '404.png', 'cast.png'], CORNER)).toBe(1);
    expect(await distinct(['standings.png', 'cast/ingrid-solberg.png'], CORNER)).toBe(2);
  });

  it("gives each aired key hand a card of its table as the hand begins, each hand's its own", async () => {
    const dir = join(DIST, 'og', 'episodes');
    const cards = (readdirSync(dir, { recursive: true }) as string[])
      .map((f) => f.replace(/\\/g, '/'))
      .filter((f) => f.includes('/hands/') && f.endsWith('.png'))
      .map((f) => `episodes/${f}`);
    expect(cards).toHaveLength(KEY_HANDS);
    if (cards.length === 0) return;
    // The middle of the card, where the plain card has its words: the felt, seats and portraits here.
    const TABLE = { left: 200, top: 150, width: 800, height: 400 };
    // One per hand, but for hands that begin alike: a generated show deals one template's hand to the
    // same players at times, the same names in the same seats with the same stacks.
    const tables = new Set(
      cards.map((card) => {
        const doc = readPhhText(readFileSync(join(DIST, card.replace(/\.png$/, '.phh')), 'utf8'));
        return JSON.stringify(['players', 'starting_stacks', 'blinds_or_straddles', 'antes'].map((k) => doc[k]));
      }),
    );
    expect(tables.size).toBe(GENERATED ? tables.size : cards.length);
    expect(await distinct([...cards, 'default.png'], TABLE)).toBe(tables.size + 1);
  });
});

/**
 * Share cards carry the art (issue 29), read from the built PNGs of every build: a profile's card
 * shows that person's portrait beside the name, an episode's its key art, Home's the hero poster;
 * a page without art (the field, a cast member without an image) keeps the plain card. Compared
 * region by region: before the art, the right half of every cast card was the same pixels.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AIRING } from '../scripts/build-airing.mjs';
import { DIST, episodeFiles, KEY_HANDS, SEASONS } from './dist.ts';

const contentDir = AIRING.builds.find((b) => b.outDir === DIST)?.content ?? 'content';
const slugs = (folder: 'cast' | 'episodes') =>
  folder === 'episodes'
    ? episodeFiles(contentDir)
        .map(({ slug }) => slug)
        .sort()
    : readdirSync(join(contentDir, folder))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => f.replace(/\.yaml$/, ''))
        .sort();
const hasImage = (slug: string) =>
  (parseYaml(readFileSync(join(contentDir, 'cast', `${slug}.yaml`), 'utf8')) as { image?: string }).image !== undefined;

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
  const withPortrait = slugs('cast').filter(hasImage);
  const without = slugs('cast').filter((s) => !hasImage(s));

  it('gives every cast member with a portrait a card showing it, each different', async () => {
    expect(withPortrait.length).toBeGreaterThanOrEqual(16);
    expect(await distinct([...withPortrait.map((s) => `cast/${s}.png`), 'standings.png'], PORTRAIT)).toBe(
      withPortrait.length + 1,
    );
  });

  it('keeps the plain card for a cast member without an image (the airing fixture leaves one out)', async () => {
    // Every fixture build (tests/fixtures/content-airing under them all) leaves his image out; today's
    // content has all 17; the three seasons' new people have none (tests/fixtures/content-seasons).
    if (SEASONS.length === 1) expect(without).toEqual(DIST === 'dist' ? [] : ['jae-won-seo']);
    else expect(without).toContain('jae-won-seo');
    for (const slug of without) {
      // Where a portrait would be, the card shows the same background as the field's, which has no art.
      expect((await region(`cast/${slug}.png`, CORNER)).equals(await region('standings.png', CORNER))).toBe(true);
    }
  });

  it("shows each episode's key art, and Home the hero poster, behind the words", async () => {
    const episodes = slugs('episodes').map((s) => `episodes/${s}.png`);
    expect(episodes).toHaveLength(12 * SEASONS.length);
    // The three-season fixture's later seasons reuse Season 1's twelve pictures: twelve distinct.
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
    expect(await distinct([...cards, 'default.png'], TABLE)).toBe(cards.length + 1);
  });
});

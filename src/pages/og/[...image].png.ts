/**
 * Build-time share images: one 1200x630 PNG per page, at the path lib/seo/meta.ts's
 * ogImagePath() gives. Fonts are read from npm packages; nothing is fetched.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { APIRoute, GetStaticPaths } from 'astro';
import satori from 'satori';
import sharp from 'sharp';
import {
  buildNow,
  getAllEpisodes,
  getCast,
  getCurrentSeason,
  getEpisodes,
  getField,
  getPeople,
  getProfiled,
  getSite,
  seasonOf,
} from '../../data.ts';
import { anyHandAired, getHandListPages, getKeyHands, getPlayerHands } from '../../data/key-hands.ts';
import { hasOwnHandsPage } from '../../lib/hands/player-hands.ts';
import type { HandListPages, SeasonGroup } from '../../lib/hands/hand-list.ts';
import { stakes } from '../../lib/hand-words/words.ts';
import { zonedTime } from '../../lib/airing/broadcast-time.ts';
import { episodeState, type Dated, type StateClock } from '../../lib/airing/episode-state.ts';
import { fieldCard } from '../../lib/standings/field-view.ts';
import { roleBadges } from '../../lib/cards/initials.ts';
import { ogImagePath } from '../../lib/seo/meta.ts';
import { buildCacheDir, cacheKey, openBuildCache, packageVersions } from '../../lib/build/build-cache.ts';
import { OG_HEIGHT, OG_WIDTH, ogCard, type OgCardText } from '../../lib/seo/og-card.ts';
import { ogTableCard, type OgTable } from '../../lib/seo/og-table-card.ts';
import { handShareTable } from '../../share-cards/hand-share.ts';
import { shareArt } from '../../share-cards/share-art.ts';
import { seasonShareCards } from '../../routes/season-cards.ts';
import { HANDS_PATH, SEARCH_PATH, castHandsPath, castPath, episodePath, seasonHandsPath } from '../../lib/seo/urls.ts';

type CardSubject = Pick<OgCardText, 'eyebrow' | 'title' | 'subtitle' | 'art'> & { table?: OgTable };

/** An episode card's line: when it airs (or aired), in the broadcaster's zone; Coming soon while TBA. */
function airLine(e: Dated, zone: string, clock: StateClock): string {
  if (e.airDate === undefined) return 'Coming soon';
  const when = zonedTime(e.airDate, zone).text;
  const state = episodeState(e, clock);
  return state === 'aired' ? `Aired ${when}` : state === 'on-air' ? `On now · aired ${when}` : `Airs ${when}`;
}

/** The hand list's cards: /hands/ and each earlier season's page, with how many hands each holds. */
function handListCards({ front, rest }: HandListPages): [string, CardSubject][] {
  const count = (seasons: readonly SeasonGroup[]) => seasons.flatMap((s) => s.episodes.flatMap((e) => e.hands)).length;
  const line = (n: number) => `${n.toLocaleString('en-US')} key hand${n === 1 ? '' : 's'}, street by street`;
  return [
    ...(front.length > 0
      ? [
          [HANDS_PATH, { eyebrow: 'Key hands', title: 'Every Hand on One Page', subtitle: line(count(front)) }] as [
            string,
            CardSubject,
          ],
        ]
      : []),
    ...rest.map((s): [string, CardSubject] => [
      seasonHandsPath(s.season),
      { eyebrow: 'Key hands', title: `Season ${s.season} Key Hands`, subtitle: line(count([s])) },
    ]),
  ];
}

export const getStaticPaths = (async () => {
  const [site, current, cast, profiled, episodes, allEpisodes, people, { field, member }, keyHands, handPages] =
    await Promise.all([
      getSite(),
      getCurrentSeason(),
      getCast(),
      getProfiled(),
      getEpisodes(),
      getAllEpisodes(),
      getPeople(),
      getField(),
      getKeyHands(),
      getHandListPages(),
    ]);
  const season = current.number;
  /** Anyone a key hand of any season seats. */
  const person = (slug: string) => {
    const found = people.find((m) => m.id === slug);
    if (!found) throw new Error(`share cards: no cast member "${slug}"`);
    return found;
  };
  const premiere = episodes[0]?.data.airDate;
  const pages: [string, CardSubject][] = [
    [
      '/',
      {
        eyebrow: `Season ${season} · ${current.episodes} episodes`,
        title: site.title,
        subtitle: `${current.players} players. One table. ${current.prizePool} prize pool.`,
        art: await shareArt(site.heroPoster, 'backdrop'),
      },
    ],
    [
      '/about/',
      {
        eyebrow: 'About the show',
        title: 'What Is The Last Stack?',
        subtitle: `Hosted by ${cast.find((m) => m.id === site.host)?.data.name ?? ''}`,
      },
    ],
    [
      '/cast/',
      {
        eyebrow: 'The cast',
        title: 'Meet The Players',
        subtitle: `${current.players} professionals and their host`,
      },
    ],
    [
      '/episodes/',
      {
        eyebrow: `Season ${season}`,
        title: 'All Episodes',
        subtitle: `${current.episodes} episodes · ${site.facts.episodeMinutes} min each`,
      },
    ],
    [
      '/schedule/',
      {
        eyebrow: 'TV schedule',
        title: 'Where to Watch',
        subtitle: `${site.partners.broadcaster.name} and ${site.partners.streaming.name}`,
      },
    ],
    [
      '/standings/',
      {
        eyebrow: `The field · Season ${season}`,
        ...fieldCard(field, (slug) => member(slug).data.name, premiere && zonedTime(premiere, site.timeZone).text),
      },
    ],
    ['/404/', { eyebrow: 'Error 404', title: 'Page Not Found' }],
    // The hand list's pages (components/hands/HandListPage.astro), once a hand has aired.
    ...handListCards(handPages),
    // The search page (components/search/SiteSearch.astro) comes with the list.
    ...((await anyHandAired())
      ? [
          [
            SEARCH_PATH,
            { eyebrow: 'Search', title: 'Search the Show', subtitle: 'Players, seasons, episodes and key hands' },
          ] as [string, CardSubject],
        ]
      : []),
    ...(await seasonShareCards()),
    // For anything that has no image of its own.
    [
      'default',
      { eyebrow: `Season ${season} · ${current.players} players`, title: site.title, subtitle: site.tagline },
    ],
    ...(await Promise.all(
      // Every profile's (pages/cast/[slug].astro): everyone who has played or hosted a season.
      profiled.map(async (m): Promise<[string, CardSubject]> => [
        castPath(m.id),
        {
          eyebrow: `Cast · ${m.data.nationality}`,
          title: m.data.name,
          subtitle: roleBadges(m.data.role).join(' · '),
          art: m.data.image && (await shareArt(m.data.image, 'portrait')),
        },
      ]),
    )),
    // A player's own key-hand page (pages/cast/[slug]/hands.astro), once their hands span seasons.
    ...(await Promise.all(profiled.map(async (m) => ({ m, seasons: await getPlayerHands(m.id) }))))
      .filter(({ seasons }) => hasOwnHandsPage(seasons))
      .map(({ m, seasons }): [string, CardSubject] => [
        castHandsPath(m.id),
        {
          eyebrow: 'Key hands',
          title: m.data.name,
          subtitle: `Key hands over ${seasons.length} seasons, street by street`,
        },
      ]),
    ...(await Promise.all(
      allEpisodes.map(async (e): Promise<[string, CardSubject]> => [
        episodePath(e.id),
        {
          eyebrow: `Season ${seasonOf(e)} · ${e.data.episode}`,
          title: e.data.title,
          subtitle: airLine(e.data, site.timeZone, { now: buildNow, episodeMinutes: site.facts.episodeMinutes }),
          art: await shareArt(e.data.image, 'backdrop'),
        },
      ]),
    )),
    // A key hand's card: the table as the hand begins (seats, portraits, stacks, blinds), never the cards or who won.
    ...(await Promise.all(
      keyHands.map(async (keyHand): Promise<[string, CardSubject]> => {
        const { episode, hand, path } = keyHand;
        return [
          path,
          {
            eyebrow: `${episode.data.episode} · Key hand`,
            title: hand.players.map((slug) => person(slug).data.name).join(' · '),
            subtitle: `Blinds ${stakes(hand.input)}`,
            table: await handShareTable(
              keyHand,
              hand.players.map((slug) => person(slug).data),
            ),
          },
        ];
      }),
    )),
  ];
  const base = { siteName: site.title, tagline: site.tagline };
  return pages.map(([path, subject]) => ({
    params: {
      image: ogImagePath(path)
        .replace(/^\/og\//, '')
        .replace(/\.png$/, ''),
    },
    props: { card: { ...base, ...subject } satisfies OgCardText & { table?: OgTable } },
  }));
}) satisfies GetStaticPaths;

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

export const GET: APIRoute = async ({ props }) => {
  const { card } = props as { card: OgCardText & { table?: OgTable } };
  const tree = card.table ? ogTableCard({ ...card, table: card.table }) : ogCard(card);
  const png = await cards.bytes(cacheKey(await drawingKey(), tree), () => drawCard(tree));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};

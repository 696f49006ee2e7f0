/** /cast/: the current season's players and host, in their display order, with the cast in figures. */
import { getCast, getCurrentSeason, getSeasons, getSeriesFacts, getSite, getStats } from '../data/index.ts';
import type { StatItem } from '../lib/content/schemas.ts';
import { shownStats, type ShownStat } from '../lib/sections/stat-tiles.ts';
import { castListNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { CAST_PATH } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';
import { seasonLinksOf } from './page-parts.ts';

const HEADING = 'Meet The Players';

async function castView() {
  const [site, cast, castStats, facts, season] = await Promise.all([
    getSite(),
    getCast(),
    getStats('cast'),
    getSeriesFacts(),
    getCurrentSeason(),
  ]);
  // The first tile counts the cast list itself, so it can never disagree with the grid.
  const stats: ShownStat<StatItem>[] = [
    { icon: 'players', value: cast.length, prefix: '', suffix: '', label: 'Cast Members' },
    ...shownStats(castStats, { season, episodeMinutes: site.facts.episodeMinutes }),
  ];
  const meta = await makePageMeta({
    title: pageTitle(`The Cast: ${HEADING}`, site.title),
    description: `Meet the ${season.players} professionals and the host of ${site.title}: bracelet winners, high rollers, online crushers and one rookie at one table.`,
    path: CAST_PATH,
    jsonLd: [
      castListNode(
        facts,
        cast.map((m) => ({ slug: m.id, name: m.data.name })),
      ),
    ],
  });
  return {
    meta,
    seasonLinks: await seasonLinksOf(),
    seasons: await getSeasons(),
    heading: HEADING,
    siteTitle: site.title,
    cast,
    stats,
    season,
  };
}

export type CastView = Awaited<ReturnType<typeof castView>>;

export const castPage: PageKind<object, CastView> = {
  kind: 'cast',
  pages: async () => [single(CAST_PATH)],
  view: castView,
  card: async () => ({
    eyebrow: 'The cast',
    title: HEADING,
    subtitle: `${(await getCurrentSeason()).players} professionals and their host`,
  }),
};

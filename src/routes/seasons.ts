/**
 * /seasons/: every season, its number, dates, episode count and status (lib/seasons/season-summary.ts).
 * It names no champion and no result, so a fan catching up can open it. Built once the show has a
 * second season, with the seasons' own pages (routes/season.ts): a one-season show's season is
 * /episodes/.
 */
import {
  getAiredRun,
  getAllAiringEpisodes,
  getSeasons,
  getSeasonSummaries,
  getSeriesFacts,
  getSite,
} from '../data/index.ts';
import { SEASONS_CRUMB, trailFromHome } from '../lib/seo/crumbs.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { seasonNode } from '../lib/seo/tv-jsonld.ts';
import { hasSeasonPages, SEASONS_PATH } from '../lib/seo/urls.ts';
import type { SeasonSummary } from '../lib/seasons/season-summary.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';

/** The list's name: its heading, its crumb on every season's trail (lib/seo/crumbs.ts), its share card's title. */
export const SEASONS_NAME = SEASONS_CRUMB.name;

/**
 * The numbers of the seasons that have pages of their own (this list, each season's page, field and
 * calendar): every season once there are two (lib/seo/urls.ts hasSeasonPages), none before. Decided
 * from the seasons' files alone, so a page that only links the seasons computes no season's summary.
 */
export async function seasonNumbersWithPages(): Promise<number[]> {
  const seasons = await getSeasons();
  return hasSeasonPages(seasons.length) ? seasons.map((s) => s.number) : [];
}

/** Those seasons' summaries at the build's clock, for their own pages. */
export async function seasonsWithPages(): Promise<SeasonSummary[]> {
  return (await seasonNumbersWithPages()).length > 0 ? getSeasonSummaries() : [];
}

async function seasonsView() {
  const [site, facts, summaries, episodes] = await Promise.all([
    getSite(),
    getSeriesFacts(),
    getSeasonSummaries(),
    getAllAiringEpisodes(),
  ]);
  const runs = await Promise.all(summaries.map((s) => getAiredRun(s.number)));
  const meta = await makePageMeta({
    title: pageTitle(SEASONS_NAME, site.title),
    description: `Every season of ${site.title}: when each aired, how many episodes it has and whether it is airing now. No results on this page.`,
    path: SEASONS_PATH,
    jsonLd: [
      breadcrumbNode(facts, SEASONS_PATH, trailFromHome(SEASONS_CRUMB)),
      ...summaries.map((s, i) =>
        seasonNode(
          facts,
          s.number,
          episodes.filter((e) => e.season === s.number),
          runs[i],
        ),
      ),
    ],
  });
  return { meta, heading: SEASONS_NAME, siteTitle: site.title, zone: site.timeZone, summaries };
}

export type SeasonsView = Awaited<ReturnType<typeof seasonsView>>;

export const seasonsPage: PageKind<object, SeasonsView> = {
  kind: 'seasons',
  pages: async () => ((await seasonNumbersWithPages()).length > 0 ? [single(SEASONS_PATH, { list: undefined })] : []),
  view: seasonsView,
  card: async () => {
    const [site, summaries] = await Promise.all([getSite(), getSeasonSummaries()]);
    return { eyebrow: site.title, title: SEASONS_NAME, subtitle: `${summaries.length} seasons` };
  },
};

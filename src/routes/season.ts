/**
 * /seasons/<n>/: a season's permanent page, one for each season that has pages (routes/seasons.ts).
 * Its status and dates (lib/seasons/season-summary.ts), its episodes, its cast, its calendar and the
 * way to its field (/seasons/<n>/standings/, behind the same disclosure as /standings/). No result
 * shows here.
 */
import {
  getAiredRun,
  getAiringEpisodes,
  getCalendarContext,
  getCast,
  getSeasonOutlook,
  getSeasons,
  getSeriesFacts,
  getSite,
} from '../data/index.ts';
import { STATUS_LABEL, seasonDates, type SeasonSummary } from '../lib/seasons/season-summary.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { pageTitle } from '../lib/seo/meta.ts';
import { seasonNode } from '../lib/seo/tv-jsonld.ts';
import { SEASONS_CRUMB, trailFromHome } from '../lib/seo/crumbs.ts';
import { seasonPath } from '../lib/seo/urls.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';
import { fieldLinkOf, seasonLinksOf } from './page-parts.ts';
import { seasonsWithPages } from './seasons.ts';

type SeasonProps = { summary: SeasonSummary };

/** What a season is, in the words its page and its share card both say. */
async function seasonWords(summary: SeasonSummary) {
  const [site, cast] = await Promise.all([getSite(), getCast(summary.number)]);
  return {
    site,
    cast,
    players: cast.filter((m) => m.id !== site.host).length,
    dates: seasonDates(summary, site.timeZone),
    status: STATUS_LABEL[summary.status],
  };
}

async function seasonView({ props: { summary } }: RoutePage<SeasonProps>) {
  const season = summary.number;
  const [{ site, cast, players, dates, status }, facts, episodes, calendar, run, outlook] = await Promise.all([
    seasonWords(summary),
    getSeriesFacts(),
    getAiringEpisodes(season),
    getCalendarContext(),
    getAiredRun(season),
    getSeasonOutlook(season),
  ]);
  const path = seasonPath(season);
  const meta = await makePageMeta({
    title: pageTitle(`Season ${season}`, site.title),
    description: `${site.title} Season ${season} (${status.toLowerCase()}, ${dates}): ${summary.episodes} episodes, ${players} players, its calendar and its field, results hidden until opened.`,
    path,
    jsonLd: [
      breadcrumbNode(facts, path, trailFromHome(SEASONS_CRUMB, { name: `Season ${season}`, path })),
      seasonNode(facts, season, episodes, run),
    ],
  });
  return {
    meta,
    fieldLink: await fieldLinkOf(season),
    seasonLinks: await seasonLinksOf(),
    seasons: await getSeasons(),
    site,
    facts,
    summary,
    season,
    status,
    dates,
    players,
    episodes,
    cast,
    calendar,
    outlook,
  };
}

export type SeasonView = Awaited<ReturnType<typeof seasonView>>;

export const seasonPage: PageKind<SeasonProps, SeasonView> = {
  kind: 'season',
  pages: async () =>
    (await seasonsWithPages()).map((summary) => ({
      path: seasonPath(summary.number),
      params: { season: String(summary.number) },
      props: { summary },
    })),
  view: seasonView,
  card: async ({ props: { summary } }) => {
    const { dates, status, players } = await seasonWords(summary);
    return {
      eyebrow: `Season ${summary.number} · ${status}`,
      title: `Season ${summary.number}`,
      subtitle: `${dates} · ${summary.episodes} episodes · ${players} players`,
    };
  },
};

/**
 * /episodes/: the current season's episodes, aired, dated and coming side by side, with the season in
 * figures and the episode on air or next.
 */
import {
  getAirClock,
  getAiredRun,
  getCalendarContext,
  getCurrentSeason,
  getAiringEpisodes,
  getEpisodes,
  getSeasonOutlook,
  getSeriesFacts,
  getSite,
  getStats,
} from '../data/index.ts';
import { endDateOf, episodeState, runtimeOf } from '../lib/airing/episode-state.ts';
import { ogImagePath, pageTitle } from '../lib/seo/meta.ts';
import { episodeNode, seasonNode } from '../lib/seo/tv-jsonld.ts';
import { EPISODES_PATH, episodePath, episodesFeed } from '../lib/seo/urls.ts';
import { shownStats } from '../lib/sections/stat-tiles.ts';
import { makePageMeta } from './page-meta.ts';
import { single, type PageKind } from './page-kind.ts';
import { fieldLinkOf, seasonLinksOf } from './page-parts.ts';

const HEADING = 'All Episodes';

async function episodesView() {
  const [site, episodes, stats, facts, calendar, outlook, run, current, clock] = await Promise.all([
    getSite(),
    getEpisodes(),
    getStats('episodes'),
    getSeriesFacts(),
    getCalendarContext(),
    getSeasonOutlook(),
    getAiredRun(),
    getCurrentSeason(),
    getAirClock(),
  ]);
  const { broadcaster, streaming } = site.partners;
  /** The current season, which this page lists. */
  const season = calendar.season;
  // The spec's badge for Season 1; a later season says Complete only once it has aired in full.
  const badge = season === 1 || outlook.over ? `Season ${season} Complete` : `Season ${season}`;
  // The spec's "Coming soon" while the premiere is TBA; once it has a date, where the episodes air;
  // once the season is over, where they all are.
  const where =
    outlook.premiereState === 'tba'
      ? `Coming soon to ${broadcaster.name}.`
      : outlook.over
        ? `All aired, on demand on ${streaming.name}.`
        : `On ${broadcaster.name} and ${streaming.name}.`;
  const episodeFacts = episodes.map((e) => ({
    season,
    slug: e.id,
    number: e.data.number,
    title: e.data.title,
    description: e.data.description,
    imagePath: ogImagePath(episodePath(e.id)),
    airDate: e.data.airDate,
    aired: episodeState(e.data, clock) === 'aired',
    ...(e.data.airDate && { endDate: endDateOf(e.data.airDate, runtimeOf(e.data, clock)) }),
  }));
  const meta = await makePageMeta({
    title: pageTitle(`${HEADING} of Season ${season}`, site.title),
    description: `All ${episodes.length} episodes of ${site.title} Season ${season}, about ${site.facts.episodeMinutes} minutes each, with a ${current.prizePool} prize pool on the line. ${where}`,
    path: EPISODES_PATH,
    alternates: [episodesFeed(site.title)],
    jsonLd: [seasonNode(facts, season, episodeFacts, run), ...episodeFacts.map((e) => episodeNode(facts, e))],
  });
  return {
    meta,
    fieldLink: await fieldLinkOf(),
    seasonLinks: await seasonLinksOf(),
    heading: HEADING,
    site,
    episodes: await getAiringEpisodes(),
    stats: shownStats(stats, { season: current, episodeMinutes: site.facts.episodeMinutes }),
    calendar,
    outlook,
    season,
    badge,
  };
}

export type EpisodesView = Awaited<ReturnType<typeof episodesView>>;

export const episodesPage: PageKind<object, EpisodesView> = {
  kind: 'episodes',
  pages: async () => [single(EPISODES_PATH)],
  view: episodesView,
  card: async () => {
    const [site, current] = await Promise.all([getSite(), getCurrentSeason()]);
    return {
      eyebrow: `Season ${current.number}`,
      title: HEADING,
      subtitle: `${current.episodes} episodes · ${site.facts.episodeMinutes} min each`,
    };
  },
};

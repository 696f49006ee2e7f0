/**
 * /episodes/<slug>/: every season's episodes, each page permanent whichever season is current. A TBA
 * episode keeps the spec's coming-soon page; a dated one gets its own (components/episode/
 * EpisodeDetail.astro): its neighbours and its results are its own season's, its results only once
 * they are out (lib/airing/episode-state.ts resultsOut).
 */
import {
  airing,
  buildNow,
  type Episode,
  getAirClock,
  getAiringEpisodes,
  getAllEpisodes,
  getCalendarContext,
  getField,
  getKeyHands,
  getPeople,
  getSeasons,
  getSeriesFacts,
  getSite,
  seasonOf,
} from '../data/index.ts';
import { prioritySources } from '../images/priority-sources.ts';
import { zonedTime } from '../lib/airing/broadcast-time.ts';
import {
  endDateOf,
  episodeState,
  resultsOut,
  runtimeOf,
  type Dated,
  type StateClock,
} from '../lib/airing/episode-state.ts';
import { watchOptions } from '../lib/episode/watch.ts';
import { episodeTrail } from '../lib/seasons/episode-trail.ts';
import { breadcrumbNode } from '../lib/seo/jsonld.ts';
import { ogImagePath, pageTitle } from '../lib/seo/meta.ts';
import { episodeNode } from '../lib/seo/tv-jsonld.ts';
import { episodePath } from '../lib/seo/urls.ts';
import { episodeResults } from '../lib/standings/standings.ts';
import { shareArt } from '../share-cards/share-art.ts';
import { makePageMeta } from './page-meta.ts';
import type { PageKind, RoutePage } from './page-kind.ts';
import { fieldLinkOf } from './page-parts.ts';

interface EpisodeProps {
  episode: Episode;
}

/** An episode card's line: when it airs (or aired), in the broadcaster's zone; Coming soon while TBA. */
function airLine(e: Dated, zone: string, clock: StateClock): string {
  if (e.airDate === undefined) return 'Coming soon';
  const when = zonedTime(e.airDate, zone).text;
  const state = episodeState(e, clock);
  return state === 'aired' ? `Aired ${when}` : state === 'on-air' ? `On now · aired ${when}` : `Airs ${when}`;
}

async function episodeView({ path, props: { episode } }: RoutePage<EpisodeProps>) {
  const season = seasonOf(episode);
  const [site, facts, cast, all, calendar, { field, options, named }, keyHands, seasons, clock] = await Promise.all([
    getSite(),
    getSeriesFacts(),
    getPeople(),
    getAiringEpisodes(season),
    getCalendarContext(),
    getField(season),
    getKeyHands(),
    getSeasons(),
    getAirClock(),
  ]);
  const { number, title, description, airDate } = episode.data;
  const code = episode.data.episode;
  const state = airDate === undefined ? undefined : episodeState(episode.data, clock);
  const minutes = runtimeOf(episode.data, clock);
  const featuring = (episode.data.cast ?? []).flatMap((slug) => cast.filter((m) => m.id === slug));
  const watch = watchOptions(site.partners, episode.data.watch);
  const index = all.findIndex((e) => e.slug === episode.id);
  const crumbs = [...episodeTrail(season, seasons.length), { name: title, path, short: code }];
  const here = airing(episode, { seasonCount: seasons.length });
  // A search engine's results mix seasons: the page's title names its season once there are two.
  const { label } = here;
  const meta = await makePageMeta({
    title: pageTitle(`${label}: ${title}`, site.title),
    description,
    path,
    type: 'video.episode',
    imageAlt: `${site.title} ${label}: ${title}`,
    jsonLd: [
      episodeNode(facts, {
        season,
        slug: episode.id,
        number,
        title,
        description,
        imagePath: ogImagePath(path),
        airDate,
        ...(airDate && {
          aired: state === 'aired',
          minutes,
          endDate: endDateOf(airDate, minutes),
          featuring: featuring.map((m) => m.id),
          watch: watch.filter((w) => w.own),
        }),
      }),
      breadcrumbNode(facts, path, crumbs),
    ],
  });
  return {
    meta,
    crumbs,
    partners: site.partners,
    fieldLink: await fieldLinkOf(season),
    seasons,
    zone: site.timeZone,
    episode: { ...here, airDate },
    coming: { code, title, description },
    state,
    minutes,
    synopsis: episode.data.synopsis ?? [description],
    featuring,
    watch,
    calendar,
    previous: all[index - 1],
    next: all[index + 1],
    artwork: airDate
      ? await prioritySources(episode.data.image, [480, 720, 960], '(min-width: 64rem) 36rem, 92vw')
      : undefined,
    hands: keyHands
      .filter((k) => k.episode.id === episode.id)
      .map((k) => ({ title: k.hand.title, path: k.path, episode: k.episode.data.episode })),
    results: resultsOut(episode.data, clock) ? { of: episodeResults(field, code, options), named } : undefined,
  };
}

export type EpisodeView = Awaited<ReturnType<typeof episodeView>>;

export const episodePage: PageKind<EpisodeProps, EpisodeView> = {
  kind: 'episode',
  pages: async () =>
    (await getAllEpisodes()).map((episode) => ({
      path: episodePath(episode.id),
      params: { slug: episode.id },
      props: { episode },
    })),
  view: episodeView,
  card: async ({ props: { episode: e } }) => {
    const site = await getSite();
    return {
      eyebrow: `Season ${seasonOf(e)} · ${e.data.episode}`,
      title: e.data.title,
      subtitle: airLine(e.data, site.timeZone, { now: buildNow, episodeMinutes: site.facts.episodeMinutes }),
      art: await shareArt(e.data.image, 'backdrop'),
    };
  },
};

/**
 * Structured data of the show itself (lib/seo/jsonld.ts holds the site's other nodes): the series,
 * its season and each episode, linked by stable ids, with the broadcasts and on-demand copies the
 * content states, as the BBC's programmes pages mark them up (programmes-frontend's SchemaHelper).
 */
import type { TVEpisode, TVSeason, TVSeries } from 'schema-dts';
import { ids, type Node, type SeriesFacts } from './jsonld.ts';
import { absoluteUrl, episodePath, EPISODES_PATH, hasSeasonPages, HOME_PATH, seasonPath } from './urls.ts';

export interface EpisodeFacts {
  /** The season it belongs to (its TVSeason node). */
  season: number;
  slug: string;
  number: number;
  title: string;
  description: string;
  imagePath?: string | undefined;
  /** content's airDate (with its offset): the broadcast, as schema.org's BroadcastEvent has it. */
  airDate?: string | undefined;
  /** Whether it has aired at the build's clock: only then datePublished. */
  aired?: boolean | undefined;
  /** Runtime in minutes (its own runtimeMinutes, else site facts.episodeMinutes). */
  minutes?: number | undefined;
  /** When the broadcast ends, at the air date's offset (lib/airing/episode-state.ts endDateOf). */
  endDate?: string | undefined;
  /** Slugs of the featured players (Person nodes on their profiles). */
  featuring?: readonly string[] | undefined;
  /** The episode's own pages on the partners' services (not their home pages). */
  watch?: readonly { key: 'broadcaster' | 'streaming'; name: string; url: string }[] | undefined;
}

/**
 * A season that has aired in full (lib/airing/season-end.ts): its first and last air dates, as
 * schema.org's CreativeWorkSeason dates a finished run. A season still airing has none.
 */
export interface AiredRun {
  /** Which season ran. */
  season: number;
  /** The premiere's and the finale's air dates, as content gives them (with their offsets). */
  startDate: string;
  endDate: string;
}

/**
 * The series, with the seasons it contains by their ids, as the BBC's programmes pages mark a series
 * their seasons belong to (containsSeason): every season once it has two; a one-season show names
 * its season once it has aired in full (`complete`, also the series' start date).
 */
export function seriesNode(
  s: SeriesFacts,
  cast: readonly { slug: string }[],
  imagePath: string,
  complete?: AiredRun,
): Node<TVSeries> {
  const node: Node<TVSeries> = {
    '@type': 'TVSeries',
    '@id': ids.series(s.origin),
    name: s.title,
    description: s.description,
    url: absoluteUrl(s.origin, HOME_PATH),
    image: absoluteUrl(s.origin, imagePath),
    inLanguage: s.language,
    numberOfSeasons: s.seasons,
    numberOfEpisodes: s.episodes,
    contentRating: s.contentRating,
    genre: ['Reality', 'Poker', 'Competition'],
    // schema.org has no "host" on TVSeries: the host is listed with the players as actor.
    actor: cast.map((m) => ({ '@id': ids.person(s.origin, m.slug) })),
    productionCompany: { '@id': ids.producer(s.origin) },
    sponsor: { '@id': ids.sponsor(s.origin) },
    sameAs: [...s.sameAs],
  };
  // The series began with Season 1's premiere: a later season's run says nothing of that.
  if (complete?.season === 1) node.startDate = complete.startDate;
  // Every season once there are two (numbered from 1 without gaps: the content check holds that);
  // with one, that season once it has aired in full, as before there were more.
  if (hasSeasonPages(s.seasons)) {
    node.containsSeason = Array.from({ length: s.seasons }, (_, i) => ({ '@id': ids.season(s.origin, i + 1) }));
  } else if (complete) {
    node.containsSeason = { '@id': ids.season(s.origin, complete.season) };
  }
  if (s.rating) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: s.rating.value,
      bestRating: s.rating.best,
      worstRating: 1,
      ratingCount: s.rating.count,
    };
  }
  return node;
}

export function episodeNode(s: SeriesFacts, e: EpisodeFacts): Node<TVEpisode> {
  const node: Node<TVEpisode> = {
    '@type': 'TVEpisode',
    '@id': ids.episode(s.origin, e.slug),
    url: absoluteUrl(s.origin, episodePath(e.slug)),
    name: e.title,
    episodeNumber: e.number,
    description: e.description,
    partOfSeries: { '@id': ids.series(s.origin) },
    partOfSeason: { '@id': ids.season(s.origin, e.season) },
  };
  if (e.imagePath) node.image = absoluteUrl(s.origin, e.imagePath);
  if (e.minutes) node.duration = `PT${e.minutes}M`;
  if (e.featuring?.length) node.actor = e.featuring.map((slug) => ({ '@id': ids.person(s.origin, slug) }));
  if (e.airDate) {
    // The BBC's model (programmes' SchemaHelper): the broadcast, and the on-demand copy where there
    // is an address for it; no Event markup for airings, nothing the content does not say.
    const broadcast = {
      '@type': 'BroadcastEvent' as const,
      startDate: e.airDate,
      ...(e.endDate && { endDate: e.endDate }),
      isLiveBroadcast: false,
      publishedOn: { '@type': 'BroadcastService' as const, name: s.broadcaster.name, url: s.broadcaster.url },
    };
    const streaming = e.watch?.find((w) => w.key === 'streaming');
    node.publication = streaming
      ? [
          broadcast,
          {
            '@type': 'OnDemandEvent',
            url: streaming.url,
            publishedOn: { '@type': 'BroadcastService', name: streaming.name },
          },
        ]
      : broadcast;
    if (e.aired) node.datePublished = e.airDate;
  }
  if (e.watch?.length) node.potentialAction = e.watch.map((w) => ({ '@type': 'WatchAction', target: w.url }));
  return node;
}

/** A season and its episodes as its parts; once aired in full (`complete`), the dates it ran. */
export function seasonNode(
  s: SeriesFacts,
  season: number,
  episodes: readonly EpisodeFacts[],
  complete?: AiredRun,
): Node<TVSeason> {
  return {
    '@type': 'TVSeason',
    '@id': ids.season(s.origin, season),
    // Its own page once the show has more than one (/seasons/<n>/); a one-season show's is /episodes/.
    url: absoluteUrl(s.origin, hasSeasonPages(s.seasons) ? seasonPath(season) : EPISODES_PATH),
    name: `${s.title} Season ${season}`,
    seasonNumber: season,
    numberOfEpisodes: episodes.length,
    partOfSeries: { '@id': ids.series(s.origin) },
    episode: episodes.map((e) => ({ '@id': ids.episode(s.origin, e.slug) })),
    ...(complete && { startDate: complete.startDate, endDate: complete.endDate }),
  };
}

/**
 * The pages' one door to content: typed, ordered queries over the collections.
 * Ordering and lookups live here so every page lists things the same way.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { buildClock } from './lib/airing/build-clock.ts';
import type { CalendarContext, CalendarEpisode } from './lib/airing/calendar.ts';
import type { AirClock } from './lib/airing/episode-state.ts';
import { byListIndex, seasonOfFile } from './lib/content/content-sources.ts';
import type { Named } from './lib/standings/field-view.ts';
import type { SeriesFacts } from './lib/seo/jsonld.ts';
import type { AiredRun } from './lib/seo/tv-jsonld.ts';
import { scheduleRows, seasonOutlook, type DatedEpisode } from './lib/airing/schedule.ts';
import { fieldAt, latestResults } from './lib/standings/standings.ts';
import { seasonSummary, type SeasonSummary } from './lib/seasons/season-summary.ts';
import { castPath } from './lib/seo/urls.ts';

export type CastMember = CollectionEntry<'cast'>;
export type Episode = CollectionEntry<'episodes'>;
export type Season = CollectionEntry<'seasons'>['data'];

function present<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`content/${file} is missing`);
  return entry;
}

export const getSite = async () => present(await getEntry('site', 'site'), 'site.yaml').data;
export const getHome = async () => present(await getEntry('home', 'home'), 'home.yaml').data;
export const getAbout = async () => present(await getEntry('about', 'about'), 'about.yaml').data;

/** Every season (content/seasons/<number>/season.yaml), in order. */
export async function getSeasons(): Promise<Season[]> {
  return (await getCollection('seasons')).map((e) => e.data).sort((a, b) => a.number - b.number);
}

/** The current season: the highest-numbered one (adding its season.yaml announces it). */
export async function getCurrentSeason(): Promise<Season> {
  const season = (await getSeasons()).at(-1);
  if (!season) throw new Error('content/seasons/ has no season.yaml');
  return season;
}

/** The latest season's champion that has one (About's spotlight): undefined before the first is decided. */
export async function getLatestChampion(): Promise<string | undefined> {
  return (await getSeasons()).findLast((s) => s.champion !== undefined)?.champion;
}

/** Everyone with a file in content/cast/, whatever the seasons they played. */
export const getPeople = (): Promise<CastMember[]> => getCollection('cast');

const byId = (all: CastMember[], id: string) =>
  present(
    all.find((m) => m.id === id),
    `cast/${id}.yaml`,
  );
/** A season's cast in its display order (season.yaml cast): the six home-page players first. */
const castOf = (season: Season, people: CastMember[]) => season.cast.map((slug) => byId(people, slug));

/** Season `number` of `seasons`, or the current (highest) one without it; a missing one names its file. */
const seasonNumbered = (seasons: Season[], number: number | undefined): Season =>
  present(
    number === undefined ? seasons.at(-1) : seasons.find((s) => s.number === number),
    `seasons/${number ?? ''}/season.yaml`,
  );

/** A season's cast in its display order: the current season's unless `number` is given. */
export async function getCast(number?: number): Promise<CastMember[]> {
  const [seasons, people] = await Promise.all([getSeasons(), getPeople()]);
  return castOf(seasonNumbered(seasons, number), people);
}

/** Everyone who has played or hosted a season, the current cast first: each keeps a profile. */
export async function getProfiled(): Promise<CastMember[]> {
  const [seasons, people] = await Promise.all([getSeasons(), getPeople()]);
  const slugs = new Set(seasons.toReversed().flatMap((s) => s.cast));
  return [...slugs].map((slug) => byId(people, slug));
}

/** The season an episode belongs to: the folder its file is in (content/seasons/<number>/episodes/). */
export function seasonOf(e: Episode): number {
  const season = seasonOfFile(e.filePath ?? '');
  if (season === undefined) throw new Error(`episode "${e.id}": not in a season's folder (${e.filePath ?? '?'})`);
  return season;
}

/** Every season's episodes, season by season, each in number order: the pages each episode has. */
export async function getAllEpisodes(): Promise<Episode[]> {
  return (await getCollection('episodes')).sort((a, b) => seasonOf(a) - seasonOf(b) || a.data.number - b.data.number);
}

/** One season's episodes in number order: the current season's unless `season` is given (the rolling pages'). */
export async function getEpisodes(season?: number): Promise<Episode[]> {
  const number = season ?? (await getCurrentSeason()).number;
  return (await getAllEpisodes()).filter((e) => seasonOf(e) === number);
}

export async function getFaq() {
  return (await getCollection('faq')).sort(byListIndex);
}

/** The instant this build renders episode states at: SITE_NOW, else when the build started. */
export const buildNow = buildClock();

/** The show's timing in site.yaml: the runtime an episode has unless it gives its own, and the results delay. */
export const airTimingOf = (site: Awaited<ReturnType<typeof getSite>>) => ({
  episodeMinutes: site.facts.episodeMinutes,
  resultsDelayMinutes: site.resultsDelayMinutes ?? 0,
});

/** The build's clock with the show's timing: every state a page shows is read at it (lib/airing/episode-state.ts). */
export async function getAirClock(): Promise<AirClock> {
  return { now: buildNow, ...airTimingOf(await getSite()) };
}

/** An episode as the schedule, the calendars and the client script see it. */
export type AiringEpisode = DatedEpisode & Omit<CalendarEpisode, 'airDate'> & { entry: Episode };

export const airing = (e: Episode): AiringEpisode => ({
  entry: e,
  season: seasonOf(e),
  slug: e.id,
  number: e.data.number,
  code: e.data.episode,
  title: e.data.title,
  description: e.data.description,
  airDate: e.data.airDate,
  runtimeMinutes: e.data.runtimeMinutes,
});

/** Only the episodes with an air date, in air order: the calendars' events. */
export const dated = (episodes: readonly AiringEpisode[]) =>
  episodes.filter((e): e is AiringEpisode & { airDate: string } => e.airDate !== undefined);

/** One season's episodes as airing (the current season's unless `season` is given). */
export async function getAiringEpisodes(season?: number): Promise<AiringEpisode[]> {
  return (await getEpisodes(season)).map(airing);
}

/** Every season's episodes as airing: the show's calendar and feed, and each episode's own calendar. */
export async function getAllAiringEpisodes(): Promise<AiringEpisode[]> {
  return (await getAllEpisodes()).map(airing);
}

/** Where every episode airs, for an entry content/schedule.yaml does not list. */
export const airsOn = (site: Awaited<ReturnType<typeof getSite>>) =>
  `${site.partners.broadcaster.name} & ${site.partners.streaming.name}`;

/** The Upcoming Episodes list at the build's clock (lib/airing/schedule.ts). */
export async function getSchedule() {
  const [site, placeholders, episodes, clock] = await Promise.all([
    getSite(),
    getCollection('schedule'),
    getAiringEpisodes(),
    getAirClock(),
  ]);
  const entries = placeholders.sort(byListIndex).map((e) => e.data);
  return scheduleRows(entries, episodes, airsOn(site), clock);
}

/** A season's outlook at the build's clock (the current season's unless `season` is given). */
export async function getSeasonOutlook(season?: number) {
  const [episodes, clock] = await Promise.all([getAiringEpisodes(season), getAirClock()]);
  return seasonOutlook(episodes, clock);
}

/** Every season's status, dates and episode count at the build's clock (lib/seasons/season-summary.ts). */
export async function getSeasonSummaries(): Promise<SeasonSummary[]> {
  const [seasons, episodes, clock] = await Promise.all([getSeasons(), getAllAiringEpisodes(), getAirClock()]);
  return seasons.map((s) =>
    seasonSummary(
      s.number,
      episodes.filter((e) => e.season === s.number),
      clock,
    ),
  );
}

/** The dates a season ran (the current one's unless `season` is given), once it has aired in full (lib/airing/season-end.ts), for its structured data. */
export async function getAiredRun(season?: number): Promise<AiredRun | undefined> {
  const number = season ?? (await getCurrentSeason()).number;
  const { over, premiere, finale } = await getSeasonOutlook(number);
  if (!over || premiere?.airDate === undefined || !finale) return undefined;
  return { season: number, startDate: premiere.airDate, endDate: finale.airDate };
}

export async function getCalendarContext(): Promise<CalendarContext> {
  const [site, current] = await Promise.all([getSite(), getCurrentSeason()]);
  return {
    origin: siteOrigin(),
    seriesTitle: site.title,
    season: current.number,
    episodeMinutes: site.facts.episodeMinutes,
    whereItAirs: airsOn(site),
    now: buildNow,
  };
}

export async function getPlatforms() {
  return (await getCollection('platforms')).sort(byListIndex).map((e) => e.data);
}

export async function getStats(page: 'home' | 'cast' | 'episodes' | 'about') {
  const entry = await getEntry('stats', page);
  if (!entry) throw new Error(`content/stats.yaml has no "${page}" list`);
  return entry.data.items;
}

export async function getCastMember(slug: string): Promise<CastMember> {
  const entry = await getEntry('cast', slug);
  if (!entry) throw new Error(`content/cast/${slug}.yaml is missing`);
  return entry;
}

/** Origin without trailing slash, from astro.config's `site` (SITE_URL or content). */
export function siteOrigin(): string {
  const site = import.meta.env.SITE;
  if (!site) throw new Error('astro.config.mjs must set `site`');
  return site.replace(/\/+$/, '');
}

export async function getSeriesFacts(): Promise<SeriesFacts> {
  const [site, seasons, episodes] = await Promise.all([getSite(), getSeasons(), getCollection('episodes')]);
  return {
    origin: siteOrigin(),
    title: site.title,
    description: site.description,
    language: site.language,
    seasons: seasons.length,
    episodes: episodes.length,
    contentRating: site.contentRating,
    rating: site.rating,
    producer: site.partners.producer,
    sponsor: site.partners.sponsor,
    broadcaster: site.partners.broadcaster,
    sameAs: [site.partners.videoSite.url, ...site.social.flatMap((s) => (s.url ? [s.url] : []))],
  };
}

/**
 * A season's field at the build's clock (lib/standings/standings.ts): results of aired episodes only;
 * the current season's unless `number` is given.
 */
export async function getField(number?: number) {
  const [site, seasons, people, clock] = await Promise.all([getSite(), getSeasons(), getPeople(), getAirClock()]);
  const season = seasonNumbered(seasons, number);
  const episodes = await getEpisodes(season.number);
  const players = castOf(season, people).filter((m) => m.id !== site.host);
  const options = { startingStack: season.startingStack };
  const field = fieldAt(
    episodes.map((e) => e.data),
    players.map((m) => m.id),
    clock,
    options,
  );
  const member = (slug: string) => {
    const found = players.find((m) => m.id === slug);
    if (!found) throw new Error(`standings: no player "${slug}"`);
    return found;
  };
  /** A player as the field's pages name and link them. */
  const named = (slug: string): Named => ({ name: member(slug).data.name, href: castPath(slug) });
  return { field, options, member, named, players, latest: latestResults(field) };
}

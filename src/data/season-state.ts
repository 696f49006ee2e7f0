/**
 * Each season as it stands at the build's clock: its schedule, its outlook, its summary, the dates
 * it ran and its field (results of aired episodes only).
 */
import { getCollection } from 'astro:content';
import { scheduleRows, seasonOutlook } from '../lib/airing/schedule.ts';
import { byListIndex } from '../lib/content/content-sources.ts';
import { seasonSummary, type SeasonSummary } from '../lib/seasons/season-summary.ts';
import type { AiredRun } from '../lib/seo/tv-jsonld.ts';
import { castPath } from '../lib/seo/urls.ts';
import type { Named } from '../lib/standings/field-view.ts';
import { fieldAt, latestResults } from '../lib/standings/standings.ts';
import { castOf, getPeople } from './cast.ts';
import { getAiringEpisodes, getAllAiringEpisodes, getEpisodes } from './episodes.ts';
import { getCurrentSeason, getSeasons, seasonNumbered } from './seasons.ts';
import { airsOn, getAirClock, getSite } from './site.ts';

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

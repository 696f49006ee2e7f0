/** The episodes, every season's, in order, and as the schedule, calendars and client script see them. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { CalendarContext, CalendarEpisode } from '../lib/airing/calendar.ts';
import type { DatedEpisode } from '../lib/airing/schedule.ts';
import { seasonOfFile } from '../lib/content/content-sources.ts';
import { episodeLabel } from '../lib/seasons/episode-trail.ts';
import { getCurrentSeason, getSeasons } from './seasons.ts';
import { airsOn, buildNow, getSite, siteOrigin } from './site.ts';

export type Episode = CollectionEntry<'episodes'>;

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

/** An episode as the schedule, the calendars and the client script see it. */
export type AiringEpisode = DatedEpisode & Omit<CalendarEpisode, 'airDate'> & { entry: Episode };

/**
 * An episode as airing, in a show of `seasonCount` seasons: its label names its season once there
 * are two. (An object, so `episodes.map(airing)` cannot pass an index for the count.)
 */
export const airing = (e: Episode, { seasonCount }: { seasonCount: number }): AiringEpisode => ({
  entry: e,
  season: seasonOf(e),
  slug: e.id,
  number: e.data.number,
  code: e.data.episode,
  label: episodeLabel(seasonOf(e), e.data.episode, seasonCount),
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
  const [episodes, seasons] = await Promise.all([getEpisodes(season), getSeasons()]);
  return episodes.map((e) => airing(e, { seasonCount: seasons.length }));
}

/** Every season's episodes as airing: the show's calendar and feed, and each episode's own calendar. */
export async function getAllAiringEpisodes(): Promise<AiringEpisode[]> {
  const [episodes, seasons] = await Promise.all([getAllEpisodes(), getSeasons()]);
  return episodes.map((e) => airing(e, { seasonCount: seasons.length }));
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

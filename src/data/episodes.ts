/** The episodes, every season's, in order, and as the schedule, calendars and client script see them. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { CalendarContext, CalendarEpisode } from '../lib/airing/calendar.ts';
import type { DatedEpisode } from '../lib/airing/schedule.ts';
import { seasonOfFile } from '../lib/content/content-sources.ts';
import { getCurrentSeason } from './seasons.ts';
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

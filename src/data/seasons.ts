/** The show's seasons (content/seasons/<number>/season.yaml), in order. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { present } from './present.ts';

export type Season = CollectionEntry<'seasons'>['data'];

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

/** Season `number` of `seasons`, or the current (highest) one without it; a missing one names its file. */
export const seasonNumbered = (seasons: Season[], number: number | undefined): Season =>
  present(
    number === undefined ? seasons.at(-1) : seasons.find((s) => s.number === number),
    `seasons/${number ?? ''}/season.yaml`,
  );

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

/** A season decided: its champion named, and About's words of it (the content check pairs them). */
export type DecidedSeason = Season & {
  champion: NonNullable<Season['champion']>;
  about: NonNullable<Season['about']>;
};

const isDecided = (season: Season): season is DecidedSeason =>
  season.champion !== undefined && season.about !== undefined;

/**
 * The season About speaks of: the latest decided. Its spotlight, its figures at a glance and its
 * Watch and press lines are all that season's, so they can never disagree. Undefined before the
 * first season is decided.
 */
export async function getSpotlightSeason(): Promise<DecidedSeason | undefined> {
  return (await getSeasons()).findLast(isDecided);
}

/** Season `number` of `seasons`, or the current (highest) one without it; a missing one names its file. */
export const seasonNumbered = (seasons: Season[], number: number | undefined): Season =>
  present(
    number === undefined ? seasons.at(-1) : seasons.find((s) => s.number === number),
    `seasons/${number ?? ''}/season.yaml`,
  );

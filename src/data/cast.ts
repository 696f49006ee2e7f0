/** The cast: everyone with a file in content/cast/, each season's in its order, and who keeps a profile. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { getSeasons, seasonNumbered, type Season } from './seasons.ts';
import { present } from './present.ts';

export type CastMember = CollectionEntry<'cast'>;

/** Everyone with a file in content/cast/, whatever the seasons they played. */
export const getPeople = (): Promise<CastMember[]> => getCollection('cast');

export const byId = (all: CastMember[], id: string) =>
  present(
    all.find((m) => m.id === id),
    `cast/${id}.yaml`,
  );
/** A season's cast in its display order (season.yaml cast): the six home-page players first. */
export const castOf = (season: Season, people: CastMember[]) => season.cast.map((slug) => byId(people, slug));

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

export async function getCastMember(slug: string): Promise<CastMember> {
  const entry = await getEntry('cast', slug);
  if (!entry) throw new Error(`content/cast/${slug}.yaml is missing`);
  return entry;
}

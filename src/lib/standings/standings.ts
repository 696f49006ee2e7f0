/**
 * The field at an instant: who is still in, who went out where and finished in what place, the
 * chips after every aired episode, the chip leader and how many are left. One pure rule for every
 * page, feed and image that shows results, so none can disagree, and results are read only from
 * episodes whose results are out at the given clock (lib/airing/episode-state.ts resultsOut: the
 * broadcast has ended): a build before an episode ends holds nothing of its results.
 */
import { resultsOut, type AirClock } from '../airing/episode-state.ts';

/** An episode as the field reads it (content/seasons/<n>/episodes/*.yaml). */
export interface ResultsEpisode {
  episode: string;
  number: number;
  airDate?: string | undefined;
  runtimeMinutes?: number | undefined;
  /** Players who went out during the episode, in the order they went out. */
  eliminated?: readonly string[] | undefined;
  /** Chips at the end of the episode, one entry for every player still in. */
  chipCounts?: Readonly<Record<string, number>> | undefined;
}

export type PlayerStanding =
  | { slug: string; status: 'in'; chips: number | undefined; after: string | undefined }
  | { slug: string; status: 'out'; outIn: string; place: number };

/** One aired episode with results: who went out in it and the counts after it. */
export interface AiredResults {
  episode: string;
  eliminated: readonly string[];
  chipCounts: Readonly<Record<string, number>>;
}

export interface Field {
  /** Aired episodes, in episode order, with their results (empty where none are written). */
  aired: AiredResults[];
  /** Every player: those still in first (most chips first), then those out (best place first). */
  players: PlayerStanding[];
  /** The player with the most chips after the latest aired episode with counts. */
  leader: { slug: string; chips: number } | undefined;
  /** How many players are still in. */
  left: number;
  /** The one player left once the aired results leave one: the season's champion, 1st. */
  winner: string | undefined;
  /**
   * The chart's points: 'Start' when the starting stack is known, then every aired episode with
   * counts; `series` gives each player's chips at each (0 where they went out, undefined after).
   */
  points: string[];
  series: { slug: string; chips: (number | undefined)[] }[];
}

/** An aired episode has chip counts written. */
const hasCounts = (e: AiredResults) => Object.keys(e.chipCounts).length > 0;
/** An aired episode has results written: someone went out, or the counts after it. */
const hasResults = (e: AiredResults) => e.eliminated.length > 0 || hasCounts(e);

/** The chart's first point when the starting stack is known: every player at startingStack. */
export const START_POINT = 'Start';

export interface FieldOptions {
  /** Chips each player starts with (its season.yaml startingStack), when set. */
  startingStack?: number | undefined;
}

/**
 * The field at the clock. `players` are the cast minus the host, in display order; the k-th player out
 * finishes in place players + 1 - k (17 - k with 16), and players out in one episode go by the
 * order listed.
 */
export function fieldAt(
  episodes: readonly ResultsEpisode[],
  players: readonly string[],
  clock: AirClock,
  { startingStack }: FieldOptions = {},
): Field {
  const aired = [...episodes]
    .filter((e) => resultsOut(e, clock))
    .sort((a, b) => a.number - b.number)
    .map((e) => ({ episode: e.episode, eliminated: e.eliminated ?? [], chipCounts: e.chipCounts ?? {} }));

  const out = new Map<string, { outIn: string; place: number }>();
  for (const { episode, eliminated } of aired) {
    for (const slug of eliminated) out.set(slug, { outIn: episode, place: players.length - out.size });
  }
  const counted = aired.filter(hasCounts);
  const latest = counted.at(-1);

  const standing = (slug: string): PlayerStanding => {
    const gone = out.get(slug);
    if (gone) return { slug, status: 'out', ...gone };
    return { slug, status: 'in', chips: latest?.chipCounts[slug], after: latest?.episode };
  };
  const inFirst = (a: PlayerStanding, b: PlayerStanding) => {
    if (a.status !== b.status) return a.status === 'in' ? -1 : 1;
    if (a.status === 'in' && b.status === 'in') return (b.chips ?? -1) - (a.chips ?? -1);
    return a.status === 'out' && b.status === 'out' ? a.place - b.place : 0;
  };
  const standings = players.map(standing).sort(inFirst);
  const first = standings[0];
  const leader =
    first?.status === 'in' && first.chips !== undefined ? { slug: first.slug, chips: first.chips } : undefined;

  const left = standings.filter((p) => p.status === 'in').length;
  return {
    aired,
    players: standings,
    leader,
    left,
    winner: left === 1 && first?.status === 'in' && out.size > 0 ? first.slug : undefined,
    points: [...(startingStack === undefined ? [] : [START_POINT]), ...counted.map((e) => e.episode)],
    series: players.map((slug) => ({
      slug,
      chips: [
        ...(startingStack === undefined ? [] : [startingStack]),
        // A player's stack is 0 in the episode they went out in: their line ends on the floor.
        ...counted.map((e) => (e.eliminated.includes(slug) ? 0 : e.chipCounts[slug])),
      ],
    })),
  };
}

/** An aired episode's results: who went out (in order, with places) and the counts after it, ranked. */
export interface EpisodeResults {
  episode: string;
  out: { slug: string; place: number }[];
  /** Most chips first; `change` from the previous counted episode (or the starting stack). */
  counts: { slug: string; chips: number; change: number | undefined }[];
}

/**
 * `episode`'s results from the field (so only once it has aired), or undefined when it has not
 * aired or has no results written.
 */
export function episodeResults(
  field: Field,
  episode: string,
  { startingStack }: FieldOptions = {},
): EpisodeResults | undefined {
  const index = field.aired.findIndex((e) => e.episode === episode);
  const results = field.aired[index];
  if (!results || !hasResults(results)) return undefined;
  const before = field.aired.slice(0, index).findLast(hasCounts)?.chipCounts;
  const previous = (slug: string) => (before ? before[slug] : startingStack);
  const places = new Map(field.players.flatMap((p) => (p.status === 'out' ? [[p.slug, p.place] as const] : [])));
  return {
    episode,
    out: results.eliminated.map((slug) => ({ slug, place: places.get(slug) ?? 0 })),
    counts: Object.entries(results.chipCounts)
      .map(([slug, chips]) => {
        const was = previous(slug);
        return { slug, chips, change: was === undefined ? undefined : chips - was };
      })
      .sort((a, b) => b.chips - a.chips),
  };
}

/** The last aired episode with results written: what "Show results up to EPxx" names. */
export function latestResults(field: Field): string | undefined {
  return field.aired.findLast(hasResults)?.episode;
}

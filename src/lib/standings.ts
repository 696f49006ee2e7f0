/**
 * The field at an instant: who is still in, who went out where and finished in what place, the
 * chips after every aired episode, the chip leader and how many are left. One pure rule for every
 * page, feed and image that shows results, so none can disagree, and results are read only from
 * episodes that have aired at the given instant (lib/episode-state.ts): a build before an
 * episode airs holds nothing of its results.
 */
import { episodeState } from './episode-state.ts';

/** An episode as the field reads it (content/episodes/*.yaml). */
export interface ResultsEpisode {
  episode: string;
  number: number;
  airDate?: string | undefined;
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
  /** Each player's chips after every aired episode with counts (undefined once out or uncounted). */
  series: { slug: string; chips: (number | undefined)[] }[];
}

/**
 * The field at `now`. `players` are the cast minus the host, in display order; the k-th player out
 * finishes in place players + 1 - k (17 - k with 16), and players out in one episode go by the
 * order listed.
 */
export function fieldAt(episodes: readonly ResultsEpisode[], players: readonly string[], now: Date | number): Field {
  const aired = [...episodes]
    .filter((e) => episodeState(e.airDate, now) === 'aired')
    .sort((a, b) => a.number - b.number)
    .map((e) => ({ episode: e.episode, eliminated: e.eliminated ?? [], chipCounts: e.chipCounts ?? {} }));

  const out = new Map<string, { outIn: string; place: number }>();
  for (const { episode, eliminated } of aired) {
    for (const slug of eliminated) out.set(slug, { outIn: episode, place: players.length - out.size });
  }
  const counted = aired.filter((e) => Object.keys(e.chipCounts).length > 0);
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

  return {
    aired,
    players: standings,
    leader,
    left: standings.filter((p) => p.status === 'in').length,
    series: players.map((slug) => ({ slug, chips: counted.map((e) => e.chipCounts[slug]) })),
  };
}

/**
 * Stat tiles as a page shows them: each content tile (stats.yaml) with its number, its own or, for a
 * tile that names a `fact`, the page's season's (season.yaml players, episodes, prizePool) or the
 * show's (site.yaml facts.episodeMinutes). So a page about Season 3 counts Season 3's episodes and
 * prize pool, never a figure written once for Season 1.
 */
/** The facts a tile can show instead of a number of its own (stats.yaml `fact`). */
export const TILE_FACTS = ['players', 'episodes', 'prizePool', 'episodeMinutes'] as const;
export type TileFact = (typeof TILE_FACTS)[number];

/** A tile as content writes it (lib/content/schemas.ts statItemSchema): a value, or a fact. */
interface WrittenStat {
  value?: number | undefined;
  fact?: TileFact | undefined;
  prefix: string;
  suffix: string;
  label: string;
}

/** A tile ready to show: its number always set. */
export type ShownStat<T extends WrittenStat = WrittenStat> = T & { value: number };

/** The facts a page's tiles can name: its season's, and the show's runtime. */
export interface TileFacts {
  season: { number: number; players: number; episodes: number; prizePool: string };
  episodeMinutes: number;
}

/** "$2M" as a tile counts it: what comes before the number, the number, what comes after. */
export function countedAmount(text: string): { prefix: string; value: number; suffix: string } | undefined {
  const parts = /^(\D*?)(\d+(?:\.\d+)?)(\D*)$/.exec(text.trim());
  return parts ? { prefix: parts[1] ?? '', value: Number(parts[2]), suffix: parts[3] ?? '' } : undefined;
}

export function shownStats<T extends WrittenStat>(items: readonly T[], facts: TileFacts): ShownStat<T>[] {
  return items.map((item) => {
    if (item.fact === undefined) {
      // The schema holds a tile to one of the two (lib/content/schemas.ts statItemSchema).
      if (item.value === undefined) throw new Error(`stats.yaml: the tile "${item.label}" has neither value nor fact`);
      return { ...item, value: item.value };
    }
    if (item.fact === 'prizePool') {
      const amount = countedAmount(facts.season.prizePool);
      if (!amount) {
        throw new Error(
          `seasons/${facts.season.number}/season.yaml prizePool: "${facts.season.prizePool}" is not an amount a tile can count (like $1M)`,
        );
      }
      return { ...item, ...amount };
    }
    const value = item.fact === 'episodeMinutes' ? facts.episodeMinutes : facts.season[item.fact];
    return { ...item, value };
  });
}

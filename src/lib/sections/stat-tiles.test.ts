import { describe, expect, it } from 'vitest';
import { countedAmount, shownStats, type TileFacts } from './stat-tiles.ts';

const facts: TileFacts = {
  season: { number: 3, players: 18, episodes: 10, prizePool: '$2M' },
  episodeMinutes: 45,
};
const tile = { icon: 'film' as const, prefix: '', suffix: '', label: 'Episodes' };

describe('stat tiles', () => {
  it("shows a tile's own number as written", () => {
    expect(shownStats([{ ...tile, value: 12 }], facts)).toEqual([{ ...tile, value: 12 }]);
  });

  it("shows the page's season's facts, and the show's runtime, where a tile names them", () => {
    const named = shownStats(
      [
        { ...tile, fact: 'episodes' },
        { ...tile, fact: 'players' },
        { ...tile, fact: 'episodeMinutes' },
        { ...tile, fact: 'prizePool' },
      ],
      facts,
    );
    expect(named.map((t) => [t.prefix, t.value, t.suffix])).toEqual([
      ['', 10, ''],
      ['', 18, ''],
      ['', 45, ''],
      ['$', 2, 'M'],
    ]);
  });

  it('counts an amount written with what comes before and after it, and refuses one it cannot count', () => {
    expect(countedAmount('$1M')).toEqual({ prefix: '$', value: 1, suffix: 'M' });
    expect(countedAmount('€2.5M+')).toEqual({ prefix: '€', value: 2.5, suffix: 'M+' });
    expect(countedAmount('to be announced')).toBeUndefined();
    const unknown = { ...facts, season: { ...facts.season, prizePool: 'TBA' } };
    expect(() => shownStats([{ ...tile, fact: 'prizePool' }], unknown)).toThrow(
      'seasons/3/season.yaml prizePool: "TBA" is not an amount',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { handsBySeason, hasOwnHandsPage } from './player-hands.ts';

describe('player hands', () => {
  it('groups by season, newest first, keeping the order within a season', () => {
    const hands = [
      { id: 'a', season: 1 },
      { id: 'b', season: 2 },
      { id: 'c', season: 1 },
    ];
    expect(handsBySeason(hands, (h) => h.season)).toEqual([
      { season: 2, hands: [{ id: 'b', season: 2 }] },
      {
        season: 1,
        hands: [
          { id: 'a', season: 1 },
          { id: 'c', season: 1 },
        ],
      },
    ]);
  });

  it('gives a player their own page only once their hands span seasons', () => {
    expect(hasOwnHandsPage(handsBySeason([1, 1], (s) => s))).toBe(false);
    expect(hasOwnHandsPage(handsBySeason([1, 3], (s) => s))).toBe(true);
    expect(hasOwnHandsPage([])).toBe(false);
  });
});

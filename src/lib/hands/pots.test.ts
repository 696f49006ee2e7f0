import { describe, expect, it } from 'vitest';
import { awardPots, collectPots, livePots, type Contribution } from './pots.ts';

const seats = (...list: [number, Contribution['status']][]): Contribution[] =>
  list.map(([committed, status]) => ({ committed, status }));

describe('collectPots', () => {
  it('one pot when everyone put in the same', () => {
    expect(collectPots(seats([500, 'in'], [500, 'in'], [500, 'in']))).toEqual({
      pots: [{ amount: 1500, eligible: [0, 1, 2] }],
      returned: null,
    });
  });

  it('a side pot for each all-in level, and the uncalled excess back to the biggest contributor', () => {
    expect(collectPots(seats([500, 'all-in'], [1000, 'all-in'], [3000, 'all-in']))).toEqual({
      pots: [
        { amount: 1500, eligible: [0, 1, 2] },
        { amount: 1000, eligible: [1, 2] },
      ],
      returned: { player: 2, amount: 2000 },
    });
  });

  it("keeps folded players' chips in the pots without letting them win", () => {
    // p2 folded after putting in 800; p3 is all in for 300; p1 covers everyone.
    expect(collectPots(seats([1000, 'in'], [800, 'folded'], [300, 'all-in']))).toEqual({
      pots: [
        { amount: 900, eligible: [0, 2] },
        { amount: 1000, eligible: [0] },
      ],
      returned: { player: 0, amount: 200 },
    });
  });

  it("merges levels with the same players: a folded player's contribution makes no pot of its own", () => {
    // p2 is all in for 200 and folded p4 put in 400: the 200-400 level is p1's and p3's like the top one.
    expect(collectPots(seats([600, 'in'], [200, 'all-in'], [600, 'in'], [400, 'folded']))).toEqual({
      pots: [
        { amount: 800, eligible: [0, 1, 2] },
        { amount: 1000, eligible: [0, 2] },
      ],
      returned: null,
    });
  });

  it('a player still in is eligible for every pot while the betting goes on', () => {
    // p1 (small blind) and p2 (big blind) have not yet answered p3's all-in.
    expect(collectPots(seats([50, 'in'], [100, 'in'], [3000, 'all-in']))).toEqual({
      pots: [{ amount: 250, eligible: [0, 1, 2] }],
      returned: { player: 2, amount: 2900 },
    });
    expect(livePots(seats([50, 'in'], [100, 'in'], [3000, 'all-in']))).toEqual([{ amount: 3150, eligible: [0, 1, 2] }]);
  });
});

describe('awardPots', () => {
  const pots = [
    { amount: 1500, eligible: [0, 1, 2] },
    { amount: 1000, eligible: [1, 2] },
  ];

  it('gives each pot to the best shown hand among its players', () => {
    expect(awardPots(pots, [10, 20, 30])).toEqual([
      { amount: 1500, eligible: [0, 1, 2], winners: [0], shares: [1500] },
      { amount: 1000, eligible: [1, 2], winners: [1], shares: [1000] },
    ]);
  });

  it('a player who did not show cannot win a contested pot; a lone player wins unshown', () => {
    expect(awardPots(pots, [undefined, 20, 30]).map((p) => p.winners)).toEqual([[1], [1]]);
    expect(awardPots([{ amount: 700, eligible: [2] }], [undefined, undefined, undefined])).toEqual([
      { amount: 700, eligible: [2], winners: [2], shares: [700] },
    ]);
    expect(() => awardPots(pots, [undefined, undefined, 5])).not.toThrow();
    expect(() => awardPots(pots, [5, undefined, undefined])).toThrow('nobody who can win side pot 1 showed cards');
  });

  it('splits to the chip, odd chips one each to the winners from p1', () => {
    expect(awardPots([{ amount: 63, eligible: [0, 1, 2] }], [7, 9, 7])).toEqual([
      { amount: 63, eligible: [0, 1, 2], winners: [0, 2], shares: [32, 31] },
    ]);
    expect(awardPots([{ amount: 101, eligible: [0, 1, 2] }], [7, 7, 7])[0]?.shares).toEqual([34, 34, 33]);
  });
});

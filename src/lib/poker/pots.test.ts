import { describe, expect, it } from 'vitest';
import { awardPots, collectPots, livePots, uncalled, type Claim, type Contribution } from './pots.ts';

/** Seats as [chips put in over the hand, status], with this street's bet and ante when given. */
const seats = (...list: [number, Contribution['status'], { bet?: number; ante?: number; mucked?: true }?][]) =>
  list.map(([committed, status, extra = {}]): Contribution => ({
    committed,
    status,
    bet: extra.bet ?? 0,
    ante: extra.ante ?? 0,
    ...(extra.mucked ? { reveal: 'mucked' as const } : {}),
  }));

describe('uncalled', () => {
  it("is the street's top bet over the next one, folded players' bets counting", () => {
    expect(uncalled(seats([3000, 'all-in', { bet: 3000 }], [1000, 'all-in', { bet: 1000 }]))).toEqual({
      player: 0,
      amount: 2000,
    });
    expect(uncalled(seats([600, 'in', { bet: 600 }], [400, 'folded', { bet: 400 }]))).toEqual({
      player: 0,
      amount: 200,
    });
    expect(uncalled(seats([600, 'in', { bet: 600 }], [600, 'in', { bet: 600 }]))).toBeNull();
  });
});

describe('collectPots', () => {
  it('one pot when everyone put in the same', () => {
    expect(collectPots(seats([500, 'in'], [500, 'in'], [500, 'in']), true)).toEqual({
      pots: [{ amount: 1500, eligible: [0, 1, 2] }],
      returned: null,
    });
  });

  it("a side pot for each all-in level, and the street's uncalled bet back to the player who made it", () => {
    expect(
      collectPots(
        seats([500, 'all-in', { bet: 500 }], [1000, 'all-in', { bet: 1000 }], [3000, 'all-in', { bet: 3000 }]),
        true,
      ),
    ).toEqual({
      pots: [
        { amount: 1500, eligible: [0, 1, 2] },
        { amount: 1000, eligible: [1, 2] },
      ],
      returned: { player: 2, amount: 2000 },
    });
  });

  it("keeps folded players' chips in the pots without letting them win", () => {
    // p2 folded after putting in 800; p3 is all in for 300; p1 bet 1000 this street.
    expect(
      collectPots(
        seats([1000, 'in', { bet: 1000 }], [800, 'folded', { bet: 800 }], [300, 'all-in', { bet: 300 }]),
        true,
      ),
    ).toEqual({
      pots: [
        { amount: 900, eligible: [0, 2] },
        { amount: 1000, eligible: [0] },
      ],
      returned: { player: 0, amount: 200 },
    });
  });

  it("merges levels with the same players: a folded player's contribution makes no pot of its own", () => {
    // p2 is all in for 200 and folded p4 put in 400: the 200-400 level is p1's and p3's like the top one.
    expect(collectPots(seats([600, 'in'], [200, 'all-in'], [600, 'in'], [400, 'folded']), true)).toEqual({
      pots: [
        { amount: 800, eligible: [0, 1, 2] },
        { amount: 1000, eligible: [0, 2] },
      ],
      returned: null,
    });
  });

  it('dead antes (trimming off) are a first pot every player still in can win, even one all in for the ante', () => {
    // Antes 100 each; p1 had only 60, all in for its ante; p2 and p3 bet 500 more each.
    const antes = seats([60, 'all-in', { ante: 60 }], [600, 'in', { ante: 100 }], [600, 'in', { ante: 100 }]);
    expect(collectPots(antes, true).pots).toEqual([
      { amount: 260, eligible: [0, 1, 2] },
      { amount: 1000, eligible: [1, 2] },
    ]);
    // Trimming on: the antes are contributions like any other, so p1 wins only 60 from each.
    expect(collectPots(antes, false).pots).toEqual([
      { amount: 180, eligible: [0, 1, 2] },
      { amount: 1080, eligible: [1, 2] },
    ]);
  });

  it('a player still in is eligible for every pot while the betting goes on', () => {
    // p1 (small blind) and p2 (big blind) have not yet answered p3's all-in.
    const open = seats([50, 'in', { bet: 50 }], [100, 'in', { bet: 100 }], [3000, 'all-in', { bet: 3000 }]);
    expect(collectPots(open, true)).toEqual({
      pots: [{ amount: 250, eligible: [0, 1, 2] }],
      returned: { player: 2, amount: 2900 },
    });
    expect(livePots(open, true)).toEqual([{ amount: 3150, eligible: [0, 1, 2] }]);
  });
});

describe('awardPots', () => {
  const pots = [
    { amount: 1500, eligible: [0, 1, 2] },
    { amount: 1000, eligible: [1, 2] },
  ];
  const shown = (...scores: (number | undefined)[]): Claim[] => scores.map((score) => ({ score, shown: true }));

  it('gives each pot to the best shown hand among its players', () => {
    expect(awardPots(pots, shown(10, 20, 30))).toEqual([
      { amount: 1500, eligible: [0, 1, 2], winners: [0], shares: [1500] },
      { amount: 1000, eligible: [1, 2], winners: [1], shares: [1000] },
    ]);
  });

  it('only a player who showed can win a contested pot; a lone player wins unshown; a face-down hand that decides a pot is refused', () => {
    const claims: Claim[] = [{ shown: false }, { score: 20, shown: true }, { shown: false }];
    expect(awardPots(pots, claims).map((p) => p.winners)).toEqual([[1], [1]]);
    expect(awardPots([{ amount: 700, eligible: [2] }], [{ shown: false }, { shown: false }, { shown: false }])).toEqual(
      [{ amount: 700, eligible: [2], winners: [2], shares: [700] }],
    );
    expect(() => awardPots(pots, shown(5, undefined, 7))).toThrow("the main pot needs p2's hand, shown face down");
    expect(() => awardPots(pots, [{ score: 1, shown: true }, { shown: false }, { shown: false }])).toThrow(
      'nobody who could win side pot 1 showed their cards (p2, p3): write who shows',
    );
  });

  it('splits to the chip, the odd chips to the winner first left of the button (from p1), as PokerKit does', () => {
    expect(awardPots([{ amount: 63, eligible: [0, 1, 2] }], shown(7, 9, 7))).toEqual([
      { amount: 63, eligible: [0, 1, 2], winners: [0, 2], shares: [32, 31] },
    ]);
    expect(awardPots([{ amount: 101, eligible: [0, 1, 2] }], shown(7, 7, 7))[0]?.shares).toEqual([35, 33, 33]);
  });
});

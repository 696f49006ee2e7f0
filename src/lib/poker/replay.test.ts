import { describe, expect, it } from 'vitest';
import { replayHand } from './replay.ts';
import { checkedDown, hand, splitPot, threeWayAllIn } from './test-hands.ts';

describe('replayHand', () => {
  it('a three-way all-in: a side pot won by another player than the main pot, the excess returned', () => {
    const replay = replayHand(threeWayAllIn());
    expect(replay.start).toEqual({
      seats: [
        { stack: 450, bet: 50, committed: 50, ante: 0, status: 'in', cards: [] },
        { stack: 900, bet: 100, committed: 100, ante: 0, status: 'in', cards: [] },
        { stack: 3000, bet: 0, committed: 0, ante: 0, status: 'in', cards: [] },
      ],
      pots: [{ amount: 150, eligible: [0, 1, 2] }],
      toAct: 2,
    });
    expect(replay.steps.map((s) => s.effect)).toEqual([
      { kind: 'deal-hole' },
      { kind: 'deal-hole' },
      { kind: 'deal-hole' },
      { kind: 'raise', to: 3000, allIn: true },
      { kind: 'call', amount: 450, allIn: true },
      { kind: 'call', amount: 900, allIn: true },
      { kind: 'deal-board' },
      { kind: 'deal-board' },
      { kind: 'deal-board' },
      { kind: 'show' },
      { kind: 'show' },
      { kind: 'show' },
    ]);
    // While p1 and p2 may still call, the shove is in the middle; once nobody can, the excess is not.
    expect(replay.steps[3]?.pots).toEqual([{ amount: 3150, eligible: [0, 1, 2] }]);
    expect(replay.steps[5]?.pots).toEqual([
      { amount: 1500, eligible: [0, 1, 2] },
      { amount: 1000, eligible: [1, 2] },
    ]);
    // Everyone is all in: the board comes street after street with no betting.
    expect(replay.steps.slice(5).map((s) => s.toAct)).toEqual(Array(7).fill(null));
    expect(replay.streets.map((s) => [s.street, s.board.join(''), s.steps.length, s.pot])).toEqual([
      ['preflop', '', 3, 2500],
      ['flop', '2c7s9h', 0, 2500],
      ['turn', '2c7s9hTs', 0, 2500],
      ['river', '2c7s9hTs3c', 0, 2500],
    ]);
    expect(replay.showdown).toEqual({
      hands: [
        { player: 0, cards: ['Ah', 'Ad'], best: ['Ah', 'Ad', 'Ts', '9h', '7s'], name: 'One Pair, Aces' },
        { player: 1, cards: ['Kh', 'Kd'], best: ['Kh', 'Kd', 'Ts', '9h', '7s'], name: 'One Pair, Kings' },
        { player: 2, cards: ['Qh', 'Qd'], best: ['Qh', 'Qd', 'Ts', '9h', '7s'], name: 'One Pair, Queens' },
      ],
      pots: [
        { amount: 1500, eligible: [0, 1, 2], winners: [0], shares: [1500] },
        { amount: 1000, eligible: [1, 2], winners: [1], shares: [1000] },
      ],
      stacks: [1500, 1000, 2000],
      returned: { player: 2, amount: 2000 },
    });
  });

  it('a split pot: the odd chip goes to the earliest seat among the winners', () => {
    const replay = replayHand(splitPot());
    expect(replay.start.seats.map((s) => [s.stack, s.bet, s.committed])).toEqual([
      [994, 5, 6],
      [989, 10, 11],
      [999, 0, 1],
    ]);
    expect(replay.start.pots).toEqual([{ amount: 18, eligible: [0, 1, 2] }]);
    // After the flop p1, the first seat still in, acts first.
    expect(replay.steps[6]?.toAct).toBe(0);
    expect(replay.showdown.hands.map((h) => [h.player, h.name])).toEqual([
      [2, 'Royal Flush'],
      [0, 'Royal Flush'],
    ]);
    expect(replay.showdown.pots).toEqual([{ amount: 63, eligible: [0, 2], winners: [0, 2], shares: [32, 31] }]);
    expect(replay.showdown.stacks).toEqual([1006, 989, 1005]);
    expect(replay.showdown.returned).toBeNull();
  });

  it('everyone folds to a raise: the uncalled part goes back and the raiser wins unshown', () => {
    const replay = replayHand(
      hand(['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p3 7c8c', 'd dh p4 2d2h', 'p3 cbr 300', 'p4 f', 'p1 f', 'p2 f']),
    );
    expect(replay.showdown).toEqual({
      hands: [],
      pots: [{ amount: 250, eligible: [2], winners: [2], shares: [250] }],
      stacks: [9950, 9900, 10150, 10000],
      returned: { player: 2, amount: 200 },
    });
    expect(replay.streets).toHaveLength(1);
    expect(replay.streets[0]).toMatchObject({ street: 'preflop', board: [], pot: 250, inHand: [2] });
    expect(replay.streets[0]?.steps.map((s) => s.text)).toEqual(['p3 cbr 300', 'p4 f', 'p1 f', 'p2 f']);
    expect(replay.steps.at(-1)?.pots).toEqual([{ amount: 250, eligible: [2] }]);
    expect(replay.steps.at(-1)?.toAct).toBeNull();
  });

  it('antes before blinds, a short stack all in from its ante, a blind capped at its stack', () => {
    const replay = replayHand(
      hand(
        [
          'd dh p1 QhQd',
          'd dh p2 KhKd',
          'd dh p3 9d9c',
          'd dh p4 AhAd',
          'p3 cc',
          'p1 cc',
          'd db 2c7s9h',
          'p1 cc',
          'p3 cc',
          'd db 3d',
          'p1 cc',
          'p3 cc',
          'd db 4c',
          'p1 cc',
          'p3 cc',
          'p1 sm QhQd',
          'p2 sm KhKd',
          'p4 sm AhAd',
        ],
        { startingStacks: [1000, 80, 1000, 10], ante: 10 },
      ),
    );
    expect(replay.start).toEqual({
      seats: [
        { stack: 940, bet: 50, committed: 60, ante: 10, status: 'in', cards: [] },
        { stack: 0, bet: 70, committed: 80, ante: 10, status: 'all-in', cards: [] },
        { stack: 990, bet: 0, committed: 10, ante: 10, status: 'in', cards: [] },
        { stack: 0, bet: 0, committed: 10, ante: 10, status: 'all-in', cards: [] },
      ],
      pots: [
        { amount: 40, eligible: [0, 1, 2, 3] },
        { amount: 120, eligible: [0, 1, 2] },
      ],
      toAct: 2,
    });
    // The big blind is all in for 70: as PokerKit has it, calling means matching the 70 it posted.
    expect(replay.steps[4]?.effect).toEqual({ kind: 'call', amount: 70, allIn: false });
    expect(replay.steps[5]?.toAct).toBeNull();
    // Nobody put in more than the 70 the big blind posted, so there are two pots: the dead antes and
    // the blinds. p3's set of nines is never shown, so p3 wins nothing (PokerKit: the same stacks).
    expect(replay.showdown.pots).toEqual([
      { amount: 40, eligible: [0, 1, 2, 3], winners: [3], shares: [40] },
      { amount: 210, eligible: [0, 1, 2], winners: [1], shares: [210] },
    ]);
    expect(replay.showdown.stacks).toEqual([920, 210, 920, 40]);
  });

  it('cards nobody saw at the deal are filled in when shown; earlier snapshots keep them unknown', () => {
    const replay = replayHand(
      hand(
        [
          'd dh p1 AhKh',
          'd dh p2 ????',
          'd dh p3 7c8c',
          'p3 f',
          'p1 cc',
          'p2 cc',
          ...checkedDown(['p1', 'p2'], ['p2QsQd', 'p1AhKh']),
        ],
        { players: ['Ana', 'Ben', 'Cai'] },
      ),
    );
    expect(replay.steps[1]?.seats[1]?.cards).toEqual([null, null]);
    expect(replay.steps.at(-1)?.seats[1]?.cards).toEqual(['Qs', 'Qd']);
    expect(replay.showdown.hands.map((h) => [h.player, h.name])).toEqual([
      [1, 'One Pair, Queens'],
      [0, 'High Card, Ace'],
    ]);
    expect(replay.showdown.pots).toEqual([{ amount: 200, eligible: [0, 1], winners: [1], shares: [200] }]);
    expect(replay.showdown.stacks).toEqual([9900, 10100, 10000]);
  });
});

/**
 * Whole hands of every kind a televised table deals, each replayed to the final stacks PHH's
 * reference implementation (PokerKit, uoftcprg/pokerkit at 5841c0a) reaches for the same PHH text:
 * heads-up, a big-blind ante, a straddle, cards tabled before the runout, mucks, '-' and commentary.
 */
import { describe, expect, it } from 'vitest';
import { replayHand } from './replay.ts';
import { hand } from './test-hands.ts';

describe('hands as PokerKit plays them', () => {
  it('heads-up: the button (p2) posts the small blind and acts first before the flop, last after it', () => {
    const replay = replayHand(
      hand(
        [
          'd dh p1 AhKh',
          'd dh p2 7s7d',
          'p2 cbr 2500',
          'p1 cbr 8000',
          'p2 cc',
          'd db Kd7c2s',
          'p1 cbr 6000',
          'p2 cbr 22000',
          'p1 cc',
          'd db 3h',
          'd db 9c',
          'p1 sm AhKh',
          'p2 sm 7s7d',
        ],
        { players: ['Ana', 'Ben'], startingStacks: [30000, 50000], blinds: [500, 1000] },
      ),
    );
    expect(replay.start.seats.map((s) => s.bet)).toEqual([1000, 500]);
    expect(replay.start.toAct).toBe(1);
    expect(replay.steps.find((s) => s.text === 'd db Kd7c2s')?.toAct).toBe(0);
    expect(replay.showdown.stacks).toEqual([0, 80000]);
  });

  it("heads-up, PokerKit's docs example as no-limit: [204, 196]", () => {
    const actions = ['d dh p1 AcAs', 'd dh p2 7h6h', 'p2 cbr 4', 'p1 cbr 6', 'p2 f'];
    const replay = replayHand(hand(actions, { players: ['Ana', 'Ben'], startingStacks: [200, 200], blinds: [1, 2] }));
    expect(replay.showdown.stacks).toEqual([204, 196]);
  });

  it('heads-up with a big-blind ante, written [0, 1000]: the big blind (p1) pays it, dead money in the pot', () => {
    const actions = ['d dh p1 QcQd', 'd dh p2 Ah5h', 'p2 cbr 1800', 'p1 cc', 'p1 sm -', 'p2 sm Ah5h'];
    const input = hand([...actions, 'd db 5c9s2d', 'd db Jh', 'd db 5d'], {
      players: ['Ana', 'Ben'],
      startingStacks: [20000, 1800],
      blinds: [500, 1000],
      antes: [0, 1000],
    });
    const replay = replayHand(input);
    expect(replay.start.seats.map((s) => [s.ante, s.bet])).toEqual([
      [1000, 1000],
      [0, 500],
    ]);
    expect(replay.showdown.pots).toEqual([{ amount: 4600, eligible: [0, 1], winners: [1], shares: [4600] }]);
    expect(replay.showdown.stacks).toEqual([17200, 4600]);
  });

  it('a big-blind ante five-handed, the big blind all in from it, a side pot and an uncalled bet', () => {
    const actions = [
      ...['d dh p1 9d9h', 'd dh p2 AsQs', 'd dh p3 4c4d', 'd dh p4 KhJh', 'd dh p5 Ac7c'],
      ...['p3 f', 'p4 cbr 7000', 'p5 cbr 8000', 'p1 cc', 'p4 cc', 'd db Qd8c2h', 'p1 cc', 'p4 cc'],
      ...['d db Th', 'p1 cbr 20000', 'p4 f', 'p1 sm 9d9h', 'p2 sm AsQs', 'p5 sm Ac7c', 'd db 3s'],
    ];
    const replay = replayHand(
      hand(actions, {
        players: ['A', 'B', 'C', 'D', 'E'],
        startingStacks: [90000, 5500, 120000, 64000, 8000],
        blinds: [1500, 3000],
        antes: [0, 3000, 0, 0, 0],
        minBet: 3000,
      }),
    );
    // The big blind's 3,000 ante leaves 2,500 of its blind: all in before a card is dealt.
    expect(replay.start.seats[1]).toMatchObject({ ante: 3000, bet: 2500, status: 'all-in' });
    expect(replay.showdown.returned).toEqual({ player: 0, amount: 20000 });
    expect(replay.showdown.stacks).toEqual([98500, 13000, 120000, 56000, 0]);
  });

  it('an under-the-gun straddle: it acts last before the flop, and the least raise is the straddle plus min_bet', () => {
    const actions = [
      ...['d dh p1 2c3d', 'd dh p2 8h8s', 'd dh p3 AdJd', 'd dh p4 Tc9c', 'd dh p5 KsQh', 'd dh p6 6h6d'],
      ...['p4 cc', 'p5 cbr 600', 'p6 f', 'p1 f', 'p2 f', 'p3 cbr 1800', 'p4 f', 'p5 cc'],
      ...['d db Jc7s2d', 'p3 cbr 2000', 'p5 f'],
    ];
    const input = hand(actions, {
      players: ['A', 'B', 'C', 'D', 'E', 'F'],
      startingStacks: [20000, 20000, 20000, 20000, 20000, 20000],
      blindsOrStraddles: [100, 200, 400, 0, 0, 0],
      minBet: 200,
    });
    const replay = replayHand(input);
    expect(replay.start.toAct).toBe(3);
    expect(replay.showdown.stacks).toEqual([19900, 19800, 22500, 19600, 18200, 20000]);
    expect(() => replayHand({ ...input, actions: [...actions.slice(0, 6), 'p4 cbr 500'] })).toThrow(
      'a raise to 500 is too small: the least is 600 (the last raise was 200)',
    );
  });

  it("a player all in from the ante, commentary and blank no-ops, '-' for the cards dealt, and a muck", () => {
    const actions = [
      ...['d dh p1 Ks9s', 'd dh p2 QdJd', 'd dh p3 4h4s  # all in from the ante'],
      ...['p1 cc # the small blind completes', 'p2 cc', '', '# the flop', 'd db 2s5s8h', 'p1 cc', 'p2 cc'],
      ...['d db Kd', 'p1 cbr 1000', 'p2 cc', 'd db 3c', 'p1 cc', 'p2 cc', 'p2 sm QdJd', 'p1 sm -', 'p3 sm'],
    ];
    const replay = replayHand(
      hand(actions, {
        players: ['A', 'B', 'C'],
        startingStacks: [15000, 15000, 100],
        blinds: [200, 400],
        ante: 100,
        anteTrimming: true,
      }),
    );
    expect(replay.steps).toHaveLength(actions.length - 2);
    expect(replay.streets.at(-1)?.reveals.map((r) => r.effect.kind)).toEqual(['show', 'show', 'muck']);
    expect(replay.showdown.hands.map((h) => h.name)).toEqual(['High Card, King', 'One Pair, Kings']);
    expect(replay.showdown.stacks).toEqual([16600, 13500, 0]);
  });

  it('one posted blind: no small blind (as when its player went out), the big blind alone', () => {
    const actions = [
      ...['d dh p1 Th9h', 'd dh p2 KcKd', 'd dh p3 AsQs', 'p3 cbr 5000', 'p1 cc', 'p2 cbr 15000', 'p3 cc', 'p1 f'],
      ...['d db Kh7s2d', 'p2 cbr 25000', 'p3 f'],
    ];
    const input = hand(actions, {
      players: ['A', 'B', 'C'],
      startingStacks: [50000, 40000, 30000],
      blindsOrStraddles: [0, 2000, 0],
      minBet: 2000,
    });
    const replay = replayHand(input);
    expect(replay.start.seats.map((s) => s.bet)).toEqual([0, 2000, 0]);
    expect(replay.showdown.stacks).toEqual([45000, 60000, 15000]);
  });
});

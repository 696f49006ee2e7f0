/**
 * The betting round through whole hands: the turn order, the big blind's option, bets and raises,
 * and a short all-in that does not reopen the betting. Refusals are in table.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { replayHand } from './replay.ts';
import { checkedDown, hand } from './test-hands.ts';

describe('betting', () => {
  it('the big blind gets the option, then bets, raises and a fold on the turn', () => {
    const replay = replayHand(
      hand(
        [
          'd dh p1 AhKh',
          'd dh p2 QsQd',
          'd dh p3 7c8c',
          'p3 cc',
          'p1 cc',
          'p2 cc',
          'd db 2h7d9s',
          'p1 cbr 200',
          'p2 cbr 600',
          'p3 f',
          'p1 cc',
          'd db Kd',
          'p1 cc',
          'p2 cbr 100',
          'p1 f',
        ],
        { players: ['Ana', 'Ben', 'Cai'] },
      ),
    );
    const betting = replay.steps.filter((s) => s.action.kind !== 'deal-hole' && s.action.kind !== 'deal-board');
    expect(betting.map((s) => [s.text, s.effect, s.street, s.toAct])).toEqual([
      ['p3 cc', { kind: 'call', amount: 100, allIn: false }, 'preflop', 0],
      ['p1 cc', { kind: 'call', amount: 50, allIn: false }, 'preflop', 1],
      ['p2 cc', { kind: 'check' }, 'preflop', null],
      ['p1 cbr 200', { kind: 'bet', to: 200, allIn: false }, 'flop', 1],
      ['p2 cbr 600', { kind: 'raise', to: 600, allIn: false }, 'flop', 2],
      ['p3 f', { kind: 'fold' }, 'flop', 0],
      ['p1 cc', { kind: 'call', amount: 400, allIn: false }, 'flop', null],
      ['p1 cc', { kind: 'check' }, 'turn', 1],
      ['p2 cbr 100', { kind: 'bet', to: 100, allIn: false }, 'turn', 0],
      ['p1 f', { kind: 'fold' }, 'turn', null],
    ]);
    expect(replay.streets.map((s) => [s.street, s.steps.length, s.pot, s.inHand])).toEqual([
      ['preflop', 3, 300, [0, 1, 2]],
      ['flop', 4, 1500, [0, 1]],
      ['turn', 3, 1500, [1]],
    ]);
    expect(replay.showdown.stacks).toEqual([9300, 10800, 9900]);
    expect(replay.showdown.returned).toEqual({ player: 1, amount: 100 });
    // Snapshots are copies: the flop's seats still show the bets made then.
    expect(replay.steps[8]?.seats.map((s) => s.bet)).toEqual([200, 600, 0]);
    expect(replay.steps.at(-1)?.seats.map((s) => [s.bet, s.committed, s.status])).toEqual([
      [0, 700, 'folded'],
      [100, 800, 'in'],
      [0, 100, 'folded'],
    ]);
  });

  it('a short all-in does not reopen the betting for a player who has acted, but lets the others raise', () => {
    const actions = ['d dh p1 AhKh', 'd dh p2 QsQd', 'd dh p3 7c8c', 'd dh p4 2d2h', 'p3 cbr 200', 'p4 cbr 250'];
    const stacks = { startingStacks: [10_000, 10_000, 10_000, 250] };
    const shows = ['p1AhKh', 'p2QsQd', 'p37c8c', 'p42d2h'];
    const called = replayHand(
      hand([...actions, 'p1 cc', 'p2 cc', 'p3 cc', ...checkedDown(['p1', 'p2', 'p3'], shows)], stacks),
    );
    expect(called.steps[5]?.effect).toEqual({ kind: 'raise', to: 250, allIn: true });
    expect(called.steps.slice(6, 9).map((s) => [s.effect, s.toAct])).toEqual([
      [{ kind: 'call', amount: 200, allIn: false }, 1],
      [{ kind: 'call', amount: 150, allIn: false }, 2],
      [{ kind: 'call', amount: 50, allIn: false }, null],
    ]);
    expect(() => replayHand(hand([...actions, 'p1 cc', 'p2 cc', 'p3 cbr 1000'], stacks))).toThrow(
      'p3 cannot raise: the all-in for less than a full raise did not reopen the betting (call or fold)',
    );
    // p1 has not acted since p3's full raise: a full raise over the all-in (100 more) is allowed,
    // and it reopens the betting for p3.
    const reraised = replayHand(
      hand(
        [...actions, 'p1 cbr 350', 'p2 f', 'p3 cbr 1000', 'p1 cc', ...checkedDown(['p1', 'p3'], shows.slice(2))],
        stacks,
      ),
    );
    expect(reraised.steps.slice(6, 10).map((s) => s.effect)).toEqual([
      { kind: 'raise', to: 350, allIn: false },
      { kind: 'fold' },
      { kind: 'raise', to: 1000, allIn: false },
      { kind: 'call', amount: 650, allIn: false },
    ]);
  });
});

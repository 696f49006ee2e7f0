import { describe, expect, it } from 'vitest';
import { rememberedEquities } from '../poker/odds.ts';
import { replayHand } from '../poker/replay.ts';
import { streetSteps, tableSteps, type OddsOf, type TableStep } from './table-view.ts';
import { checkedDown, hand, threeWayAllIn } from '../poker/test-hands.ts';

/** Odds by a rule the tests can read: each contesting player's share is its seat number over the sum. */
const calls: string[] = [];
const fakeOdds: OddsOf = (hands, board) => {
  calls.push(`${hands.map((h) => h.player).join('')}|${board.join('')}`);
  const sum = hands.reduce((t, h) => t + h.player + 1, 0);
  return hands.map((h) => ({ player: h.player, win: (h.player + 1) / sum, tie: 0 }));
};

const ALL_IN = threeWayAllIn();
const steps = (input = ALL_IN, oddsOf = fakeOdds) => tableSteps(replayHand(input), input.players, input, oddsOf);
const column = (list: TableStep[], pick: (s: TableStep) => unknown) => list.map(pick);

describe('tableSteps', () => {
  it('a step for the start, one for the deal, one per action, card and show, then the showdown', () => {
    const s = steps();
    expect(column(s, (x) => `${x.number} ${x.street} ${x.kind}`)).toEqual([
      '1 preflop start',
      '2 preflop deal',
      '3 preflop action',
      '4 preflop action',
      '5 preflop action',
      '6 flop board',
      '7 turn board',
      '8 river board',
      '9 river reveal',
      '10 river reveal',
      '11 river reveal',
      '12 showdown showdown',
    ]);
    expect(column(s, (x) => x.says)).toEqual([
      'The blinds are in: 50/100',
      'The hole cards are dealt',
      'Cai moves all in for 3,000',
      'Ana calls all in for 450',
      'Ben calls all in for 900',
      'The flop: Two of clubs, Seven of spades and Nine of hearts',
      'The turn: Ten of spades',
      'The river: Three of clubs',
      'Ana shows Ace of hearts and Ace of diamonds',
      'Ben shows King of hearts and King of diamonds',
      'Cai shows Queen of hearts and Queen of diamonds',
      'Ana wins the main pot of 1,500 with One Pair, Aces; Ben wins the side pot of 1,000 with One Pair, Kings',
    ]);
    expect(column(s, (x) => x.actor)).toEqual([null, null, 2, 0, 1, null, null, null, 0, 1, 2, null]);
  });

  it('holds the bets in front, the stacks and who is to act at each step (nobody before the cards)', () => {
    const s = steps();
    expect(column(s.slice(0, 6), (x) => x.seats.map((seat) => seat.bet))).toEqual([
      [50, 100, 0],
      [50, 100, 0],
      [50, 100, 3000],
      [500, 100, 3000],
      [500, 1000, 3000],
      // The flop: the bets have gone into the pots.
      [0, 0, 0],
    ]);
    expect(column(s.slice(0, 5), (x) => x.seats.map((seat) => seat.stack))).toEqual([
      [450, 900, 3000],
      [450, 900, 3000],
      [450, 900, 0],
      [0, 900, 0],
      [0, 0, 0],
    ]);
    expect(column(s, (x) => x.seats.findIndex((seat) => seat.toAct))).toEqual([
      -1, 2, 0, 1, -1, -1, -1, -1, -1, -1, -1, -1,
    ]);
    expect(s[2]?.seats.map((seat) => seat.status)).toEqual(['in', 'in', 'all-in']);
  });

  it('holds the pots with who can win each: live while a bet can be called, main and side once not', () => {
    const s = steps();
    expect(s[0]?.pots).toEqual([{ label: 'Pot', amount: 150, eligible: ['Ana', 'Ben', 'Cai'] }]);
    expect(s[2]?.pots).toEqual([{ label: 'Pot', amount: 3150, eligible: ['Ana', 'Ben', 'Cai'] }]);
    // Cai's 2,000 nobody called is on its way back, in no pot.
    expect(s[4]?.pots).toEqual([
      { label: 'Main pot', amount: 1500, eligible: ['Ana', 'Ben', 'Cai'] },
      { label: 'Side pot', amount: 1000, eligible: ['Ben', 'Cai'] },
    ]);
    const end = s.at(-1);
    expect(end?.pots.map((p) => [p.label, p.amount, p.winners])).toEqual([
      ['Main pot', 1500, ['Ana']],
      ['Side pot', 1000, ['Ben']],
    ]);
  });

  it('at the showdown: the chips won, the hands named, the stacks after, the bet given back', () => {
    const end = steps().at(-1);
    expect(end?.seats.map((s) => [s.stack, s.bet, s.won, s.handName, s.returned, s.toAct, s.odds])).toEqual([
      [1500, 0, 1500, 'One Pair, Aces', undefined, false, undefined],
      [1000, 0, 1000, 'One Pair, Kings', undefined, false, undefined],
      [2000, 0, 0, 'One Pair, Queens', 2000, false, undefined],
    ]);
  });

  it("puts odds beside the players still contesting once every one's cards are known, asking once a board", () => {
    calls.length = 0;
    const s = steps();
    expect(s[0]?.seats.every((seat) => seat.odds === undefined)).toBe(true);
    expect(s[1]?.seats.map((seat) => seat.odds?.win)).toEqual([1 / 6, 2 / 6, 3 / 6]);
    expect(s[7]?.seats.map((seat) => seat.odds?.win)).toEqual([1 / 6, 2 / 6, 3 / 6]);
    // The real odds are remembered per board (odds.ts): here every step asks, with the cards it has.
    expect(new Set(calls)).toEqual(new Set(['012|', '012|2c7s9h', '012|2c7s9hTs', '012|2c7s9hTs3c']));
  });

  it('leaves odds out while a contesting player has cards nobody saw, and for a folded player', () => {
    const input = hand([
      'd dh p1 AhAd',
      'd dh p2 ????',
      'd dh p3 QhQd',
      'd dh p4 7c2d',
      'p3 f',
      'p4 f',
      'p1 cbr 300',
      'p2 f',
    ]);
    const s = steps(input);
    expect(s.every((x) => x.seats.every((seat) => seat.odds === undefined))).toBe(true);
    const open = hand([
      ...['d dh p1 AhAd', 'd dh p2 KsKd', 'd dh p3 QhQd', 'd dh p4 7c2d', 'p3 f', 'p4 cc', 'p1 cc', 'p2 cc'],
      ...checkedDown(['p1', 'p2', 'p4'], ['p1AhAd', 'p2KsKd', 'p47c2d']),
    ]);
    const folded = steps(open)[3];
    expect(folded?.seats.map((seat) => seat.odds === undefined)).toEqual([false, false, true, false]);
  });

  it('gives exact odds through odds.ts, the same every build', () => {
    const s = steps(ALL_IN, rememberedEquities);
    const flop = s.find((x) => x.kind === 'board');
    const wins = flop?.seats.map((seat) => seat.odds?.win ?? 0) ?? [];
    expect(wins.reduce((a, b) => a + b, 0) + (flop?.seats[0]?.odds?.tie ?? 0)).toBeLessThanOrEqual(1.0001);
    expect(wins[0]).toBeGreaterThan(0.8);
  });

  it('names positions: heads-up the big blind and the button who posts the small blind; a straddle', () => {
    const headsUp = hand(['d dh p1 AhAd', 'd dh p2 KhKd', 'p2 f'], { players: ['Ana', 'Ben'] });
    const [start, deal] = steps(headsUp);
    expect(start?.seats.map((s) => [s.tags, s.button, s.bet])).toEqual([
      [['BB'], false, 100],
      [['BTN', 'SB'], true, 50],
    ]);
    // Heads-up the button acts first before the flop.
    expect(deal?.seats.map((s) => s.toAct)).toEqual([false, true]);
    const straddle = hand(['d dh p1 AhAd', 'd dh p2 KhKd', 'd dh p3 QhQd', 'd dh p4 JhJd'], {
      blindsOrStraddles: [50, 100, 200, 0],
      antes: [0, 100, 0, 0],
    });
    const straddled = replayHand({ ...straddle, actions: [...straddle.actions, 'p4 f', 'p1 f', 'p2 f'] });
    const first = tableSteps(straddled, straddle.players, straddle, fakeOdds)[0];
    expect(first?.seats.map((s) => [s.tags.join(' '), s.bet, s.ante])).toEqual([
      ['SB', 50, 0],
      ['BB', 100, 100],
      ['STR', 200, 0],
      ['BTN', 0, 0],
    ]);
    expect(first?.says).toBe('The blinds and antes are in: 50/100, straddle 200, big-blind ante 100');
  });
});

describe('streetSteps', () => {
  it("maps each street's lines of text to the steps that bring them", () => {
    const s = steps();
    expect(streetSteps(s, 'preflop')).toEqual({ first: 1, last: 5, dealt: 2, actions: [3, 4, 5], reveals: [] });
    expect(streetSteps(s, 'flop')).toEqual({ first: 6, last: 6, dealt: 6, actions: [], reveals: [] });
    expect(streetSteps(s, 'river')).toEqual({ first: 8, last: 11, dealt: 8, actions: [], reveals: [9, 10, 11] });
    expect(streetSteps(s, 'showdown')).toMatchObject({ first: 12, last: 12 });
  });
});

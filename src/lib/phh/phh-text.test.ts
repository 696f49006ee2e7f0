import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { phhHandInput, readPhhText, toPhh } from './phh-text.ts';
import { replayHand } from '../poker/replay.ts';
import { hand as testHand } from '../poker/test-hands.ts';

const hand = testHand(
  [
    'd dh p1 AcKd',
    'd dh p2 AsKh',
    'd dh p3 9h9c',
    'p3 cbr 5000 # open',
    'p1 cbr 16000',
    'p2 cc',
    'p3 f',
    'd db Kc8d3s',
    'p1 cc',
    'p2 cc',
    'd db 2c',
    'p1 cc',
    'p2 cc',
    'd db 8h',
    'p1 cc',
    'p2 cc',
    'p1 sm AcKd',
    'p2 sm AsKh',
  ],
  { players: ['ann', 'bob', 'cat'], startingStacks: [150000, 90000, 110000], blinds: [1000, 2000], ante: 200 },
);
const stacks = replayHand(hand).showdown.stacks;
const context = {
  names: ['Ann Able', 'Bob Baker', 'Cat Cole'],
  finishingStacks: stacks,
  title: 'Big Slick Against Big Slick',
  event: 'The Last Stack, Season 1',
  episode: 'EP02: First Blood',
  airDate: '2026-01-13T20:00:00-05:00',
  url: 'https://thelaststack.tv/episodes/ep02-first-blood/hands/split/',
};

describe('PHH export', () => {
  const text = toPhh(hand, context);
  const doc = parse(text) as Record<string, unknown>;

  it("writes PHH's required fields for no-limit hold'em as the replay used them, the stacks it reached, and the players, event and air date", () => {
    expect(doc).toMatchObject({
      variant: 'NT',
      ante_trimming_status: false,
      antes: [200, 200, 200],
      blinds_or_straddles: [1000, 2000, 0],
      min_bet: 2000,
      starting_stacks: [150000, 90000, 110000],
      actions: hand.actions,
      players: context.names,
      finishing_stacks: stacks,
      event: context.event,
      url: context.url,
      day: 13,
      month: 1,
      year: 2026,
      _title: 'Big Slick Against Big Slick',
      _episode: 'EP02: First Blood',
    });
  });

  it('reads back to a hand that replays to the same stacks', () => {
    const back = phhHandInput(readPhhText(text));
    expect(back.names).toEqual(context.names);
    expect(replayHand(back).showdown.stacks).toEqual(stacks);
    expect(back.anteTrimming).toBe(false);
  });

  it('writes per-player antes and forced bets as they are: a big-blind ante and a straddle', () => {
    const forced = { antes: [0, 2000, 0, 0], blindsOrStraddles: [1000, 2000, 4000, 0], anteTrimming: true };
    const written = parse(toPhh({ ...hand, ...forced, players: ['a', 'b', 'c', 'd'] }, context));
    expect(written).toMatchObject({
      antes: [0, 2000, 0, 0],
      blinds_or_straddles: [1000, 2000, 4000, 0],
      ante_trimming_status: true,
    });
  });
});

/**
 * Hands as PHH's reference implementation (PokerKit, uoftcprg/pokerkit) plays them: final stacks
 * PokerKit reaches for the same text, each checked here against our replay.
 */
describe('PHH as PokerKit reads it', () => {
  // The first televised million-dollar pot (Full Tilt Million Dollar Cash Game, 2009), as phh-std's
  // examples write it: both players table their cards on the turn, before the river is dealt.
  const dwanIvey = `
variant = "NT"
ante_trimming_status = true
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 553500]
actions = [
  "d dh p1 Ac2d", "d dh p2 ????", "d dh p3 7h6h",
  "p3 cbr 7000", "p1 cbr 23000", "p2 f", "p3 cc",
  "d db Jc3d5c", "p1 cbr 35000", "p3 cc",
  "d db 4h", "p1 cbr 90000", "p3 cbr 232600", "p1 cbr 1067100", "p3 cc",
  "p1 sm Ac2d", "p3 sm 7h6h",
  "d db Jh",
]
players = ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
`;

  it('Dwan and Ivey, cards tabled before the river: PokerKit reaches [572100, 1997500, 1109500]', () => {
    const replay = replayHand(phhHandInput(readPhhText(dwanIvey)));
    expect(replay.showdown.stacks).toEqual([572100, 1997500, 1109500]);
    // Ivey's uncalled 572,100 over Dwan's all-in goes back when the river comes.
    expect(replay.showdown.returned).toEqual({ player: 0, amount: 572100 });
    expect(replay.streets.find((s) => s.street === 'turn')?.reveals).toHaveLength(2);
  });
});

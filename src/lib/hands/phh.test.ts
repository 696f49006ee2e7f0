import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { fromPhh, toPhh } from './phh.ts';
import { replayHand, type HandInput } from './replay.ts';

const hand: HandInput = {
  players: ['ann', 'bob', 'cat'],
  startingStacks: [150000, 90000, 110000],
  blinds: [1000, 2000],
  ante: 200,
  actions: [
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
};
const context = {
  names: ['Ann Able', 'Bob Baker', 'Cat Cole'],
  event: 'The Last Stack, Season 1',
  episode: 'EP02: First Blood',
  airDate: '2026-01-13T20:00:00-05:00',
  url: 'https://thelaststack.tv/episodes/ep02-first-blood/hands/split/',
};

describe('PHH export', () => {
  const text = toPhh(hand, context);
  const doc = parse(text) as Record<string, unknown>;

  it("writes PHH's required fields for no-limit hold'em, and the players, event and air date", () => {
    expect(doc).toMatchObject({
      variant: 'NT',
      antes: [200, 200, 200],
      blinds_or_straddles: [1000, 2000, 0],
      min_bet: 2000,
      starting_stacks: [150000, 90000, 110000],
      actions: hand.actions,
      players: context.names,
      event: context.event,
      url: context.url,
      day: 13,
      month: 1,
      year: 2026,
      _episode: 'EP02: First Blood',
    });
  });

  it('reads back to a hand that replays to the same stacks', () => {
    const back = fromPhh(text);
    expect(back.names).toEqual(context.names);
    expect(replayHand(back).showdown.stacks).toEqual(replayHand(hand).showdown.stacks);
  });

  it('leaves antes at zero without an ante', () => {
    const plain = parse(toPhh({ ...hand, ante: undefined }, context)) as Record<string, unknown>;
    expect(plain['antes']).toEqual([0, 0, 0]);
    expect(fromPhh(toPhh({ ...hand, ante: undefined }, context)).ante).toBeUndefined();
  });
});

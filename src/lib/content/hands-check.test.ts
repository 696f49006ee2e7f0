import { describe, expect, it } from 'vitest';
import type { HandData } from './hand-schema.ts';
import { checkHands, type HandsContext, type HandsEntry } from './hands-check.ts';
import { formatProblem } from './problem.ts';

const ctx: HandsContext = { cast: new Set(['host', 'ann', 'bob', 'cat', 'dan']), host: 'host' };
const file = (n: number) => `content/episodes/ep0${n}.yaml`;
/** A hand the replay accepts: cat raises, everyone folds. */
const hand = (overrides: Partial<HandData> = {}): HandData => ({
  id: 'steal',
  title: 'A Steal',
  players: ['ann', 'bob', 'cat'],
  startingStacks: [10000, 10000, 10000],
  blinds: [100, 200],
  actions: ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AhKd', 'p3 cbr 600', 'p1 f', 'p2 f'],
  ...overrides,
});
const ep = (n: number, more: Partial<HandsEntry> = {}): HandsEntry => ({
  file: file(n),
  number: n,
  airDate: `2026-01-0${n}T20:00:00-05:00`,
  ...more,
});
const messages = (entries: HandsEntry[]) => checkHands(entries, ctx).map(formatProblem);

describe('checkHands', () => {
  it('accepts a hand that plays as written, by players still in', () => {
    expect(messages([ep(1, { hands: [hand()] })])).toEqual([]);
  });

  it('refuses an unknown slug, the host and a player out in an earlier episode', () => {
    const entries = [ep(1, { eliminated: ['dan'] }), ep(2, { hands: [hand({ players: ['zed', 'host', 'dan'] })] })];
    expect(messages(entries)).toEqual([
      'content/episodes/ep02.yaml: hands[0].players[0]: (hand "steal") no cast member "zed"',
      'content/episodes/ep02.yaml: hands[0].players[1]: (hand "steal") "host" is the host, not a player',
      'content/episodes/ep02.yaml: hands[0].players[2]: (hand "steal") "dan" went out in an earlier episode (content/episodes/ep01.yaml)',
    ]);
    // Out in the same episode is fine: the hand may be the one they went out in.
    expect(messages([ep(1, { eliminated: ['ann'], hands: [hand()] })])).toEqual([]);
  });

  it('refuses stacks that do not match the players, and a duplicate id', () => {
    expect(messages([ep(1, { hands: [hand({ startingStacks: [10000, 10000] })] })])).toEqual([
      'content/episodes/ep01.yaml: hands[0].startingStacks: (hand "steal") has 2 stacks for 3 players: one each, in the order of players',
    ]);
    expect(messages([ep(1, { hands: [hand(), hand()] })])).toEqual([
      'content/episodes/ep01.yaml: hands[1].id: (hand "steal") duplicate id "steal" in this episode',
    ]);
  });

  it('names a bad action by its position and text, with what the replay found', () => {
    const [problem] = messages([
      ep(1, { hands: [hand({ actions: ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AhKd', 'p1 cbr 600'] })] }),
    ]);
    expect(problem).toMatch(
      /^content\/episodes\/ep01\.yaml: hands\[0\]\.actions\[3\]: \(hand "steal"\) "p1 cbr 600": out of turn/,
    );
  });

  it('refuses key hands on an episode without an airDate', () => {
    expect(messages([ep(1, { airDate: undefined, hands: [hand()] })])).toEqual([
      'content/episodes/ep01.yaml: hands: key hands need the airDate of the episode they were played in',
    ]);
  });
});

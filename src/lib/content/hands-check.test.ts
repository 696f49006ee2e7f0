import { describe, expect, it } from 'vitest';
import type { KeyHandData } from '../key-hand/key-hand.ts';
import { handSchema, yamlKeyHand, type HandData } from './hand-schema.ts';
import { checkHands, type HandsContext, type HandsEntry, type HandSource } from './hands-check.ts';
import { phhKeyHand, phhHandSchema } from '../phh/phh-hand.ts';
import { formatProblem } from './problem.ts';

const ctx: HandsContext = {
  cast: new Map([
    ['host', 'The Host'],
    ['ann', 'Ann Ávila'],
    ['bob', 'Bob Brown'],
    ['cat', 'Cat Cole'],
    ['dan', 'Dan Dale'],
  ]),
  host: 'host',
  videoSite: 'https://www.youtube.com/@TheLastStackTV',
};
const file = (n: number) => `content/episodes/ep0${n}.yaml`;
/** A hand the replay accepts: cat raises, everyone folds. */
const data = (overrides: Partial<HandData> = {}): HandData => ({
  anteTrimming: false,
  id: 'steal',
  title: 'A Steal',
  players: ['ann', 'bob', 'cat'],
  startingStacks: [10000, 10000, 10000],
  blinds: [100, 200],
  actions: ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AhKd', 'p3 cbr 600', 'p1 f', 'p2 f'],
  ...overrides,
});
const yaml = (n: number, hands: HandData[]): HandSource[] =>
  hands.map((h, i) => ({ hand: yamlKeyHand(h), file: file(n), fieldPrefix: `hands[${i}].`, spelling: 'yaml' }));
const phh = (id: string, doc: Record<string, unknown>): HandSource => {
  const parsed = phhHandSchema.parse({
    variant: 'NT',
    antes: [0, 0, 0],
    blinds_or_straddles: [100, 200, 0],
    min_bet: 200,
    starting_stacks: [10000, 10000, 10000],
    actions: ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AhKd', 'p3 cbr 600', 'p1 f', 'p2 f'],
    players: ['Ann Ávila', 'bob', 'Cat Cole'],
    _title: 'A Steal',
    ...doc,
  });
  return { hand: phhKeyHand(id, parsed), file: `content/hands/ep01/${id}.phh`, fieldPrefix: '', spelling: 'phh' };
};
const ep = (n: number, more: Partial<HandsEntry> = {}): HandsEntry => ({
  file: file(n),
  number: n,
  airDate: `2026-01-0${n}T20:00:00-05:00`,
  hands: [],
  ...more,
});
const messages = (entries: HandsEntry[]) => checkHands(entries, ctx).map(formatProblem);

describe('checkHands', () => {
  it('accepts a hand that plays as written, by players still in, YAML or PHH (slugs or exact names)', () => {
    expect(messages([ep(1, { hands: [...yaml(1, [data()]), phh('steal-again', {})] })])).toEqual([]);
  });

  it('refuses an unknown player, the host and a player out in an earlier episode', () => {
    const entries = [
      ep(1, { eliminated: ['dan'] }),
      ep(2, { hands: yaml(2, [data({ players: ['zed', 'host', 'dan'] })]) }),
    ];
    expect(messages(entries)).toEqual([
      'content/episodes/ep02.yaml: hands[0].players[0]: (hand "steal") no cast member "zed" (write a cast slug or the exact cast name)',
      'content/episodes/ep02.yaml: hands[0].players[1]: (hand "steal") "host" is the host, not a player',
      'content/episodes/ep02.yaml: hands[0].players[2]: (hand "steal") "dan" went out in an earlier episode (content/episodes/ep01.yaml)',
    ]);
    // A name must be exact: accents included.
    expect(messages([ep(1, { hands: [phh('steal', { players: ['Ann Avila', 'bob', 'cat'] })] })])).toEqual([
      'content/hands/ep01/steal.phh: players[0]: (hand "steal") no cast member "Ann Avila" (write a cast slug or the exact cast name)',
    ]);
    // Out in the same episode is fine: the hand may be the one they went out in.
    expect(messages([ep(1, { eliminated: ['ann'], hands: yaml(1, [data()]) })])).toEqual([]);
  });

  it('refuses stacks that do not match the players, as each file spells the field, and a duplicate id', () => {
    expect(messages([ep(1, { hands: yaml(1, [data({ startingStacks: [10000, 10000] })]) })])).toEqual([
      'content/episodes/ep01.yaml: hands[0].startingStacks: (hand "steal") has 2 values for 3 players: one each, in seat order',
    ]);
    expect(messages([ep(1, { hands: [phh('steal', { starting_stacks: [10000, 10000] })] })])).toEqual([
      'content/hands/ep01/steal.phh: starting_stacks: (hand "steal") has 2 values for 3 players: one each, in seat order',
    ]);
    expect(messages([ep(1, { hands: [...yaml(1, [data()]), phh('steal', {})] })])).toEqual([
      'content/hands/ep01/steal.phh: (hand "steal") duplicate id "steal" in this episode (also content/episodes/ep01.yaml)',
    ]);
  });

  it('names a bad action by its position and text, with what the replay found', () => {
    const [problem] = messages([
      ep(1, { hands: yaml(1, [data({ actions: ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AhKd', 'p1 cbr 600'] })]) }),
    ]);
    expect(problem).toMatch(
      /^content\/episodes\/ep01\.yaml: hands\[0\]\.actions\[3\]: \(hand "steal"\) "p1 cbr 600": out of turn/,
    );
  });

  it('refuses a PHH file whose finishing_stacks are not where the replay ends, naming both', () => {
    expect(messages([ep(1, { hands: [phh('steal', { finishing_stacks: [9900, 9800, 10300] })] })])).toEqual([]);
    expect(messages([ep(1, { hands: [phh('steal', { finishing_stacks: [9900, 9800, 10200] })] })])).toEqual([
      'content/hands/ep01/steal.phh: finishing_stacks: (hand "steal") the replay ends at [9,900, 9,800, 10,300], but the file says [9,900, 9,800, 10,200]',
    ]);
  });

  it("refuses a clip that is not on the site's video site, in either form; the schema refuses a malformed one", () => {
    const clip = 'https://youtu.be/dQw4w9WgXcQ?t=754';
    expect(messages([ep(1, { hands: [...yaml(1, [data({ clip })]), phh('steal-again', { _clip: clip })] })])).toEqual(
      [],
    );
    const elsewhere = { ...ctx, videoSite: 'https://video.example.com/thelaststack' };
    expect(
      checkHands(
        [ep(1, { hands: [...yaml(1, [data({ clip })]), phh('steal-again', { _clip: clip })] })],
        elsewhere,
      ).map(formatProblem),
    ).toEqual([
      'content/episodes/ep01.yaml: hands[0].clip: (hand "steal") must be on the site\'s video site, https://video.example.com/thelaststack (site.yaml partners.videoSite)',
      'content/hands/ep01/steal-again.phh: _clip: (hand "steal-again") must be on the site\'s video site, https://video.example.com/thelaststack (site.yaml partners.videoSite)',
    ]);
    expect(
      handSchema.safeParse({ ...data(), clip: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['clip'],
        message: expect.stringContaining('needs the time the hand starts (t=)'),
      }),
    ]);
    expect(() => phh('x', { _clip: 'https://vimeo.com/1?t=2' })).toThrow('must be a YouTube video');
  });

  it('refuses key hands on an episode without an airDate', () => {
    expect(messages([ep(1, { airDate: undefined, hands: yaml(1, [data()]) })])).toEqual([
      'content/episodes/ep01.yaml: hands[0]: (hand "steal") key hands need the airDate of the episode they were played in (content/episodes/ep01.yaml)',
    ]);
  });
});

describe('a hand read from either form', () => {
  it('gives YAML hands PHH’s defaults: per-player antes and blinds, min_bet the big blind, no trimming', () => {
    const hand: KeyHandData = yamlKeyHand(data({ ante: 25 }));
    expect(hand.input).toMatchObject({
      antes: [25, 25, 25],
      blindsOrStraddles: [100, 200, 0],
      minBet: 200,
      anteTrimming: false,
    });
  });
});

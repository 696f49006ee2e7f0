/** The key-hand list: newest season and episode first, an episode's hands as played, and what each shows. */
import { describe, expect, it } from 'vitest';
import { handList, handListPages, seasonsWords, type HandListInput } from './hand-list.ts';
import { replayHand, type HandInput } from '../poker/replay.ts';
import { splitPot, threeWayAllIn } from '../poker/test-hands.ts';

const players = ['ana', 'ben', 'cai'].map((slug) => ({ slug, name: slug[0]?.toUpperCase() + slug.slice(1) }));
const input = (path: string, season: number, episode: string, hand: HandInput): HandListInput => ({
  path,
  title: path,
  season,
  episode,
  episodeLabel: `S${season} ${episode}`,
  episodeTitle: episode,
  players,
  forced: hand,
  replay: replayHand(hand),
});

describe('handList', () => {
  const list = handList([
    input('/a/', 1, 'ep01', threeWayAllIn()),
    input('/b/', 1, 'ep01', splitPot()),
    input('/c/', 1, 'ep02', splitPot()),
    input('/d/', 2, 'ep01', threeWayAllIn()),
  ]);

  it('groups newest season and episode first, an episode in the order its hands were played', () => {
    expect(
      list.map((s) => [s.season, s.episodes.map((e) => [e.episode, e.hands.map((h) => [h.path, h.order])])]),
    ).toEqual([
      [2, [['ep01', [['/d/', 0]]]]],
      [
        1,
        [
          ['ep02', [['/c/', 1]]],
          [
            'ep01',
            [
              ['/a/', 2],
              ['/b/', 3],
            ],
          ],
        ],
      ],
    ]);
  });

  it('shows the pot, where it ended and how, and keeps who took it for the disclosure', () => {
    const [allIn] = list[0]?.episodes[0]?.hands ?? [];
    expect(allIn).toMatchObject({
      potWords: '2,500 chips (25 BB)',
      ended: 'Ended on the river',
      showdown: true,
      allIn: true,
      result: ['Ana took 1,500 chips with One Pair, Aces.', 'Ben took 1,000 chips with One Pair, Kings.'],
    });
    const split = list[1]?.episodes[1]?.hands[1];
    expect(split).toMatchObject({ potWords: '63 chips (6.3 BB)', allIn: false });
    expect(split?.result).toEqual(['Ana took 32 chips with Royal Flush.', 'Cai took 31 chips with Royal Flush.']);
  });
});

describe('handListPages', () => {
  const seasons = (...sizes: number[]) =>
    handList(
      sizes.flatMap((size, i) =>
        Array.from({ length: size }, (_, k) => input(`/s${i + 1}/${k}/`, i + 1, 'ep01', splitPot())),
      ),
    );
  const numbers = ({ front, rest }: ReturnType<typeof handListPages>) => [
    front.map((s) => s.season),
    rest.map((s) => s.season),
  ];

  it('keeps the newest seasons on /hands/ while they fit, an earlier season on a page of its own', () => {
    expect(numbers(handListPages(seasons(20, 30, 10), 60))).toEqual([[3, 2, 1], []]);
    expect(numbers(handListPages(seasons(40, 30, 10), 60))).toEqual([[3, 2], [1]]);
    expect(numbers(handListPages(seasons(40, 30, 50), 60))).toEqual([[3], [2, 1]]);
  });

  it('always holds the newest season, however many hands it has', () => {
    expect(numbers(handListPages(seasons(5, 80), 60))).toEqual([[2], [1]]);
  });
});

describe('seasonsWords', () => {
  it('names one season, two, and more with commas and "and"', () => {
    expect(seasonsWords([3])).toBe('Season 3');
    expect(seasonsWords([3, 2])).toBe('Seasons 3 and 2');
    expect(seasonsWords([3, 2, 1])).toBe('Seasons 3, 2 and 1');
  });
});

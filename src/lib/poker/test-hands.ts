/** Hands for the tests of this folder: four 10,000-chip stacks at 50/100, a hand checked down to the river, a three-way all-in. */
import type { HandInput } from './replay.ts';

/** Overrides of a test hand; `blinds` and `ante` are shorthands for the per-player PHH arrays. */
type Overrides = Partial<HandInput> & { blinds?: readonly [number, number]; ante?: number };

export const hand = (actions: string[], { blinds, ante, ...input }: Overrides = {}): HandInput => {
  const players = input.players ?? ['Ana', 'Ben', 'Cai', 'Dee'];
  const [small, big] = blinds ?? [50, 100];
  return {
    players,
    startingStacks: players.map(() => 10_000),
    antes: players.map(() => ante ?? 0),
    blindsOrStraddles: players.map((_, i) => [small, big][i] ?? 0),
    minBet: big,
    anteTrimming: false,
    actions,
    ...input,
  };
};

/** The rest of a hand checked down: each street dealt and checked by `players`, then the shows. */
export const checkedDown = (players: string[], shows: string[]) => [
  ...['3h7d9s', 'Tc', 'Jd'].flatMap((cards) => [`d db ${cards}`, ...players.map((p) => `${p} cc`)]),
  ...shows.map((show) => `${show.slice(0, 2)} sm ${show.slice(2)}`),
];

/** Three all in before the flop, short stack first: a side pot won by another player than the main pot, the excess returned. */
export const threeWayAllIn = (): HandInput =>
  hand(
    [
      'd dh p1 AhAd',
      'd dh p2 KhKd',
      'd dh p3 QhQd',
      'p3 cbr 3000 # the shove',
      'p1 cc',
      'p2 cc',
      'd db 2c7s9h',
      'd db Ts',
      'd db 3c',
      'p1 sm AhAd',
      'p2 sm KhKd',
      'p3 sm QhQd',
    ],
    { players: ['Ana', 'Ben', 'Cai'], startingStacks: [500, 1000, 3000] },
  );

/**
 * A split: Ana and Cai play the royal flush on the board to the river at 5/10 with a 1 ante, Ben
 * folds his blind; 63 in the middle, 32 to Ana (the odd chip, the earlier seat) and 31 to Cai.
 */
export const splitPot = (): HandInput =>
  hand(
    [
      'd dh p1 2c3d',
      'd dh p2 4h5h',
      'd dh p3 2d3c',
      'p3 cbr 25',
      'p1 cc',
      'p2 f',
      'd db AsKsQs',
      'p1 cc',
      'p3 cc',
      'd db Js',
      'p1 cc',
      'p3 cc',
      'd db Ts',
      'p1 cc',
      'p3 cc',
      'p3 sm 2d3c',
      'p1 sm 2c3d',
    ],
    { players: ['Ana', 'Ben', 'Cai'], startingStacks: [1000, 1000, 1000], blinds: [5, 10], ante: 1 },
  );

/** Hands for the tests of this folder: four 10,000-chip stacks at 50/100, and a hand checked down to the river. */
import type { HandInput } from './replay.ts';

export const hand = (actions: string[], input: Partial<HandInput> = {}): HandInput => {
  const players = input.players ?? ['Ana', 'Ben', 'Cai', 'Dee'];
  return { players, startingStacks: players.map(() => 10_000), blinds: [50, 100], actions, ...input };
};

/** The rest of a hand checked down: each street dealt and checked by `players`, then the shows. */
export const checkedDown = (players: string[], shows: string[]) => [
  ...['3h7d9s', 'Tc', 'Jd'].flatMap((cards) => [`d db ${cards}`, ...players.map((p) => `${p} cc`)]),
  ...shows.map((show) => `${show.slice(0, 2)} sm ${show.slice(2)}`),
];

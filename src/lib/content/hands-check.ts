/**
 * The content check's rules for key hands (episodes/<slug>.yaml `hands`), across files: who may sit
 * at the table (a cast member, not the host, not a player out in an earlier episode), and whether
 * the hand can be played as written, by replaying it (lib/hands/replay.ts). Each problem names the
 * file, the hand by its id and position, and a bad action by its position and text.
 */
import { HandError, replayHand } from '../hands/replay.ts';
import type { HandData } from './hand-schema.ts';
import type { Problem } from './problem.ts';

export interface HandsEntry {
  file: string;
  number: number;
  airDate?: string | undefined;
  eliminated?: readonly string[] | undefined;
  hands?: readonly HandData[] | undefined;
}

export interface HandsContext {
  /** Every cast slug. */
  cast: ReadonlySet<string>;
  host: string;
}

export function checkHands(entries: readonly HandsEntry[], ctx: HandsContext): Problem[] {
  const problems: Problem[] = [];
  /** Who went out in an episode before the one being read, and where. */
  const outBefore = new Map<string, string>();
  for (const e of [...entries].sort((a, b) => a.number - b.number)) {
    const hands = e.hands ?? [];
    if (hands.length > 0 && e.airDate === undefined) {
      problems.push({
        file: e.file,
        field: 'hands',
        message: 'key hands need the airDate of the episode they were played in',
      });
    }
    const ids = new Set<string>();
    hands.forEach((hand, h) => {
      const at = `hands[${h}]`;
      const problem = (field: string, message: string) =>
        problems.push({
          file: e.file,
          field: field ? `${at}.${field}` : at,
          message: `(hand "${hand.id}") ${message}`,
        });
      if (ids.has(hand.id)) problem('id', `duplicate id "${hand.id}" in this episode`);
      ids.add(hand.id);
      hand.players.forEach((slug, i) => {
        if (!ctx.cast.has(slug)) problem(`players[${i}]`, `no cast member "${slug}"`);
        else if (slug === ctx.host) problem(`players[${i}]`, `"${slug}" is the host, not a player`);
        else if (outBefore.has(slug))
          problem(`players[${i}]`, `"${slug}" went out in an earlier episode (${outBefore.get(slug)})`);
      });
      if (new Set(hand.players).size !== hand.players.length) problem('players', 'lists a player twice');
      if (hand.startingStacks.length !== hand.players.length) {
        problem(
          'startingStacks',
          `has ${hand.startingStacks.length} stacks for ${hand.players.length} players: one each, in the order of players`,
        );
        return;
      }
      try {
        replayHand(hand);
      } catch (error) {
        if (!(error instanceof HandError)) throw error;
        const action = error.action;
        if (action) problem(`actions[${action.index}]`, `"${action.text}": ${error.message}`);
        else problem('', error.message);
      }
    });
    for (const slug of e.eliminated ?? []) if (!outBefore.has(slug)) outBefore.set(slug, e.file);
  }
  return problems;
}

/**
 * The shape of an episode's key hands written in YAML (episodes/<slug>.yaml `hands`), in the field
 * names tooling outside the repo writes, and the replay's input they stand for. The fields mirror
 * PHH's (uoftcprg/phh-std): `antes` and `blindsOrStraddles` one value per player, `minBet`,
 * `anteTrimming`; today's `blinds: [small, big]` and uniform `ante` still read. A hand can also be
 * a PHH file of its own (lib/phh/phh-hand.ts); both read into the same key hand
 * (lib/key-hand/key-hand.ts). The rules of the game (turns, bets, cards) are the replay's
 * (lib/poker/replay.ts), checked across files by lib/content/hands-check.ts.
 */
import { z } from 'astro/zod';
import { clipSchema, MOST_SEATS, type KeyHandData } from '../key-hand/key-hand.ts';
import type { HandInput } from '../poker/replay.ts';

const text = () => z.string().trim().min(1, 'must not be empty');
const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase hyphenated slug');
const WHOLE = 'must be whole chips (tournament chips are whole)';
const wholeChips = () => z.number().int(WHOLE).positive('must be more than 0');
const chipsOrNone = () => z.number().int(WHOLE).nonnegative('must be 0 or more');

export const handSchema = z
  .strictObject({
    /** Unique within its episode; the hand's part of its URL. */
    id: slug(),
    title: text(),
    /** One or two sentences, shown before the hand is opened: nothing that gives the result away. */
    summary: text().optional(),
    /** The hand on the video site, from where it starts: the page offers "Watch this hand". */
    clip: clipSchema().optional(),
    /** Cast slugs in seat order, from the first seat left of the button to the button (PHH's order). */
    players: z
      .array(slug())
      .min(2, 'must list at least 2 players')
      .max(MOST_SEATS, `a table seats at most ${MOST_SEATS} players`),
    /** Chips each player starts the hand with, in the order of `players`. */
    startingStacks: z.array(wholeChips()),
    /** [small blind, big blind]: the common case of `blindsOrStraddles`. */
    blinds: z.tuple([wholeChips(), wholeChips()], 'must be [small blind, big blind]').optional(),
    /** PHH's blinds_or_straddles: one forced bet per player ([1000, 2000, 4000, 0] straddles). */
    blindsOrStraddles: z.array(chipsOrNone()).optional(),
    /** The same ante for every player. */
    ante: wholeChips().optional(),
    /** PHH's antes: one per player ([0, 2000, 0, 0] is a big-blind ante). */
    antes: z.array(chipsOrNone()).optional(),
    /** PHH's ante_trimming_status (default false: antes are dead money every player still in can win). */
    anteTrimming: z.boolean().default(false),
    /** PHH's min_bet: the least bet (default: the big blind). */
    minBet: wholeChips().optional(),
    /** PHH action notation, one action a line ("d dh p1 AhKd", "p3 cbr 24000", "d db Kd7c2h"). */
    actions: z.array(z.string()).min(1, 'must list the actions'),
  })
  .superRefine((hand, ctx) => {
    const both = (a: string, b: string) =>
      ctx.addIssue({ code: 'custom', path: [b], message: `write ${a} or ${b}, not both` });
    if (hand.blinds && hand.blindsOrStraddles) both('blinds', 'blindsOrStraddles');
    if (!hand.blinds && !hand.blindsOrStraddles) {
      ctx.addIssue({ code: 'custom', path: ['blinds'], message: 'write blinds (or blindsOrStraddles)' });
    }
    if (hand.ante !== undefined && hand.antes) both('ante', 'antes');
  });

export type HandData = z.infer<typeof handSchema>;

/** The least bet a YAML hand implies: minBet, else the big blind (the second forced bet, or the largest). */
function minBetOf(hand: HandData, forced: readonly number[]): number {
  return hand.minBet ?? (forced[1] || Math.max(0, ...forced));
}

/** A YAML hand as the replay's input: per-player antes and forced bets, PHH's defaults where unset. */
export function yamlHandInput(hand: HandData): HandInput {
  const n = hand.players.length;
  const forced = hand.blindsOrStraddles ?? [...(hand.blinds ?? []), ...Array<number>(Math.max(0, n - 2)).fill(0)];
  return {
    players: hand.players,
    startingStacks: hand.startingStacks,
    antes: hand.antes ?? Array<number>(n).fill(hand.ante ?? 0),
    blindsOrStraddles: forced,
    minBet: minBetOf(hand, forced),
    anteTrimming: hand.anteTrimming,
    actions: hand.actions,
  };
}

export const yamlKeyHand = (hand: HandData): KeyHandData => ({
  id: hand.id,
  title: hand.title,
  summary: hand.summary,
  clip: hand.clip,
  players: hand.players,
  input: yamlHandInput(hand),
});

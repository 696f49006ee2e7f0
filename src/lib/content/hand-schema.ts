/**
 * The shape of an episode's key hands (episodes/<slug>.yaml `hands`), in the field names tooling
 * outside the repo writes. The rules of the game (turns, bets, cards) are the replay's
 * (lib/hands/replay.ts), checked across files by lib/content/hands-check.ts.
 */
import { z } from 'astro/zod';

const text = () => z.string().trim().min(1, 'must not be empty');
const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase hyphenated slug');
const wholeChips = () => z.number().int('must be whole chips').positive('must be more than 0');

export const handSchema = z.strictObject({
  /** Unique within its episode; the hand's part of its URL. */
  id: slug(),
  title: text(),
  /** One or two sentences, shown before the hand is opened: nothing that gives the result away. */
  summary: text().optional(),
  /** Cast slugs in seat order, from the small blind to the button (PHH's order). */
  players: z.array(slug()).min(2, 'must list at least 2 players'),
  /** Chips each player starts the hand with, in the order of `players`. */
  startingStacks: z.array(wholeChips()),
  blinds: z.tuple([wholeChips(), wholeChips()], 'must be [small blind, big blind]'),
  /** Chips each player antes, when the table plays with antes. */
  ante: wholeChips().optional(),
  /** PHH action notation, one action a line ("d dh p1 AhKd", "p3 cbr 24000", "d db Kd7c2h"). */
  actions: z.array(text()).min(1, 'must list the actions'),
});

export type HandData = z.infer<typeof handSchema>;

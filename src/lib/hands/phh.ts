/**
 * A key hand as a Poker Hand History file (PHH, the TOML format of uoftcprg/phh-std that PokerKit
 * reads): the required fields for no-limit hold'em (variant NT) from the content as written, and
 * the optional ones the site knows (players by name, the event, the air date). Written with
 * smol-toml, read back with it in the round-trip test.
 */
import { parse, stringify } from 'smol-toml';
import type { HandInput } from './replay.ts';

export interface PhhContext {
  /** The players' names, in seat order. */
  names: readonly string[];
  /** "The Last Stack, Season 1" */
  event: string;
  /** "EP02: First Blood": a user-defined field (PHH keeps names starting with "_" for those). */
  episode: string;
  /** The episode's air date, as written (the hand's day, month and year in its own zone). */
  airDate: string;
  /** The hand's page, absolute. */
  url: string;
}

export function toPhh(hand: HandInput, context: PhhContext): string {
  const seats = hand.players.length;
  const [year, month, day] = context.airDate.slice(0, 10).split('-').map(Number);
  const fields = {
    variant: 'NT',
    ante_trimming_status: false,
    antes: Array.from({ length: seats }, () => hand.ante ?? 0),
    blinds_or_straddles: [hand.blinds[0], hand.blinds[1], ...Array.from({ length: seats - 2 }, () => 0)],
    min_bet: hand.blinds[1],
    starting_stacks: [...hand.startingStacks],
    actions: [...hand.actions],
    players: [...context.names],
    event: context.event,
    url: context.url,
    day,
    month,
    year,
    _episode: context.episode,
  };
  return `${stringify(fields)}\n`;
}

/** A PHH file read back as the replay's input (the fields toPhh writes). */
export function fromPhh(text: string): HandInput & { names: string[] } {
  const doc = parse(text) as Record<string, unknown>;
  const numbers = (key: string) => doc[key] as number[];
  const antes = numbers('antes');
  const blinds = numbers('blinds_or_straddles');
  return {
    players: (doc['players'] as string[]).map((_, i) => `p${i + 1}`),
    names: doc['players'] as string[],
    startingStacks: numbers('starting_stacks'),
    blinds: [blinds[0] ?? 0, blinds[1] ?? 0],
    ante: antes.some((a) => a > 0) ? antes[0] : undefined,
    actions: doc['actions'] as string[],
  };
}

/**
 * Poker Hand History files (PHH, the TOML format of uoftcprg/phh-std that PokerKit reads), both ways:
 * a key hand written as the download beside its page, saying exactly what the replay did (the
 * forced bets per player, the ante trimming it applied, the stacks it reached), and a PHH document
 * read as the replay's input. Written with smol-toml, read back with it in the round-trip test.
 */
import { parse, stringify } from 'smol-toml';
import type { HandInput } from '../poker/replay.ts';

/** The only variant a key hand can be: no-limit Texas hold'em. */
export const NO_LIMIT_HOLDEM = 'NT';

export interface PhhContext {
  /** The players' names, in seat order. */
  names: readonly string[];
  /** The stacks after the hand, as the replay ended it. */
  finishingStacks: readonly number[];
  /** "The Last Stack, Season 1" */
  event: string;
  /** "Three Stacks in the Middle": a user-defined field (PHH keeps names starting with "_" for those). */
  title: string;
  /** "EP02: First Blood", also user-defined. */
  episode: string;
  /** The episode's air date, as written (the hand's day, month and year in its own zone). */
  airDate: string;
  /** The hand's page, absolute. */
  url: string;
}

/** The hand as a PHH file: the required fields for NT, then the optional ones the site knows. */
export function toPhh(hand: HandInput, context: PhhContext): string {
  const [year, month, day] = context.airDate.slice(0, 10).split('-').map(Number);
  const fields = {
    variant: NO_LIMIT_HOLDEM,
    ante_trimming_status: hand.anteTrimming,
    antes: [...hand.antes],
    blinds_or_straddles: [...hand.blindsOrStraddles],
    min_bet: hand.minBet,
    starting_stacks: [...hand.startingStacks],
    actions: [...hand.actions],
    players: [...context.names],
    finishing_stacks: [...context.finishingStacks],
    event: context.event,
    url: context.url,
    day,
    month,
    year,
    _title: context.title,
    _episode: context.episode,
  };
  return `${stringify(fields)}\n`;
}

/** A PHH file's text as a TOML table; throws Error naming the line when it is not TOML. */
export function readPhhText(text: string): Record<string, unknown> {
  return parse(text) as Record<string, unknown>;
}

/**
 * A PHH document as the replay's input. `players` keeps whatever the file calls them; the fields
 * must already have their PHH types (phh-hand.ts checks a content file's).
 */
export function phhHandInput(doc: Record<string, unknown>): HandInput & { names: string[] } {
  const numbers = (key: string) => (doc[key] as number[] | undefined) ?? [];
  const names = (doc['players'] as string[] | undefined) ?? numbers('starting_stacks').map((_, i) => `p${i + 1}`);
  return {
    players: names.map((_, i) => `p${i + 1}`),
    names,
    startingStacks: numbers('starting_stacks'),
    antes: numbers('antes'),
    blindsOrStraddles: numbers('blinds_or_straddles'),
    minBet: doc['min_bet'] as number,
    anteTrimming: doc['ante_trimming_status'] === true,
    actions: doc['actions'] as string[],
  };
}

/**
 * What a hand came to, read off its replay once: the pot, the street it ended on, whether it went to
 * a showdown and whether someone was all in there, who took chips and with what. The hand list
 * (/hands/) shows and filters by these, and the players' figures (lib/records) count by the same
 * rules, so a "showdown" is one thing on every page.
 */
import type { ForcedBets } from '../poker/forced-bets.ts';
import type { Replay, Seat, Street } from '../poker/replay.ts';

export interface HandFacts {
  /** Chips won from the pots (an uncalled bet given back is not in it). */
  pot: number;
  /** The pot in big blinds, to one decimal. */
  potBb: number;
  endedOn: Street;
  /** Two or more players still in at the end. */
  showdown: boolean;
  /** A showdown with a player all in (called, or calling, for all their chips). */
  allIn: boolean;
  /** Seats that took chips from a pot, in seat order. */
  winners: number[];
  /** The best shown hand among the winners of the main pot ("Flush, ace high"), when cards were shown. */
  winningHand: string | undefined;
}

/** The seats at the end of the hand: who folded, who was all in. */
export const finalSeats = (replay: Replay): readonly Seat[] => replay.steps.at(-1)?.seats ?? replay.start.seats;

/** Whether two or more players were still in when the hand ended. */
export const wentToShowdown = (replay: Replay): boolean =>
  finalSeats(replay).filter((s) => s.status !== 'folded').length >= 2;

/**
 * Whether `seat` was all in at any point (a shove covered only in part has its excess back, and is
 * 'in' again by the end).
 */
export const wasAllIn = (replay: Replay, seat: number): boolean =>
  replay.steps.some((step) => step.seats[seat]?.status === 'all-in');

/** What each seat took from the pots (uncalled chips given back are not won). */
export function collected(replay: Replay, seats: number): number[] {
  const taken = Array.from({ length: seats }, () => 0);
  for (const pot of replay.showdown.pots) {
    pot.winners.forEach((winner, i) => {
      taken[winner] = (taken[winner] ?? 0) + (pot.shares[i] ?? 0);
    });
  }
  return taken;
}

/** The big blind: the larger of the first two blinds (heads-up, PHH lists the big blind first). */
export const bigBlind = (forced: ForcedBets): number =>
  Math.max(forced.blindsOrStraddles[0] ?? 0, forced.blindsOrStraddles[1] ?? 0);

export function handFacts(replay: Replay, forced: ForcedBets): HandFacts {
  const seats = finalSeats(replay).length;
  const taken = collected(replay, seats);
  const pot = taken.reduce((sum, chips) => sum + chips, 0);
  const bb = bigBlind(forced);
  const showdown = wentToShowdown(replay);
  const stillIn = finalSeats(replay).flatMap((s, i) => (s.status === 'folded' ? [] : [i]));
  const mainWinners = replay.showdown.pots[0]?.winners ?? [];
  const shown = replay.showdown.hands.filter((h) => mainWinners.includes(h.player));
  return {
    pot,
    potBb: bb > 0 ? Math.round((pot / bb) * 10) / 10 : 0,
    endedOn: replay.streets.at(-1)?.street ?? 'preflop',
    showdown,
    allIn: showdown && stillIn.some((seat) => wasAllIn(replay, seat)),
    winners: taken.flatMap((chips, i) => (chips > 0 ? [i] : [])),
    winningHand: shown[0]?.name,
  };
}

/**
 * The chips a hand starts with in the middle, as PHH writes them: `antes` and `blinds_or_straddles`,
 * one value per player from the first seat left of the button (p1) to the button, and `min_bet`.
 * A big-blind ante is [0, 3, 0, ...], a button ante [0, ..., 10], an under-the-gun straddle
 * [1, 2, 4, 0, ...]. Heads-up, the standard reverses both arrays by rule: p2 is the button and posts
 * the small blind, p1 the big blind (and a big-blind ante written [0, 3] is p1's).
 *
 * What a seat actually posts is capped by its stack (the ante first, then the blind), and with
 * ante trimming on (`ante_trimming_status`) an ante larger than every other one is cut to the next
 * largest, as PHH's reference implementation (PokerKit) trims it when it collects the antes.
 */

export interface ForcedBets {
  /** Per player, PHH order. */
  antes: readonly number[];
  /** Per player, PHH order: the blinds, then any straddles. */
  blindsOrStraddles: readonly number[];
  /** The least opening bet, and the least raise increment until a larger one is made. */
  minBet: number;
  /**
   * PHH's `ante_trimming_status` (default false): when false, antes are dead money in the main pot
   * that every player still in can win; when true they count as each player's contribution, so a
   * player short of the ante wins only in proportion (and an ante above all others is cut back).
   */
  anteTrimming: boolean;
}

/** Each seat's forced bets as written, in seat order: the PHH arrays, reversed heads-up. */
export function writtenForSeats(forced: ForcedBets, players: number): { ante: number[]; blind: number[] } {
  const at = (values: readonly number[], seat: number) => values[players === 2 ? 1 - seat : seat] ?? 0;
  const seats = Array.from({ length: players }, (_, seat) => seat);
  return {
    ante: seats.map((seat) => at(forced.antes, seat)),
    blind: seats.map((seat) => at(forced.blindsOrStraddles, seat)),
  };
}

export interface Posted {
  /** The ante each seat puts in, after its stack and trimming. */
  ante: number[];
  /** The blind or straddle each seat puts in, after its stack and ante. */
  blind: number[];
}

/** What each seat posts from its starting stack: the ante first, then the blind or straddle. */
export function posted(forced: ForcedBets, stacks: readonly number[]): Posted {
  const written = writtenForSeats(forced, stacks.length);
  const ante = written.ante.map((a, seat) => Math.min(a, stacks[seat] ?? 0));
  if (forced.anteTrimming && ante.length > 1) {
    const [largest = 0, next = 0] = [...ante].sort((a, b) => b - a);
    if (largest > next) ante.forEach((a, seat) => (ante[seat] = Math.min(a, next)));
  }
  const blind = written.blind.map((b, seat) => Math.min(b, (stacks[seat] ?? 0) - (ante[seat] ?? 0)));
  return { ante, blind };
}

/**
 * Before the flop, the turn starts with the seat after the one whose blind or straddle is the
 * largest as posted (the later seat on a tie; a seat that posts none counts as 0): under the gun,
 * the button heads-up, the seat after a straddle. The bet to match is that largest post, as PokerKit
 * has it: a big blind all in for less leaves only what it posted to call.
 */
export function preflopFirst(forced: ForcedBets, posts: Posted): number {
  const { blind } = writtenForSeats(forced, posts.blind.length);
  let largest = 0;
  posts.blind.forEach((b, seat) => {
    const post = (blind[seat] ?? 0) > 0 ? b : 0;
    const best = (blind[largest] ?? 0) > 0 ? (posts.blind[largest] ?? 0) : 0;
    if (post >= best) largest = seat;
  });
  return (largest + 1) % posts.blind.length;
}

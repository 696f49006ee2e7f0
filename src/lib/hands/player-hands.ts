/**
 * A player's key hands, season by season. The profile lists the hands of their latest
 * season; once their aired hands span seasons, all of them are on a page of their own
 * (/cast/<slug>/hands/), linked from the profile: a player in every season of a long show has
 * hundreds, and listed on the profile they alone would take it past its first round trip.
 */

export interface SeasonHands<T> {
  season: number;
  hands: T[];
}

/** Hands grouped by season, the newest season first, each season's in the order given. */
export function handsBySeason<T>(hands: readonly T[], seasonOf: (hand: T) => number): SeasonHands<T>[] {
  const seasons = [...new Set(hands.map(seasonOf))].sort((a, b) => b - a);
  return seasons.map((season) => ({ season, hands: hands.filter((h) => seasonOf(h) === season) }));
}

/** Whether a player has their own key-hand page: their aired hands span two seasons or more. */
export const hasOwnHandsPage = (groups: readonly SeasonHands<unknown>[]): boolean => groups.length > 1;

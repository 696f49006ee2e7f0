/**
 * Which seasons a person played or hosted, from the seasons' cast lists: a returning player's cast
 * card names them ("Seasons 1 & 3"), which tells no result. A one-season show marks no one.
 */

/** The numbers of the seasons whose cast names `slug`, in order. */
export function seasonsPlayed(slug: string, seasons: readonly { number: number; cast: readonly string[] }[]): number[] {
  return seasons
    .filter((s) => s.cast.includes(slug))
    .map((s) => s.number)
    .sort((a, b) => a - b);
}

/** "Seasons 1 & 3", "Seasons 1, 2 & 3" for someone in more than one season; undefined otherwise. */
export function returningLabel(numbers: readonly number[]): string | undefined {
  if (numbers.length < 2) return undefined;
  const last = numbers.at(-1);
  return `Seasons ${numbers.slice(0, -1).join(', ')} & ${last}`;
}

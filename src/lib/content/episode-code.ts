/**
 * An episode's code, as the show writes it and the content stores it: "EP" and its number in a
 * season, two digits ("EP01" .. "EP12"). One rule for the schema that checks a code, the content
 * check that expects one and the show generator that writes one.
 */
export const EPISODE_CODE = /^EP\d{2}$/;

/** The code of episode `number` of its season: 1 -> "EP01". Two digits: a season has at most 99. */
export function episodeCode(number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > 99) throw new Error(`no episode code for number ${number}`);
  return `EP${String(number).padStart(2, '0')}`;
}

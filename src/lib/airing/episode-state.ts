/**
 * An episode's state at an instant, from its air date alone: TBA (no date), announced (the date
 * is ahead) or aired (it has passed). The one rule that pages (at the build's clock), the client
 * script (at the visitor's), the calendar and the feed all call, so they can never disagree.
 */
export type EpisodeState = 'tba' | 'announced' | 'aired';

/**
 * An air date as content stores it: ISO 8601 with the broadcaster's offset or Z, to the minute
 * at least (2026-01-06T20:00:00-05:00). A time without an offset names no instant.
 */
const AIR_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Why `value` is not an air date, or undefined when it is one. */
export function airDateProblem(value: string): string | undefined {
  const m = AIR_DATE.exec(value);
  if (!m) {
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)
      ? 'must give its UTC offset or Z (e.g. 2026-01-06T20:00:00-05:00): a time without one names no instant'
      : 'must be an ISO 8601 date and time with an offset, e.g. 2026-01-06T20:00:00-05:00';
  }
  const [, y, mo, d, h, mi, s = '0', , oh = '0', om = '0'] = m;
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return `has no such day: ${y}-${mo}-${d}`;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return `has no such time: ${h}:${mi}:${s}`;
  if (Number(oh) > 14 || Number(om) > 59) return `has no such offset: ${value.slice(value.length - 6)}`;
  return undefined;
}

/** The instant of an air date, in ms since the epoch; throws on anything airDateProblem refuses. */
export function airInstant(airDate: string): number {
  const problem = airDateProblem(airDate);
  if (problem) throw new Error(`airDate "${airDate}" ${problem}`);
  return Date.parse(airDate);
}

/**
 * The rule itself, on an instant: aired from the first minute of its air time. The client script
 * calls this one (on the instant in a page's datetime attribute, validated when it was built), so it
 * carries no validation code.
 */
export function stateAt(instant: number | undefined, now: Date | number): EpisodeState {
  if (instant === undefined) return 'tba';
  return instant <= Number(now) ? 'aired' : 'announced';
}

export function episodeState(airDate: string | undefined, now: Date | number): EpisodeState {
  return airDate === undefined ? 'tba' : datedState(airDate, now);
}

/** The state of an episode known to have a date: announced or aired, never TBA. */
export function datedState(airDate: string, now: Date | number): Exclude<EpisodeState, 'tba'> {
  return stateAt(airInstant(airDate), now) === 'aired' ? 'aired' : 'announced';
}

interface Dated {
  airDate?: string | undefined;
}

/** The first episode still to air (in air-date order), if any is announced. */
export function nextAnnounced<T extends Dated>(episodes: readonly T[], now: Date | number): T | undefined {
  return episodes
    .filter((e) => episodeState(e.airDate, now) === 'announced')
    .sort((a, b) => airInstant(a.airDate ?? '') - airInstant(b.airDate ?? ''))[0];
}

/** The episodes that have aired, the most recent first (the feed's items). */
export function airedNewestFirst<T extends Dated>(episodes: readonly T[], now: Date | number): T[] {
  return episodes
    .filter((e) => episodeState(e.airDate, now) === 'aired')
    .sort((a, b) => airInstant(b.airDate ?? '') - airInstant(a.airDate ?? ''));
}

/** The most recent episode that has aired, if any has. */
export function latestAired<T extends Dated>(episodes: readonly T[], now: Date | number): T | undefined {
  return airedNewestFirst(episodes, now)[0];
}

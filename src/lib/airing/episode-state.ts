/**
 * An episode's state at an instant: TBA (no date), announced (its air time is ahead), on air (from
 * its air time to its end, the air time plus its runtime) or aired (its broadcast has ended); and
 * whether its results may be told (from its end plus the show's results delay). The one rule that
 * pages (at the build's clock), the client script (at the visitor's), the calendars, the feed and the
 * publish plan all call, so they can never disagree.
 */
export type EpisodeState = 'tba' | 'announced' | 'on-air' | 'aired';

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

/** The longest runtime content may give, in minutes (ten hours: no broadcast runs longer). */
export const MAX_RUNTIME_MINUTES = 600;

/** Why `minutes` is not a runtime (a whole number of minutes from 1 to 600), or undefined when it is one. */
export function runtimeProblem(minutes: number): string | undefined {
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_RUNTIME_MINUTES
    ? undefined
    : `must be a whole number of minutes from 1 to ${MAX_RUNTIME_MINUTES}, got ${minutes}`;
}

/** Why `minutes` is not a results delay (a whole number of minutes, 0 or more), or undefined. */
export function resultsDelayProblem(minutes: number): string | undefined {
  return Number.isInteger(minutes) && minutes >= 0
    ? undefined
    : `must be a whole number of minutes, 0 or more, got ${minutes}`;
}

const MINUTE_MS = 60_000;

/** The show's timing: every episode's runtime unless it gives its own, and how long results wait after an episode ends. */
export interface AirTiming {
  episodeMinutes: number;
  resultsDelayMinutes: number;
}

/** The instant states are read at, with the show's runtime: enough for an episode's state. */
export interface StateClock {
  now: number;
  episodeMinutes: number;
}

/** The instant states and results are read at, with the show's timing: the build's clock, or the visitor's. */
export interface AirClock extends AirTiming, StateClock {}

export interface Dated {
  airDate?: string | undefined;
  /** The episode's own runtime (a longer finale), in minutes; the show's episodeMinutes without it. */
  runtimeMinutes?: number | undefined;
}

/** A dated episode's broadcast: when it starts, when it ends, and from when its results may be told (ms). */
export interface Broadcast {
  start: number;
  end: number;
  results: number;
}

/** How long the episode runs, in minutes: its own runtime, else the show's. */
export const runtimeOf = (e: Dated, timing: Pick<AirTiming, 'episodeMinutes'>): number =>
  e.runtimeMinutes ?? timing.episodeMinutes;

/** The broadcast of an episode with a date; undefined while it is TBA. */
export function broadcastOf(e: Dated, timing: AirTiming): Broadcast | undefined {
  if (e.airDate === undefined) return undefined;
  const start = airInstant(e.airDate);
  const end = start + runtimeOf(e, timing) * MINUTE_MS;
  return { start, end, results: end + timing.resultsDelayMinutes * MINUTE_MS };
}

/**
 * The rule itself, on instants: on air from the first minute of the air time, aired from the end.
 * The client script calls this one (on the instants in a page's attributes, validated when it was
 * built), so it carries no validation code.
 */
export function stateAt(start: number | undefined, end: number, now: Date | number): EpisodeState {
  if (start === undefined) return 'tba';
  const at = Number(now);
  if (at < start) return 'announced';
  return at < end ? 'on-air' : 'aired';
}

export function episodeState(e: Dated, clock: StateClock): EpisodeState {
  const b = broadcastOf(e, { ...clock, resultsDelayMinutes: 0 });
  return b === undefined ? 'tba' : stateAt(b.start, b.end, clock.now);
}

/** The state of an episode known to have a date: never TBA. */
export function datedState(e: Dated & { airDate: string }, clock: StateClock): Exclude<EpisodeState, 'tba'> {
  const state = episodeState(e, clock);
  if (state === 'tba') throw new Error(`airDate "${e.airDate}" gave no state`);
  return state;
}

/** Whether what happened in the episode (results, field, hands) may be in a build at the clock. */
export function resultsOut(e: Dated, clock: AirClock): boolean {
  const b = broadcastOf(e, clock);
  return b !== undefined && b.results <= clock.now;
}

const byStart = (clock: AirTiming) => (a: Dated, b: Dated) =>
  (broadcastOf(a, clock)?.start ?? 0) - (broadcastOf(b, clock)?.start ?? 0);

/** The first episode still to air (in air-date order), if any is announced. */
export function nextAnnounced<T extends Dated>(episodes: readonly T[], clock: AirClock): T | undefined {
  return episodes.filter((e) => episodeState(e, clock) === 'announced').sort(byStart(clock))[0];
}

/** The episode on air at the clock, if one is. */
export function onAirNow<T extends Dated>(episodes: readonly T[], clock: AirClock): T | undefined {
  return episodes.filter((e) => episodeState(e, clock) === 'on-air').sort(byStart(clock))[0];
}

/** The episodes whose broadcast has ended, the most recent first (the feed's items). */
export function airedNewestFirst<T extends Dated>(episodes: readonly T[], clock: AirClock): T[] {
  return episodes
    .filter((e) => episodeState(e, clock) === 'aired')
    .sort(byStart(clock))
    .reverse();
}

/** The most recent episode that has aired, if any has. */
export function latestAired<T extends Dated>(episodes: readonly T[], clock: AirClock): T | undefined {
  return airedNewestFirst(episodes, clock)[0];
}

/** An instant as ISO 8601 UTC to the second (2026-01-07T01:00:00Z): what machines read (calendars, /build.json). */
export const isoUtc = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * When a broadcast of `minutes` from `airDate` ends, as ISO 8601 at the offset content gave the air
 * date (2026-01-06T20:45:00-05:00): the BroadcastEvent's endDate, beside its startDate.
 */
export function endDateOf(airDate: string, minutes: number): string {
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(airDate)?.[1] ?? 'Z';
  const sign = offset === 'Z' ? 0 : offset.startsWith('-') ? -1 : 1;
  const offsetMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * MINUTE_MS;
  const wall = new Date(airInstant(airDate) + minutes * MINUTE_MS + offsetMs).toISOString().slice(0, 19);
  return `${wall}${offset}`;
}

import { describe, expect, it } from 'vitest';
import {
  airDateProblem,
  airInstant,
  airedNewestFirst,
  broadcastOf,
  datedState,
  endDateOf,
  episodeState,
  latestAired,
  nextAnnounced,
  onAirNow,
  resultsDelayProblem,
  resultsOut,
  runtimeProblem,
  stateAt,
  type AirClock,
} from './episode-state.ts';

const premiere = '2026-01-06T20:00:00-05:00';

describe('air dates', () => {
  it('accept ISO 8601 with an offset or Z, to the minute or the second', () => {
    for (const ok of [premiere, '2026-01-07T01:00:00Z', '2026-07-06T20:00-04:00', '2026-03-08T03:30:00.000+05:30']) {
      expect(airDateProblem(ok), ok).toBeUndefined();
    }
  });

  it('refuse a time without an offset, saying why', () => {
    expect(airDateProblem('2026-01-06T20:00:00')).toMatch(/UTC offset or Z/);
  });

  it('refuse what is not a date and time, or no such day, time or offset', () => {
    expect(airDateProblem('January 6, 8 PM')).toMatch(/ISO 8601/);
    expect(airDateProblem('2026-01-06')).toMatch(/ISO 8601/);
    expect(airDateProblem('2026-02-30T20:00:00Z')).toMatch(/no such day/);
    expect(airDateProblem('2026-13-01T20:00:00Z')).toMatch(/no such day/);
    expect(airDateProblem('2026-01-06T24:00:00Z')).toMatch(/no such time/);
    expect(airDateProblem('2026-01-06T20:00:00+15:00')).toMatch(/no such offset/);
  });

  it('name one instant whatever the offset', () => {
    expect(airInstant(premiere)).toBe(Date.UTC(2026, 0, 7, 1, 0));
    expect(airInstant('2026-01-07T01:00:00Z')).toBe(airInstant(premiere));
    expect(() => airInstant('2026-01-06T20:00:00')).toThrow(/airDate "2026-01-06T20:00:00"/);
  });
});

const MINUTE = 60_000;
/** The show's clock at `now`: 45-minute episodes, results at the end unless a delay is given. */
const clock = (now: number, resultsDelayMinutes = 0): AirClock => ({ now, episodeMinutes: 45, resultsDelayMinutes });

describe('episode state', () => {
  const at = airInstant(premiere);
  const ep = { airDate: premiere };

  it('is TBA without a date', () => {
    expect(episodeState({}, clock(at))).toBe('tba');
    expect(resultsOut({}, clock(at + 10 ** 12))).toBe(false);
  });

  it('is announced to the minute before, on air from the start to the minute before the end, aired from the end', () => {
    expect(episodeState(ep, clock(at - MINUTE))).toBe('announced');
    expect(episodeState(ep, clock(at - 1))).toBe('announced');
    expect(episodeState(ep, clock(at))).toBe('on-air');
    expect(episodeState(ep, clock(at + 44 * MINUTE))).toBe('on-air');
    expect(episodeState(ep, clock(at + 45 * MINUTE - 1))).toBe('on-air');
    expect(episodeState(ep, clock(at + 45 * MINUTE))).toBe('aired');
    expect(episodeState(ep, clock(at + 86_400_000))).toBe('aired');
  });

  it('tells results from the end, never while the episode is on', () => {
    expect(resultsOut(ep, clock(at))).toBe(false);
    expect(resultsOut(ep, clock(at + 44 * MINUTE))).toBe(false);
    expect(resultsOut(ep, clock(at + 45 * MINUTE))).toBe(true);
  });

  it('runs a finale for its own runtime', () => {
    const finale = { airDate: premiere, runtimeMinutes: 90 };
    expect(episodeState(finale, clock(at + 60 * MINUTE))).toBe('on-air');
    expect(resultsOut(finale, clock(at + 89 * MINUTE))).toBe(false);
    expect(episodeState(finale, clock(at + 90 * MINUTE))).toBe('aired');
    expect(resultsOut(finale, clock(at + 90 * MINUTE))).toBe(true);
    expect(broadcastOf(finale, clock(0))).toEqual({ start: at, end: at + 90 * MINUTE, results: at + 90 * MINUTE });
  });

  it('moves the results later by the show’s delay, the state not', () => {
    const delayed = (now: number) => clock(now, 180);
    expect(episodeState(ep, delayed(at + 45 * MINUTE))).toBe('aired');
    expect(resultsOut(ep, delayed(at + 45 * MINUTE))).toBe(false);
    expect(resultsOut(ep, delayed(at + 224 * MINUTE))).toBe(false);
    expect(resultsOut(ep, delayed(at + 225 * MINUTE))).toBe(true);
  });

  it('the client’s rule on instants is the same, and a missing end turns aired at the start', () => {
    const end = at + 45 * MINUTE;
    expect(stateAt(undefined, end, at)).toBe('tba');
    expect([at - 1, at, end - 1, end].map((now) => stateAt(at, end, now))).toEqual([
      'announced',
      'on-air',
      'on-air',
      'aired',
    ]);
    expect(stateAt(at, Number.NaN, at)).toBe('aired');
  });

  it('a dated episode is never TBA', () => {
    expect(datedState(ep, clock(at - 1))).toBe('announced');
  });

  const season = [
    { code: 'EP01', airDate: premiere },
    { code: 'EP02', airDate: '2026-01-13T20:00:00-05:00' },
    { code: 'EP03', airDate: '2026-01-20T20:00:00-05:00' },
    { code: 'EP04' },
  ];

  it('finds the next announced episode, the one on air and the latest aired one', () => {
    const between = clock(Date.UTC(2026, 0, 15));
    expect(nextAnnounced(season, between)?.code).toBe('EP03');
    expect(latestAired(season, between)?.code).toBe('EP02');
    expect(onAirNow(season, between)).toBeUndefined();
    expect(airedNewestFirst(season, between).map((e) => e.code)).toEqual(['EP02', 'EP01']);
    const duringEp03 = clock(Date.parse('2026-01-21T01:30:00Z'));
    expect(onAirNow(season, duringEp03)?.code).toBe('EP03');
    expect(nextAnnounced(season, duringEp03)).toBeUndefined();
    expect(latestAired(season, duringEp03)?.code).toBe('EP02');
    expect(nextAnnounced(season, clock(Date.UTC(2025, 11, 1)))?.code).toBe('EP01');
    expect(latestAired(season, clock(Date.UTC(2025, 11, 1)))).toBeUndefined();
    expect(nextAnnounced(season, clock(Date.UTC(2026, 5, 1)))).toBeUndefined();
    const unannounced: { code: string; airDate?: string }[] = [{ code: 'EP01' }];
    expect(nextAnnounced(unannounced, clock(0))).toBeUndefined();
  });
});

describe('runtimes and delays as content gives them', () => {
  it('a runtime is a whole number of minutes from 1 to 600', () => {
    for (const ok of [1, 45, 600]) expect(runtimeProblem(ok), String(ok)).toBeUndefined();
    for (const bad of [0, -5, 45.5, 601, Number.NaN]) expect(runtimeProblem(bad), String(bad)).toMatch(/1 to 600/);
  });

  it('a results delay is a whole number of minutes, 0 or more', () => {
    for (const ok of [0, 1, 720]) expect(resultsDelayProblem(ok), String(ok)).toBeUndefined();
    for (const bad of [-1, 2.5]) expect(resultsDelayProblem(bad), String(bad)).toMatch(/0 or more/);
  });

  it('the end of a broadcast at the offset content gives its air date', () => {
    expect(endDateOf(premiere, 45)).toBe('2026-01-06T20:45:00-05:00');
    expect(endDateOf('2026-03-24T20:00:00-04:00', 90)).toBe('2026-03-24T21:30:00-04:00');
    expect(endDateOf('2026-01-06T23:30:00-05:00', 45)).toBe('2026-01-07T00:15:00-05:00');
    expect(endDateOf('2026-01-07T01:00:00Z', 45)).toBe('2026-01-07T01:45:00Z');
    expect(endDateOf('2026-03-08T03:30:00+05:30', 60)).toBe('2026-03-08T04:30:00+05:30');
  });
});

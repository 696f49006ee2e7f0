import { describe, expect, it } from 'vitest';
import {
  airDateProblem,
  airInstant,
  airedNewestFirst,
  episodeState,
  latestAired,
  nextAnnounced,
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

describe('episode state', () => {
  it('is TBA without a date, announced before it, aired from the minute it airs', () => {
    const at = airInstant(premiere);
    expect(episodeState(undefined, at)).toBe('tba');
    expect(episodeState(premiere, at - 1)).toBe('announced');
    expect(episodeState(premiere, at)).toBe('aired');
    expect(episodeState(premiere, new Date(at + 86_400_000))).toBe('aired');
  });

  const season = [
    { code: 'EP01', airDate: premiere },
    { code: 'EP02', airDate: '2026-01-13T20:00:00-05:00' },
    { code: 'EP03', airDate: '2026-01-20T20:00:00-05:00' },
    { code: 'EP04' },
  ];

  it('finds the next announced episode and the latest aired one', () => {
    const between = Date.UTC(2026, 0, 15);
    expect(nextAnnounced(season, between)?.code).toBe('EP03');
    expect(latestAired(season, between)?.code).toBe('EP02');
    expect(airedNewestFirst(season, between).map((e) => e.code)).toEqual(['EP02', 'EP01']);
    expect(nextAnnounced(season, Date.UTC(2025, 11, 1))?.code).toBe('EP01');
    expect(latestAired(season, Date.UTC(2025, 11, 1))).toBeUndefined();
    expect(nextAnnounced(season, Date.UTC(2026, 5, 1))).toBeUndefined();
    const unannounced: { code: string; airDate?: string }[] = [{ code: 'EP01' }];
    expect(nextAnnounced(unannounced, 0)).toBeUndefined();
  });
});

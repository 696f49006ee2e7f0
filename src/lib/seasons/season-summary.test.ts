import { describe, expect, it } from 'vitest';
import { seasonDates, seasonSummary } from './season-summary.ts';

const ZONE = 'America/New_York';
const episode = (number: number, airDate?: string) => ({
  slug: `ep${number}`,
  number,
  code: `EP0${number}`,
  title: 'T',
  airDate,
});
const season = [
  episode(1, '2026-01-06T20:00:00-05:00'),
  episode(2, '2026-01-13T20:00:00-05:00'),
  episode(3, '2026-03-24T20:00:00-04:00'),
];
const at = (iso: string) => ({ now: Date.parse(iso), episodeMinutes: 45, resultsDelayMinutes: 0 });

describe('a season’s summary (lib/seasons/season-summary.ts)', () => {
  it('is announced before its premiere airs, whether or not it is dated', () => {
    expect(seasonSummary(2, [episode(1), episode(2)], at('2026-01-01T00:00:00Z'))).toEqual({
      number: 2,
      status: 'announced',
      episodes: 2,
      premiere: undefined,
      finale: undefined,
    });
    expect(seasonSummary(1, season, at('2026-01-07T00:59:00Z')).status).toBe('announced');
  });

  it('is airing from the premiere’s air time until the finale’s broadcast ends, then complete', () => {
    expect(seasonSummary(1, season, at('2026-01-07T01:00:00Z')).status).toBe('airing');
    expect(seasonSummary(1, season, at('2026-03-24T23:59:00Z')).status).toBe('airing');
    expect(seasonSummary(1, season, at('2026-03-25T00:44:00Z')).status).toBe('airing');
    expect(seasonSummary(1, season, at('2026-03-25T00:45:00Z'))).toMatchObject({
      status: 'complete',
      premiere: '2026-01-06T20:00:00-05:00',
      finale: '2026-03-24T20:00:00-04:00',
    });
  });

  it('is not complete while an episode is TBA, however many have aired', () => {
    expect(seasonSummary(1, [...season, episode(4)], at('2026-06-01T00:00:00Z')).status).toBe('airing');
  });
});

describe('a season’s dates, in the broadcaster’s zone', () => {
  const now = at('2026-02-01T00:00:00Z');
  it('say TBA before the premiere is dated', () => {
    expect(seasonDates(seasonSummary(2, [episode(1)], now), ZONE)).toBe('Dates TBA');
  });
  it('give the premiere, as to come or begun, until every episode is dated', () => {
    const partly = [episode(1, '2027-01-12T20:00:00-05:00'), episode(2)];
    expect(seasonDates(seasonSummary(3, partly, now), ZONE)).toBe('Premieres Jan 12, 2027');
    expect(seasonDates(seasonSummary(3, partly, at('2027-02-01T00:00:00Z')), ZONE)).toBe('From Jan 12, 2027');
  });
  it('run premiere to finale, the year once when they share it', () => {
    expect(seasonDates(seasonSummary(1, season, now), ZONE)).toBe('Jan 6 – Mar 24, 2026');
    const across = [episode(1, '2026-12-29T20:00:00-05:00'), episode(2, '2027-01-05T20:00:00-05:00')];
    expect(seasonDates(seasonSummary(2, across, now), ZONE)).toBe('Dec 29, 2026 – Jan 5, 2027');
  });
  it('take the day in the broadcaster’s zone, not UTC’s (8 PM ET is the next day in UTC)', () => {
    expect(seasonDates(seasonSummary(1, [episode(1, '2026-01-06T20:00:00-05:00')], now), ZONE)).toBe('Jan 6, 2026');
  });
});

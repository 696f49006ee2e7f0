import { describe, expect, it } from 'vitest';
import { finale, seasonOver } from './season-end.ts';

const season: { code: string; airDate?: string; runtimeMinutes?: number }[] = [
  { code: 'EP01', airDate: '2026-01-06T20:00:00-05:00' },
  { code: 'EP03', airDate: '2026-03-24T20:00:00-04:00' },
  { code: 'EP02', airDate: '2026-01-13T20:00:00-05:00' },
];
const FINALE = Date.parse('2026-03-25T00:00:00Z');
const MINUTE = 60_000;
const clock = (now: number | Date, resultsDelayMinutes = 0) => ({
  now: Number(now),
  episodeMinutes: 45,
  resultsDelayMinutes,
});

describe('finale', () => {
  it('is the last episode to air once every one is dated, whatever the list order', () => {
    expect(finale(season)?.code).toBe('EP03');
  });

  it('is unknown while any episode is TBA, or there is none', () => {
    expect(finale([...season, { code: 'EP04' }])).toBeUndefined();
    expect(finale([])).toBeUndefined();
  });
});

describe('seasonOver', () => {
  it('turns when the finale’s results are out: at its end, never while it is on', () => {
    expect(seasonOver(season, clock(FINALE))).toBe(false);
    expect(seasonOver(season, clock(FINALE + 45 * MINUTE - 1))).toBe(false);
    expect(seasonOver(season, clock(FINALE + 45 * MINUTE))).toBe(true);
    expect(seasonOver(season, clock(new Date('2026-03-31T12:00:00Z')))).toBe(true);
  });

  it('waits for a finale’s own runtime and the show’s results delay', () => {
    const long = season.map((e) => (e.code === 'EP03' ? { ...e, runtimeMinutes: 90 } : e));
    expect(seasonOver(long, clock(FINALE + 89 * MINUTE))).toBe(false);
    expect(seasonOver(long, clock(FINALE + 90 * MINUTE))).toBe(true);
    expect(seasonOver(long, clock(FINALE + 90 * MINUTE, 60))).toBe(false);
    expect(seasonOver(long, clock(FINALE + 150 * MINUTE, 60))).toBe(true);
  });

  it('is never over while an episode is TBA, however late', () => {
    expect(seasonOver([...season, { code: 'EP04' }], clock(Date.parse('2030-01-01T00:00:00Z')))).toBe(false);
    expect(seasonOver([], clock(FINALE))).toBe(false);
  });
});

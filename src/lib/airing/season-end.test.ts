import { describe, expect, it } from 'vitest';
import { finale, seasonOver } from './season-end.ts';

const season: { code: string; airDate?: string }[] = [
  { code: 'EP01', airDate: '2026-01-06T20:00:00-05:00' },
  { code: 'EP03', airDate: '2026-03-24T20:00:00-04:00' },
  { code: 'EP02', airDate: '2026-01-13T20:00:00-05:00' },
];
const FINALE = Date.parse('2026-03-25T00:00:00Z');

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
  it('turns at the finale’s air time, the rule an episode turns aired by', () => {
    expect(seasonOver(season, FINALE - 1)).toBe(false);
    expect(seasonOver(season, FINALE)).toBe(true);
    expect(seasonOver(season, new Date('2026-03-31T12:00:00Z'))).toBe(true);
  });

  it('is never over while an episode is TBA, however late', () => {
    expect(seasonOver([...season, { code: 'EP04' }], Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
    expect(seasonOver([], FINALE)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { scheduleRows, seasonOutlook, type DatedEpisode } from './schedule.ts';

const ep = (number: number, title: string, airDate?: string): DatedEpisode => ({
  slug: `ep${String(number).padStart(2, '0')}-x`,
  number,
  code: `EP${String(number).padStart(2, '0')}`,
  title,
  airDate,
});
const placeholders = [
  { episode: 'EP01', title: 'The Beginning', platform: 'A & B' },
  { episode: 'EP02', title: 'Coming Soon', platform: 'A & B' },
  { episode: 'EP03', title: 'Coming Soon', platform: 'A & B' },
];
const NOW = { now: Date.parse('2026-01-20T12:00:00Z'), episodeMinutes: 45, resultsDelayMinutes: 0 };

describe('scheduleRows', () => {
  it('is the spec placeholders, all TBA, while no episode has a date', () => {
    const rows = scheduleRows(
      placeholders,
      [ep(2, 'First Blood'), ep(1, 'The Beginning'), ep(3, 'The Bluff'), ep(4, 'All In')],
      'A and B',
      NOW,
    );
    expect(rows.map((r) => [r.episode.code, r.title, r.platform, r.state])).toEqual([
      ['EP01', 'The Beginning', 'A & B', 'tba'],
      ['EP02', 'Coming Soon', 'A & B', 'tba'],
      ['EP03', 'Coming Soon', 'A & B', 'tba'],
    ]);
  });
  it('gives a dated episode its own title and state, and lists dated episodes the placeholders lack', () => {
    const rows = scheduleRows(
      placeholders,
      [
        ep(1, 'The Beginning', '2026-01-06T20:00:00-05:00'),
        ep(2, 'First Blood', '2026-01-13T20:00:00-05:00'),
        ep(3, 'The Bluff', '2026-01-20T20:00:00-05:00'),
        ep(4, 'All In', '2026-01-27T20:00:00-05:00'),
        ep(5, 'High Stakes'),
      ],
      'A and B',
      NOW,
    );
    expect(rows.map((r) => [r.episode.code, r.title, r.platform, r.state])).toEqual([
      ['EP01', 'The Beginning', 'A & B', 'aired'],
      ['EP02', 'First Blood', 'A & B', 'aired'],
      ['EP03', 'The Bluff', 'A & B', 'announced'],
      ['EP04', 'All In', 'A and B', 'announced'],
    ]);
  });
});

describe('seasonOutlook', () => {
  it('knows the premiere is TBA and nothing is next without dates', () => {
    const o = seasonOutlook([ep(2, 'b'), ep(1, 'a')], NOW);
    expect(o.premiere?.number).toBe(1);
    expect(o.premiereState).toBe('tba');
    expect(o.next).toBeUndefined();
    expect(o.latest).toBeUndefined();
    expect(o.anyDated).toBe(false);
  });
  it('finds the next announced episode after aired ones', () => {
    const o = seasonOutlook(
      [
        ep(1, 'a', '2026-01-06T20:00:00-05:00'),
        ep(3, 'c', '2026-01-27T20:00:00-05:00'),
        ep(2, 'b', '2026-01-20T20:00:00-05:00'),
      ],
      NOW,
    );
    expect(o.premiereState).toBe('aired');
    expect(o.next?.number).toBe(2);
    expect(o.latest?.number).toBe(1);
    expect(o.anyDated).toBe(true);
    expect(o.finale?.number).toBe(3);
    expect(o.over).toBe(false);
  });
  it('says the season is over once the finale has aired, with nothing next', () => {
    const o = seasonOutlook([ep(1, 'a', '2026-01-06T20:00:00-05:00'), ep(2, 'b', '2026-01-13T20:00:00-05:00')], NOW);
    expect([o.over, o.finale?.number, o.latest?.number, o.next]).toEqual([true, 2, 2, undefined]);
  });
  it('names the episode on air, which is neither the latest aired nor next, and the season not over while its finale is on', () => {
    const season = [ep(1, 'a', '2026-01-06T20:00:00-05:00'), ep(2, 'b', '2026-01-20T07:00:00-05:00')];
    const during = { ...NOW, now: Date.parse('2026-01-20T12:30:00Z') };
    const o = seasonOutlook(season, during);
    expect([o.onAir?.number, o.latest?.number, o.next, o.over]).toEqual([2, 1, undefined, false]);
    const after = seasonOutlook(season, { ...NOW, now: Date.parse('2026-01-20T12:45:00Z') });
    expect([after.onAir, after.latest?.number, after.over]).toEqual([undefined, 2, true]);
    expect(scheduleRows([], season, 'A', during).map((r) => r.state)).toEqual(['aired', 'on-air']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  chartSeries,
  championLine,
  chartSummary,
  chipChange,
  chips,
  fieldCard,
  fieldRows,
  leaderLine,
  ordinal,
  playersLeft,
  seasonLine,
  tableColumns,
} from './field-view.ts';
import { fieldAt, type ResultsEpisode } from './standings.ts';

/** The show's clock at an instant: 45-minute episodes, results at the end. */
const at = (iso: string) => ({ now: Date.parse(iso), episodeMinutes: 45, resultsDelayMinutes: 0 });

const players = ['ann', 'bob', 'cy', 'dee'];
const ep1: ResultsEpisode = {
  episode: 'EP01',
  number: 1,
  airDate: '2026-01-06T20:00:00-05:00',
  eliminated: ['dee'],
  chipCounts: { ann: 150, bob: 130, cy: 120 },
};
const ep2: ResultsEpisode = {
  episode: 'EP02',
  number: 2,
  airDate: '2026-01-13T20:00:00-05:00',
  eliminated: ['cy'],
  chipCounts: { ann: 180, bob: 220 },
};
const field = fieldAt([ep1, ep2], players, at('2026-01-20T12:00:00Z'), { startingStack: 100 });
const named = (slug: string) => ({ name: slug.toUpperCase(), href: `/cast/${slug}/` });
const name = (slug: string) => named(slug).name;
/** The season played out: BOB wins in EP03 with every chip. */
const ep3: ResultsEpisode = {
  episode: 'EP03',
  number: 3,
  airDate: '2026-01-20T20:00:00-05:00',
  eliminated: ['ann'],
  chipCounts: { bob: 400 },
};
const final = fieldAt([ep1, ep2, ep3], players, at('2026-01-28T12:00:00Z'), { startingStack: 100 });

describe('numbers in words', () => {
  it('says chips with separators, changes with their sign, places as ordinals', () => {
    expect(chips(1_600_000)).toBe('1,600,000');
    expect([chipChange(37_000), chipChange(-12_500), chipChange(0)]).toEqual(['+37,000', '−12,500', '0']);
    expect([1, 2, 3, 4, 11, 12, 13, 14, 16, 21, 22, 23].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '14th',
      '16th',
      '21st',
      '22nd',
      '23rd',
    ]);
    expect([playersLeft(13), playersLeft(1)]).toEqual(['13 players left', '1 player left']);
  });
});

describe('fieldRows', () => {
  it('gives every player their status, place and chips at each point, "Out" where they went out', () => {
    expect(fieldRows(field, named)).toEqual([
      { name: 'BOB', href: '/cast/bob/', status: 'In', place: '—', cells: ['130', '220'] },
      { name: 'ANN', href: '/cast/ann/', status: 'In', place: '—', cells: ['150', '180'] },
      { name: 'CY', href: '/cast/cy/', status: 'Out in EP02', place: '3rd', cells: ['120', 'Out'] },
      { name: 'DEE', href: '/cast/dee/', status: 'Out in EP01', place: '4th', cells: ['Out', '—'] },
    ]);
    expect(tableColumns(field)).toEqual(['EP01', 'EP02']);
  });

  it('once one is left, sorts by finish: the champion 1st, then 2nd down to last', () => {
    expect(fieldRows(final, named).map((r) => [r.name, r.status, r.place, r.cells])).toEqual([
      ['BOB', 'Champion', '1st', ['130', '220', '400']],
      ['ANN', 'Out in EP03', '2nd', ['150', '180', 'Out']],
      ['CY', 'Out in EP02', '3rd', ['120', 'Out', '—']],
      ['DEE', 'Out in EP01', '4th', ['Out', '—', '—']],
    ]);
  });

  it('before any results: every player in, no chips', () => {
    const before = fieldAt([ep1, ep2], players, at('2026-01-01T00:00:00Z'));
    expect(fieldRows(before, named).map((r) => [r.status, r.place, r.cells])).toEqual(
      players.map(() => ['In', '—', []]),
    );
  });
});

describe('chartSeries and chartSummary', () => {
  it('labels the players out as out, and picks out those still in', () => {
    const series = chartSeries(field, name);
    expect(series.map((s) => [s.label, s.stillIn])).toEqual([
      ['ANN', true],
      ['BOB', true],
      ['CY (out)', false],
      ['DEE (out)', false],
    ]);
    expect(series[3]?.chips).toEqual([100, 0, undefined]);
  });

  it('says what the chart shows and where its numbers are', () => {
    expect(chartSummary(field, name)).toBe(
      'Chip counts of all 4 players from Start to EP02, one line per player. 2 players left; chip leader BOB, 220 chips. The table below gives every number.',
    );
    expect(leaderLine(field, name)).toBe('BOB, 220 chips');
  });

  it('names the champion once one is left, with every chip, and one line left in', () => {
    expect(chartSummary(final, name)).toBe(
      'Chip counts of all 4 players from Start to EP03, one line per player. Champion BOB, with all 400 chips. The table below gives every number.',
    );
    expect(chartSeries(final, name).filter((s) => s.stillIn)).toHaveLength(1);
    expect([championLine(field, name), championLine(final, name)]).toEqual([undefined, 'BOB, with all 400 chips']);
  });
});

describe('seasonLine', () => {
  it("says a player's season in a sentence", () => {
    const [bob, , cy] = field.players;
    expect(bob && seasonLine(bob, 'Bob')).toBe('Bob is still in, with 220 chips after EP02.');
    expect(cy && seasonLine(cy, 'Cy')).toBe('Finished 3rd, out in EP02.');
    expect(seasonLine({ slug: 'x', status: 'in', chips: undefined, after: undefined }, 'X')).toBe('X is still in.');
  });

  it('crowns the last one in, the season named', () => {
    const [bob] = final.players;
    expect(bob && seasonLine(bob, 'Bob', { season: 1 })).toBe(
      'Season 1 Champion: Bob is the last player in, with all 400 chips after EP03.',
    );
    expect(seasonLine({ slug: 'x', status: 'in', chips: undefined, after: undefined }, 'X', { season: 2 })).toBe(
      'Season 2 Champion: X is the last player in.',
    );
  });
});

describe('fieldCard', () => {
  it('shows how many are left and the leader, never who went out', () => {
    expect(fieldCard(field, name, undefined)).toEqual({
      title: '2 players left',
      subtitle: 'Chip leader: BOB, 220 chips',
    });
    expect(JSON.stringify(fieldCard(field, name, undefined))).not.toMatch(/CY|DEE/);
  });

  it('is the same whether or not an episode yet to air has results written', () => {
    // Before EP03 airs (01:00 UTC on Jan 21), with its results, the season's last, written.
    const clock = at('2026-01-20T12:00:00Z');
    const without = fieldAt([ep1, ep2], players, clock, { startingStack: 100 });
    const written = fieldAt([ep1, ep2, ep3], players, clock, { startingStack: 100 });
    expect(fieldCard(written, name, undefined)).toEqual(fieldCard(without, name, undefined));
  });

  it('before any results: the whole field and the premiere, or TBA', () => {
    const before = fieldAt([ep1, ep2], players, at('2026-01-01T00:00:00Z'));
    expect(fieldCard(before, name, 'Tue, Jan 6 · 8:00 PM ET')).toEqual({
      title: 'All 4 players in',
      subtitle: 'Premiere: Tue, Jan 6 · 8:00 PM ET',
    });
    expect(fieldCard(before, name, undefined).subtitle).toBe('Premiere date TBA');
  });

  it('once one is left: final, and never who won', () => {
    expect(fieldCard(final, name, undefined)).toEqual({
      title: 'Final Standings',
      subtitle: '4 players, one champion',
    });
  });
});

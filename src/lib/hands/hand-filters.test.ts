/** The key-hand list's filters: the URL read and written, what stays listed, the order, the count. */
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  compareHands,
  countWords,
  filterQuery,
  matches,
  noHandsYetWords,
  potBand,
  readFilters,
  type ListedHand,
} from './hand-filters.ts';

const listed = (over: Partial<ListedHand>): ListedHand => ({
  season: '1',
  episode: 'ep01-the-beginning',
  players: ['ingrid-solberg', 'dante-okonkwo'],
  pot: 10_000,
  potBb: 50,
  allIn: false,
  showdown: false,
  order: 0,
  ...over,
});

describe('the filters in the URL', () => {
  it('reads what a shared link says and writes it back the same', () => {
    const query = '?season=2&player=ingrid-solberg&pot=50-100&allin=1&sort=pot';
    const filters = readFilters(new URLSearchParams(query));
    expect(filters).toEqual({
      ...NO_FILTERS,
      season: '2',
      player: 'ingrid-solberg',
      pot: '50-100',
      allIn: true,
      sort: 'pot',
    });
    expect(filterQuery(filters)).toBe(query);
  });

  it('leaves out what it cannot mean, and writes nothing for no filters', () => {
    const odd = readFilters(new URLSearchParams('season=0&player=<script>&pot=huge&allin=yes&sort=random&episode=EP1'));
    expect(odd).toEqual(NO_FILTERS);
    expect(filterQuery(odd)).toBe('');
  });
});

describe('a hand stays listed', () => {
  it('for the player it was dealt to, the season, the episode', () => {
    expect(matches(listed({}), { ...NO_FILTERS, player: 'dante-okonkwo' })).toBe(true);
    expect(matches(listed({}), { ...NO_FILTERS, player: 'mara-voss' })).toBe(false);
    expect(matches(listed({}), { ...NO_FILTERS, season: '2' })).toBe(false);
    expect(matches(listed({}), { ...NO_FILTERS, episode: 'ep01-the-beginning', season: '1' })).toBe(true);
  });

  it('by its pot band in big blinds, and only all-ins or showdowns when asked', () => {
    expect([10, 25, 49.9, 50, 99.9, 100, 400].map(potBand)).toEqual([
      'under-25',
      '25-50',
      '25-50',
      '50-100',
      '50-100',
      '100-plus',
      '100-plus',
    ]);
    expect(matches(listed({ potBb: 50 }), { ...NO_FILTERS, pot: '25-50' })).toBe(false);
    expect(matches(listed({}), { ...NO_FILTERS, allIn: true })).toBe(false);
    expect(matches(listed({ allIn: true, showdown: true }), { ...NO_FILTERS, allIn: true, showdown: true })).toBe(true);
  });
});

describe('the order and the count', () => {
  it('newest as built, or the biggest pot first with newest between equals', () => {
    const hands = [listed({ order: 0, pot: 5 }), listed({ order: 1, pot: 90 }), listed({ order: 2, pot: 90 })];
    expect([...hands].sort(compareHands('pot')).map((h) => h.order)).toEqual([1, 2, 0]);
    expect(
      [...hands]
        .reverse()
        .sort(compareHands('newest'))
        .map((h) => h.order),
    ).toEqual([0, 1, 2]);
  });

  it('says how many are shown, and when none are', () => {
    expect(countWords(140, 140)).toBe('140 key hands');
    expect(countWords(1, 1)).toBe('1 key hand');
    expect(countWords(12, 1400)).toBe('12 of 1,400 key hands');
    expect(countWords(0, 140)).toBe('No key hand matches these filters.');
  });

  it("says when none of a player's key hands has aired yet", () => {
    expect(noHandsYetWords('Chloé Marchand')).toBe('No key hand of Chloé Marchand has aired yet.');
  });
});

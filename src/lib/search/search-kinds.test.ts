import { describe, expect, it } from 'vitest';
import { groupByKind, resultCount, searchIndexAttributes } from './search-kinds.ts';

describe('searchIndexAttributes', () => {
  it('marks a page of a kind as the index body with its kind, and leaves any other page out', () => {
    expect(searchIndexAttributes('player')).toEqual({ 'data-pagefind-body': '', 'data-pagefind-meta': 'kind:player' });
    expect(searchIndexAttributes(undefined)).toEqual({});
  });
});

describe('groupByKind', () => {
  it('groups in the fixed order, keeps the ranking within a group and drops empty groups and unknown kinds', () => {
    const hits = [
      { url: '/episodes/a/hands/1/', meta: { kind: 'hand' } },
      { url: '/cast/dante/', meta: { kind: 'player' } },
      { url: '/about/', meta: {} },
      { url: '/episodes/a/hands/2/', meta: { kind: 'hand' } },
      { url: '/cast/ingrid/', meta: { kind: 'player' } },
    ];
    expect(groupByKind(hits).map((g) => [g.heading, g.hits.map((h) => h.url)])).toEqual([
      ['Players', ['/cast/dante/', '/cast/ingrid/']],
      ['Key hands', ['/episodes/a/hands/1/', '/episodes/a/hands/2/']],
    ]);
  });
});

describe('resultCount', () => {
  it('says none, one, several, and how many are shown when there are more', () => {
    expect(resultCount(0, 'zzz')).toBe('No result for “zzz”.');
    expect(resultCount(1, 'dante')).toBe('1 result for “dante”.');
    expect(resultCount(7, 'flush')).toBe('7 results for “flush”.');
    expect(resultCount(31, 'river')).toBe('31 results for “river”; the first 20 shown.');
  });
});

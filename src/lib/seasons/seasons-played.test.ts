import { describe, expect, it } from 'vitest';
import { returningLabel, seasonsPlayed } from './seasons-played.ts';

const seasons = [
  { number: 2, cast: ['dante-okonkwo', 'stavros-kalogeridis', 'marcus-vale'] },
  { number: 1, cast: ['dante-okonkwo', 'nadia-haddad', 'marcus-vale'] },
  { number: 3, cast: ['dante-okonkwo', 'nadia-haddad', 'stavros-kalogeridis', 'marcus-vale'] },
];

describe('seasons played (lib/seasons/seasons-played.ts)', () => {
  it('lists the seasons whose cast names the person, in order, whatever order the seasons come in', () => {
    expect(seasonsPlayed('dante-okonkwo', seasons)).toEqual([1, 2, 3]);
    expect(seasonsPlayed('nadia-haddad', seasons)).toEqual([1, 3]);
    expect(seasonsPlayed('someone-else', seasons)).toEqual([]);
  });

  it('labels a returning player, and no one who played one season', () => {
    expect(returningLabel([1, 3])).toBe('Seasons 1 & 3');
    expect(returningLabel([1, 2, 3])).toBe('Seasons 1, 2 & 3');
    expect(returningLabel([2])).toBeUndefined();
    expect(returningLabel([])).toBeUndefined();
  });
});

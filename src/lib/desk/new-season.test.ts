import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { newSeason, type NewSeasonForm } from './new-season.ts';

const people = [
  { slug: 'dante-okonkwo', name: 'Dante Okonkwo' },
  { slug: 'marcus-vale', name: 'Marcus Vale' },
  { slug: 'nadia-haddad', name: 'Nadia Haddad' },
  { slug: 'zoe-new', name: 'Zoe New' },
];
const context = { last: 1, people, host: 'marcus-vale' };
const form = (values: Partial<NewSeasonForm>): NewSeasonForm => ({
  cast: ['zoe-new', 'dante-okonkwo'],
  episodes: '12',
  prizePool: '$2M',
  startingStack: '',
  ...values,
});

describe('the next season from the desk form', () => {
  it('numbers it after the last, lists the picked in the form order with the host last, counts its players', () => {
    const made = newSeason(form({}), context);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.number).toBe(2);
    expect(made.yaml.startsWith('# Season 2, started in the desk.')).toBe(true);
    expect(parse(made.yaml)).toEqual({
      number: 2,
      cast: ['dante-okonkwo', 'zoe-new', 'marcus-vale'],
      players: 2,
      episodes: 12,
      prizePool: '$2M',
    });
  });

  it('writes the starting stack when given, and never the host as a player even when ticked', () => {
    const made = newSeason(form({ cast: ['marcus-vale', 'nadia-haddad'], startingStack: ' 150000 ' }), context);
    expect(made.ok && parse(made.yaml)).toMatchObject({
      cast: ['nadia-haddad', 'marcus-vale'],
      players: 1,
      startingStack: 150000,
    });
  });

  it('refuses, field by field, no players, an unknown person, counts that are not whole, an empty prize pool', () => {
    expect(newSeason(form({ cast: [], episodes: '0', prizePool: ' ', startingStack: '1.5' }), context)).toEqual({
      ok: false,
      number: 2,
      problems: [
        { field: 'cast', message: 'pick its players' },
        { field: 'episodes', message: 'must be a whole number, 1 or more' },
        { field: 'prizePool', message: 'must not be empty' },
        { field: 'startingStack', message: 'must be a whole number, 1 or more, or left empty' },
      ],
    });
    expect(newSeason(form({ cast: ['nobody'], episodes: 'twelve' }), { ...context, last: 3 })).toEqual({
      ok: false,
      number: 4,
      problems: [
        { field: 'cast', message: 'no cast member "nobody"' },
        { field: 'episodes', message: 'must be a whole number, 1 or more' },
      ],
    });
  });
});

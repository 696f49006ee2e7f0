import { describe, expect, it } from 'vitest';
import { initials, roleBadges } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ruslan Temirov')).toBe('RT');
    expect(initials('Jae-won Seo')).toBe('JS');
    expect(initials('Siobhán  Keane ')).toBe('SK');
  });
  it('copes with a single name', () => {
    expect(initials('Oz')).toBe('O');
  });
});

describe('roleBadges', () => {
  it('splits the role on the bullet into badges', () => {
    expect(roleBadges('Host • Commentator')).toEqual(['Host', 'Commentator']);
    expect(roleBadges('Tournament Pro')).toEqual(['Tournament Pro']);
  });
});

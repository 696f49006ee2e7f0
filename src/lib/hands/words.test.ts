import { describe, expect, it } from 'vitest';
import { actionSentence, handDescription, handTitle, percent, seatLabel, stakes } from './words.ts';

describe('hand words', () => {
  it('words each betting action, all-ins as fans say them', () => {
    expect(actionSentence('Nadia Haddad', { kind: 'bet', to: 24000, allIn: true })).toBe(
      'Nadia Haddad moves all in for 24,000',
    );
    expect(actionSentence('Ingrid Solberg', { kind: 'raise', to: 6000, allIn: false })).toBe(
      'Ingrid Solberg raises to 6,000',
    );
    expect(actionSentence('Dante Okonkwo', { kind: 'call', amount: 4000, allIn: false })).toBe(
      'Dante Okonkwo calls 4,000',
    );
    expect(actionSentence('Dante Okonkwo', { kind: 'call', amount: 1500, allIn: true })).toBe(
      'Dante Okonkwo calls all in for 1,500',
    );
    expect(actionSentence('Tanner Voss', { kind: 'check' })).toBe('Tanner Voss checks');
    expect(actionSentence('Tanner Voss', { kind: 'fold' })).toBe('Tanner Voss folds');
    expect(actionSentence('Tanner Voss', { kind: 'show' })).toBeUndefined();
  });

  it('gives odds to one decimal and the stakes with thousands separators', () => {
    expect(percent(0.823633)).toBe('82.4%');
    expect(percent(0.0054)).toBe('0.5%');
    expect(stakes([1000, 2000])).toBe('1,000/2,000');
    expect(stakes([1000, 2000], 200)).toBe('1,000/2,000, ante 200');
  });

  it('names the blinds and the button', () => {
    expect([0, 1, 2, 3].map((i) => seatLabel(i, 4))).toEqual(['Small blind', 'Big blind', 'Seat 3', 'Button']);
  });

  it('keeps the head within what search results show, and without a result', () => {
    expect(handTitle('Three Stacks in the Middle', 'EP01', 'The Last Stack')).toBe(
      'Three Stacks in the Middle: EP01 Key Hand',
    );
    expect(handTitle('A Very Long Title For A Hand That Goes On', 'EP01', 'The Last Stack')).toBe(
      'A Very Long Title For A Hand That Goes On',
    );
    const names = ['Tanner Voss', 'Chloé Marchand', 'Dante Okonkwo', 'Ingrid Solberg'];
    expect(handDescription('EP01', 'The Last Stack', names.slice(0, 3), '500/1,000')).toBe(
      'EP01 key hand of The Last Stack: Tanner Voss, Chloé Marchand, Dante Okonkwo at 500/1,000. Every street, with each player’s chances.',
    );
    const long = handDescription(
      'EP01',
      'The Last Stack',
      [...names, 'Siobhán Keane', 'Tomasz Wierzbicki'],
      '500/1,000',
    );
    expect(long).toBe(
      'EP01 key hand of The Last Stack: 6 players at 500/1,000. Every street, with each player’s chances.',
    );
    expect(long.length).toBeLessThanOrEqual(160);
  });
});
